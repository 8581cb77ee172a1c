import type { Kysely } from 'kysely';
import type { DeviceRow } from '../../../../common/industry/org/contract.js';
import type { DeviceStatus } from '../../../../common/industry/org/model.js';
import type { DB } from '../../../db/schema.js';
import { BizError } from '../../../lib/errors.js';

/** The devices of the park's enterprises, on the scoped handle. */

function deviceQuery(db: Kysely<DB>) {
  return db
    .selectFrom('industry_devices')
    .innerJoin('orgs', 'orgs.id', 'industry_devices.org_id')
    .select([
      'industry_devices.id',
      'industry_devices.org_id',
      'orgs.fullname',
      'industry_devices.name',
      'industry_devices.model',
      'industry_devices.category',
      'industry_devices.maker',
      'industry_devices.quantity',
      'industry_devices.value',
      'industry_devices.purchase_year',
      'industry_devices.status',
      'industry_devices.networked',
      'industry_devices.note',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof deviceQuery>['executeTakeFirstOrThrow']>>;
const present = (r: Row): DeviceRow => ({
  id: r.id,
  orgId: r.org_id,
  orgName: r.fullname,
  name: r.name,
  model: r.model,
  category: r.category,
  maker: r.maker,
  quantity: r.quantity,
  value: Number(r.value),
  purchaseYear: r.purchase_year,
  status: r.status as DeviceStatus,
  networked: r.networked === 1,
  note: r.note,
});

export async function listDevices(
  db: Kysely<DB>,
  q: { status?: string | undefined; category?: string | undefined; search?: string | undefined; orgId?: number },
  page?: { offset: number; size: number },
) {
  const search = q.search?.trim() ?? '';
  const base = deviceQuery(db)
    .$if(!!q.status, (x) => x.where('industry_devices.status', '=', q.status ?? ''))
    .$if(!!q.category, (x) => x.where('industry_devices.category', '=', q.category ?? ''))
    .$if(q.orgId !== undefined, (x) => x.where('industry_devices.org_id', '=', q.orgId ?? 0))
    .$if(search !== '', (x) => x.where((eb) => eb.or([eb('industry_devices.name', 'like', `%${search}%`), eb('orgs.fullname', 'like', `%${search}%`)])));
  const [rows, all] = await Promise.all([
    base.orderBy('industry_devices.value', 'desc').orderBy('industry_devices.id').$if(page !== undefined, (x) => x.limit(page?.size ?? 0).offset(page?.offset ?? 0)).execute(),
    base.clearSelect().select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(present), total: Number(all.n) };
}

export async function deviceCategories(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('industry_devices').select('category').distinct().orderBy('category').execute();
  return rows.map((r) => r.category);
}

export async function deviceById(db: Kysely<DB>, id: number): Promise<DeviceRow> {
  const row = await deviceQuery(db).where('industry_devices.id', '=', id).executeTakeFirst();
  if (!row) throw new BizError('设备不存在', 404);
  return present(row);
}
