import type { Kysely } from 'kysely';
import type { DirectoryKind } from '../../../../common/carrier/directory/rules.js';
import type { ResourceType } from '../../../../common/carrier/rules.js';
import type { DB } from '../../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.js';
import { DEMO_PARKS } from '../../../db/seed/parks.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import type { SeedFiles } from '../../../kit/attachments.js';
import { roundCoordinate, wgs84ToGcj02 } from '../../../lib/coords.js';
import CARRIERS from './carriers.json';
import DIRECTORY from './directory.json';
import { insertDemoPhotos } from './photos.js';

/**
 * Demo carriers of both parks with their spaces (free and let), residents (the park's own
 * enterprises of the carrier's sub-park) and 预约看房 requests waiting and called back; the
 * parks' innovation platforms and investors. Places are offsets from the sub-park's centre,
 * stored in GCJ-02 as the map draws them. Everything is derived from the JSON and the index of
 * each row, so two seeds store the same rows.
 */

type Tenant = '1' | '2';

function placeOf(parkId: number, d: number[]) {
  const park = DEMO_PARKS.find((p) => p.id === parkId);
  if (!park) throw new Error(`seed: no park ${String(parkId)}`);
  const gcj = wgs84ToGcj02({ lng: park.lng + (d[0] ?? 0), lat: park.lat + (d[1] ?? 0) });
  return { park_id: parkId, lng: roundCoordinate(gcj.lng), lat: roundCoordinate(gcj.lat) };
}

/** What a carrier of each type lets. */
const SPACES: Record<string, readonly ResourceType[]> = {
  孵化器: ['办公室', '办公室', '工位'],
  众创空间: ['工位', '工位', '办公室'],
  加速器: ['办公室', '厂房', '厂房'],
  产业楼宇: ['办公室', '办公室', '厂房'],
};

function space(type: ResourceType, i: number) {
  const floor = 2 + (i % 9);
  if (type === '工位') return { name: `开放区${String(i + 1).padStart(2, '0')}号工位`, floor: `${String(floor)}F`, size: 6, price: 800 + (i % 3) * 200 };
  if (type === '厂房') {
    const size = 600 + ((i * 173) % 2400);
    return { name: `${String(1 + (i % 4))}号厂房${String(floor - 1)}层单元`, floor: `${String(floor - 1)}F`, size, price: size * (32 + (i % 3) * 4) };
  }
  const size = 60 + ((i * 37) % 420);
  return { name: `${String(floor)}${String(1 + (i % 6)).padStart(2, '0')}室`, floor: `${String(floor)}F`, size, price: size * (58 + (i % 4) * 8) };
}

async function insertCarriers(db: Kysely<DB>, today: SeedDay, tenantId: number) {
  const list = CARRIERS[String(tenantId) as Tenant];
  const now = today.at(-1, 3600);
  const carrierIds: number[] = [];
  for (const [index, c] of list.entries()) {
    const { id } = await db
      .insertInto('carrier_carriers')
      .values({
        tenant_id: tenantId,
        ...placeOf(c.park, c.d),
        name: c.name,
        type: c.type,
        level: c.level,
        address: c.address,
        area_m2: c.area,
        operator_name: c.operator,
        contact: c.contact,
        phone: c.phone,
        services: JSON.stringify(c.services),
        featured: c.featured ? 1 : 0,
        intro: c.intro,
        created_at: today.at(-400 + index * 7),
        updated_at: today.at(-10 + index, 3600),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    carrierIds.push(Number(id));
    const residents = await db
      .selectFrom('orgs')
      .select(['fullname', 'industry_name'])
      .where('tenant_id', '=', tenantId)
      .where('park_id', '=', c.park)
      .where('orgtype', '=', 'ORG')
      .orderBy('id')
      .offset(index * 12)
      .limit(6 + (index % 5))
      .execute();
    const kinds = SPACES[c.type] ?? ['办公室'];
    const count = 7 + (index % 5);
    for (let i = 0; i < count; i += 1) {
      const type = kinds[i % kinds.length]!;
      // Roughly two in five are free; the first of each carrier always is, so every carrier has room.
      const free = i === 0 || (i + index) % 5 < 2;
      const s = space(type, i + index * 3);
      const renter = residents[i % Math.max(1, residents.length)]?.fullname ?? '';
      await db
        .insertInto('carrier_resources')
        .values({
          tenant_id: tenantId,
          carrier_id: Number(id),
          ...s,
          type,
          status: free || !renter ? 'FREE' : 'RENTED',
          tenant_name: free || !renter ? '' : renter,
          available_from: free ? today.date((i % 3) * 15) : null,
          intro: free ? `${type}，${s.floor}，精装交付，可随时看房。` : '',
          created_at: now,
          updated_at: today.at(-((i * 7 + index) % 60), 7200),
        })
        .execute();
    }
    if (residents.length) {
      await db
        .insertInto('carrier_residents')
        .values(
          residents.map((r, i) => ({
            tenant_id: tenantId,
            carrier_id: Number(id),
            name: r.fullname,
            industry: r.industry_name,
            room: `${String(2 + (i % 9))}F-${String(1 + i).padStart(2, '0')}`,
            since: today.date(-60 - i * 45 - index * 11),
          })),
        )
        .execute();
    }
  }
  return carrierIds;
}

async function insertVisits(db: Kysely<DB>, today: SeedDay, tenantId: number, carrierIds: number[]) {
  const phones = DEMO_ACCOUNTS.filter((a) => a.tenantId === tenantId && a.org !== null).map((a) => a.phone);
  const users = phones.length ? await db.selectFrom('users').select(['id', 'name', 'phone']).where('tenant_id', '=', tenantId).where('phone', 'in', phones).orderBy('id').execute() : [];
  const notes = ['团队约20人，需要150㎡左右的研发办公室', '想了解工位价格和入驻条件', '需要层高6米以上的厂房做中试', '希望周末看房'];
  const rows = carrierIds.slice(0, 4).flatMap((carrierId, i) => {
    const user = users[i % Math.max(1, users.length)];
    const done = i % 2 === 1;
    return [
      {
        tenant_id: tenantId,
        carrier_id: carrierId,
        resource_id: null,
        user_id: user ? Number(user.id) : null,
        name: user?.name ?? '赵先生',
        phone: user?.phone ?? '13912345678',
        company: '',
        visit_date: today.date(done ? -3 : 2 + i),
        note: notes[i % notes.length]!,
        status: done ? ('DONE' as const) : ('TOAUDIT' as const),
        handled_note: done ? '已电话联系，约定现场看房' : '',
        handled_by: null,
        handled_at: done ? today.at(-4, 7200) : null,
        created_at: today.at(done ? -6 : -1, 3600 * (i + 1)),
      },
    ];
  });
  if (rows.length) await db.insertInto('carrier_visits').values(rows).execute();
}

interface DirectoryEntry {
  park: number;
  name: string;
  type: string;
  level?: string;
  host: string;
  fields: string[];
  stages?: string[];
  fund?: number;
  d: number[];
  address: string;
  contact: string;
  phone: string;
  intro: string;
  cases: string;
}

async function insertDirectory(db: Kysely<DB>, today: SeedDay, tenantId: number) {
  const byKind = DIRECTORY[String(tenantId) as Tenant] as Record<DirectoryKind, DirectoryEntry[]>;
  const rows = (Object.keys(byKind) as DirectoryKind[]).flatMap((kind) =>
    byKind[kind].map((e, i) => ({
      tenant_id: tenantId,
      kind,
      ...placeOf(e.park, e.d),
      name: e.name,
      type: e.type,
      level: e.level ?? '',
      host: e.host,
      fields: JSON.stringify(e.fields),
      stages: JSON.stringify(e.stages ?? []),
      fund_size: e.fund ?? null,
      address: e.address,
      contact: e.contact,
      phone: e.phone,
      intro: e.intro,
      cases: e.cases,
      created_at: today.at(-300 + i * 5),
      updated_at: today.at(-20 + i, 3600),
    })),
  );
  await db.insertInto('carrier_directory').values(rows).execute();
}

export async function insertDemoCarriers(db: Kysely<DB>, today: SeedDay, files: SeedFiles | null): Promise<void> {
  for (const tenantId of [1, 2]) {
    const carrierIds = await insertCarriers(db, today, tenantId);
    if (files) await insertDemoPhotos(db, files, tenantId, carrierIds);
    await insertVisits(db, today, tenantId, carrierIds);
    await insertDirectory(db, today, tenantId);
  }
}
