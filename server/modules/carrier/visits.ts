import type { VisitInput } from '../../../common/carrier/contract.js';
import { parkToday } from '../../../common/park-time.js';
import type { RequestCtx, UserCtx } from '../../kit/context.js';
import type { ListPage } from '../../kit/list-input.js';
import { notify } from '../../kit/notify.js';
import { pageWithTotal } from '../../kit/paging.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { containsAny } from '../../lib/sql-like.js';
import { visitItem } from './present.js';

/** 预约看房: a signed-in user's request, the operators' queue and their call back. */

export async function requestVisit(ctx: UserCtx, input: VisitInput) {
  const carrier = await ctx.db.selectFrom('carrier_carriers').select('id').where('id', '=', input.carrierId).executeTakeFirst();
  if (!carrier) throw notFound('载体');
  if (input.resourceId !== undefined) {
    const resource = await ctx.db.selectFrom('carrier_resources').select('carrier_id').where('id', '=', input.resourceId).executeTakeFirst();
    if (resource?.carrier_id !== input.carrierId) throw notFound('房源');
  }
  if (input.visitDate < parkToday()) throw new BizError('希望看房日期不能早于今天');
  const values = {
    carrier_id: input.carrierId,
    resource_id: input.resourceId ?? null,
    user_id: ctx.user.id,
    name: input.name.trim(),
    phone: input.phone,
    company: input.company.trim(),
    visit_date: input.visitDate,
    note: input.note.trim(),
  };
  return ctx.db.transaction().execute(async (trx) => {
    // One waiting request per user and carrier: asking again updates it.
    const waiting = await trx
      .selectFrom('carrier_visits')
      .select('id')
      .where('carrier_id', '=', input.carrierId)
      .where('user_id', '=', ctx.user.id)
      .where('status', '=', 'TOAUDIT')
      .executeTakeFirst();
    if (waiting) {
      await trx.updateTable('carrier_visits').set(values).where('id', '=', waiting.id).execute();
      return { id: Number(waiting.id) };
    }
    const row = await trx
      .insertInto('carrier_visits')
      .values({ ...values, status: 'TOAUDIT', handled_note: '', handled_by: null, handled_at: null, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id) };
  });
}

export async function listVisits(ctx: RequestCtx, f: { status?: '' | 'TOAUDIT' | 'DONE' | undefined; search?: string | undefined }, page: ListPage) {
  let base = ctx.db
    .selectFrom('carrier_visits')
    .innerJoin('carrier_carriers', 'carrier_carriers.id', 'carrier_visits.carrier_id')
    .leftJoin('carrier_resources', 'carrier_resources.id', 'carrier_visits.resource_id');
  if (f.status) base = base.where('carrier_visits.status', '=', f.status);
  const search = containsAny(f.search, ['carrier_visits.name', 'carrier_visits.company', 'carrier_visits.phone', 'carrier_carriers.name']);
  if (search) base = base.where(search);
  const rows = base
    .selectAll('carrier_visits')
    .select(['carrier_carriers.name as carrier_name', 'carrier_resources.name as resource_name'])
    .orderBy('carrier_visits.status', 'desc')
    .orderBy('carrier_visits.created_at', 'desc')
    .orderBy('carrier_visits.id', 'desc');
  const { rows: found, total } = await pageWithTotal(rows, base, page);
  return { list: found.map(visitItem), total };
}

export async function visitCounts(ctx: RequestCtx) {
  const rows = await ctx.db.selectFrom('carrier_visits').select(['status', (eb) => eb.fn.countAll<number | string>().as('n')]).groupBy('status').execute();
  const of = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { TOAUDIT: of('TOAUDIT'), DONE: of('DONE'), total: of('TOAUDIT') + of('DONE') };
}

/** Records the call back; the requester is told in their messages. Only a waiting request can be. */
export async function handleVisit(ctx: UserCtx, id: number, note: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const visit = await trx
      .selectFrom('carrier_visits')
      .innerJoin('carrier_carriers', 'carrier_carriers.id', 'carrier_visits.carrier_id')
      .select(['carrier_visits.status', 'carrier_visits.user_id', 'carrier_visits.carrier_id', 'carrier_carriers.name as carrier_name'])
      .where('carrier_visits.id', '=', id)
      .executeTakeFirst();
    if (!visit) throw notFound('预约');
    const done = await trx
      .updateTable('carrier_visits')
      .set({ status: 'DONE', handled_note: note.trim(), handled_by: ctx.user.id, handled_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', 'TOAUDIT')
      .executeTakeFirst();
    if (!Number(done.numUpdatedRows)) throw new BizError('该预约已登记联系');
    await notify(trx, {
      tenantId: ctx.tenantId,
      userIds: visit.user_id === null ? [] : [visit.user_id],
      topic: 'CARRIER',
      title: `您预约参观的${visit.carrier_name}已安排`,
      body: note.trim(),
      link: `/sc/zt/detail/${String(visit.carrier_id)}`,
    });
    return null;
  });
}
