import type { Kysely } from 'kysely';
import { MATCH_KINDS, NOTIFY_DEMANDS_MAX, NOTIFY_MIN_SCORE } from '../../../../common/demand/match/model.js';
import { ITEM_KINDS } from '../../../../common/demand/model.js';
import { quoted } from '../../../../common/quoted.js';
import { BIZ } from '../../../../common/envelope.js';
import type { DB } from '../../../db/schema.js';
import type { UserCtx } from '../../../kit/context.js';
import { notify, orgMemberIds } from '../../../kit/notify.js';
import { nowIso } from '../../../lib/clock.js';
import { BizError, notFound } from '../../../lib/errors.js';
import * as items from '../repo.js';
import { rankFor, rankPair, reasonsOf } from './rank.js';
import { demandOf, subjectOf } from './suggest.js';

/** Telling organisations of a match: on an item's publication, and when an operator pushes one. */

const publicPath = (kind: string, id: number) =>
  kind === 'DEMAND' ? `/cx/demandDetail/${String(id)}` : `/cx/productDetail/${kind.toLowerCase()}/${String(id)}`;

async function tellOrg(db: Kysely<DB>, tenantId: number, orgId: number, title: string, body: string, link: string) {
  await notify(db, { tenantId, userIds: await orgMemberIds(db, tenantId, orgId), topic: 'DEMAND', title, body, link });
}

/**
 * After an item is published: the owners of the open demands it matches well (NOTIFY_MIN_SCORE,
 * the best NOTIFY_DEMANDS_MAX) are told once per pair, never of their own organisation's item.
 */
export async function tellMatchingDemands(trx: Kysely<DB>, ctx: UserCtx, itemId: number): Promise<void> {
  const item = await items.itemById(trx, itemId);
  if (!item || item.status !== 'JOINT' || !MATCH_KINDS.includes(item.kind)) return;
  const subject = subjectOf(item);
  const ranked = (await rankFor(trx, subject, ['DEMAND'], NOTIFY_DEMANDS_MAX)).filter((r) => r.score >= NOTIFY_MIN_SCORE);
  if (ranked.length === 0) return;
  const told = await trx
    .selectFrom('demand_match_notes')
    .select('demand_id')
    .where('item_id', '=', item.id)
    .where(
      'demand_id',
      'in',
      ranked.map((r) => r.id),
    )
    .execute();
  const now = nowIso();
  for (const r of ranked) {
    if (told.some((t) => t.demand_id === r.id)) continue;
    const demand = await items.itemById(trx, r.id);
    if (!demand) continue;
    await trx
      .insertInto('demand_match_notes')
      .values({ demand_id: demand.id, item_id: item.id, score: r.score, created_at: now, pushed_at: null })
      .execute();
    await tellOrg(
      trx,
      ctx.tenantId,
      demand.org_id,
      `有新发布的${ITEM_KINDS[item.kind]}与您的需求匹配`,
      `${item.org_name}发布的${quoted(item.title)}与您的需求${quoted(demand.title)}匹配（${reasonsOf(r, subject).join('；')}），可查看详情并发起对接。`,
      publicPath(item.kind, item.id),
    );
  }
}

/** An operator pushes a suggestion of a demand to both sides, once per pair. */
export async function pushSuggestion(ctx: UserCtx, demandId: number, itemId: number) {
  const demand = await demandOf(ctx.db, demandId);
  const item = await items.itemById(ctx.db, itemId);
  if (!item || item.status !== 'JOINT' || !MATCH_KINDS.includes(item.kind)) throw notFound('推荐的信息');
  if (item.org_id === demand.org_id) throw new BizError('不能把本单位的信息推荐给本单位的需求');
  if (demand.status !== 'JOINT') throw new BizError('需求发布后才能推送匹配');
  const subject = subjectOf(demand);
  const ranked = await rankPair(ctx.db, subject, item);
  const reasons = reasonsOf(ranked, subject);
  const now = nowIso();
  const why = reasons.length > 0 ? `（${reasons.join('；')}）` : '';
  return ctx.db.transaction().execute(async (trx) => {
    const pair = { demand_id: demand.id, item_id: item.id };
    const note = await trx.selectFrom('demand_match_notes').select('pushed_at').where('demand_id', '=', demand.id).where('item_id', '=', item.id).executeTakeFirst();
    if (note?.pushed_at) throw new BizError('该推荐已推送过', BIZ.conflict);
    if (note) await trx.updateTable('demand_match_notes').set({ pushed_at: now }).where('demand_id', '=', demand.id).where('item_id', '=', item.id).execute();
    else
      await trx
        .insertInto('demand_match_notes')
        .values({ ...pair, score: ranked.score, created_at: now, pushed_at: now })
        .execute();
    const tell = (orgId: number, title: string, body: string, link: string) =>
      tellOrg(trx, ctx.tenantId, orgId, title, body, link);
    const both = `${quoted(item.title)}与${demand.org_name}的需求${quoted(demand.title)}`;
    await tell(
      demand.org_id,
      `园区为您推荐：${item.title}`,
      `园区运营人员认为${item.org_name}发布的${quoted(item.title)}与您的需求${quoted(demand.title)}匹配${why}，可查看详情并发起对接。`,
      publicPath(item.kind, item.id),
    );
    await tell(item.org_id, `园区为您推荐潜在客户：${demand.title}`, `园区运营人员认为您发布的${both}匹配${why}，可查看需求并发起对接。`, publicPath('DEMAND', demand.id));
    return { demandId: demand.id, itemId: item.id, pushedAt: now };
  });
}
