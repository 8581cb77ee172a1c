import type { Kysely } from 'kysely';
import { MAX_ID } from '../../../../common/contract/atoms.js';
import {
  ACHIEVEMENT_LIMITS,
  ACHIEVEMENT_SOURCE_LABELS,
  ACHIEVEMENT_TYPE_LABELS,
  ACHIEVEMENT_TYPES,
  AMOUNT_REQUIRED,
  type AchievementItem,
  type AchievementList,
  type AchievementSave,
  type AchievementSource,
} from '../../../../common/integral/quality/contract.js';
import type { DB } from '../../../db/schema.js';
import { declarePort } from '../../declare/public.js';
import { nowIso } from '../../../lib/clock.js';
import { BizError, notFound } from '../../../lib/errors.js';
import { isCalendarDay, parkDayOf, parkToday } from '../../../lib/park-time.js';
import { containsAny } from '../../../lib/sql-like.js';
import * as base from '../repo.js';
import type { IntegralAchievementsTable } from './tables.js';

/**
 * 积分应用成果: what the park's scores earned. Two sources, one list:
 * - entered by operators (integral_achievements): 积分贷, 政策扶持, 培育入库, 其他;
 * - this product's own policy declarations: an application of a scored enterprise that passed
 *   review (审核通过) is a 政策扶持 — its amount the money landed (兑现) so far, else the amount
 *   applied for; its date the last landing, else the day of the review. The declaration tables are
 *   read here directly and only read (as the assistant's sources read the policies), never written.
 * The list is merged in memory (a park's achievements are hundreds, not millions), newest first.
 */

export interface AchievementQuery {
  type?: IntegralAchievementsTable['type'] | '' | undefined;
  source?: AchievementSource | '' | undefined;
  year?: number | undefined;
  search?: string | undefined;
}

/** Each enterprise's total of the newest year scored. */
async function latestTotals(db: Kysely<DB>): Promise<Map<number, number>> {
  const system = await base.activeSystem(db);
  if (!system) return new Map();
  const rows = await db
    .selectFrom('integral_scores')
    .select(['org_id', 'total'])
    .where('system_id', '=', system.id)
    .execute();
  return new Map(rows.map((r) => [r.org_id, Number(r.total)]));
}

async function entered(db: Kysely<DB>, q: AchievementQuery) {
  let query = db
    .selectFrom('integral_achievements')
    .innerJoin('orgs', 'orgs.id', 'integral_achievements.org_id')
    .select([
      'integral_achievements.id',
      'integral_achievements.org_id',
      'integral_achievements.type',
      'integral_achievements.amount',
      'integral_achievements.achieved_on',
      'integral_achievements.note',
      'orgs.fullname',
      'orgs.industry_name',
    ]);
  if (q.type) query = query.where('integral_achievements.type', '=', q.type);
  if (q.year !== undefined)
    query = query
      .where('integral_achievements.achieved_on', '>=', `${String(q.year)}-01-01`)
      .where('integral_achievements.achieved_on', '<=', `${String(q.year)}-12-31`);
  const search = containsAny(q.search, base.ORG_NAMES);
  if (search) query = query.where(search);
  const rows = await query.execute();
  return rows.map(
    (r): Omit<AchievementItem, 'total'> => ({
      key: `E${String(r.id)}`,
      id: r.id,
      source: 'ENTERED',
      sourceLabel: ACHIEVEMENT_SOURCE_LABELS.ENTERED,
      orgId: r.org_id,
      fullname: r.fullname,
      industryName: r.industry_name,
      type: r.type,
      typeLabel: ACHIEVEMENT_TYPE_LABELS[r.type],
      amount: r.amount === null ? null : Number(r.amount),
      date: r.achieved_on,
      note: r.note,
    }),
  );
}

/** Approved declarations of the park's scored enterprises, as 政策扶持 (asked of the declare port). */
async function declared(db: Kysely<DB>, tenantId: number, q: AchievementQuery, scored: ReadonlySet<number>) {
  let orgQuery = db
    .selectFrom('orgs')
    .select(['orgs.id', 'orgs.fullname', 'orgs.industry_name']);
  const search = containsAny(q.search, base.ORG_NAMES);
  if (search) orgQuery = orgQuery.where(search);
  const applications = await declarePort.get().grantedApplications(db, [...scored]);
  if (applications.length === 0) return [];
  const orgs = new Map<number, { fullname: string; industry_name: string }>();
  const orgIds = [...new Set(applications.map((a) => a.orgId))];
  for (let i = 0; i < orgIds.length; i += 500)
    for (const o of await orgQuery.where('orgs.id', 'in', orgIds.slice(i, i + 500)).execute()) orgs.set(o.id, o);
  return applications
    .flatMap((a): Omit<AchievementItem, 'total'>[] => {
      const org = orgs.get(a.orgId);
      if (!org) return [];
      const landed = a.landedAmount !== null;
      return [
        {
          key: `D${String(a.id)}`,
          id: null,
          source: 'DECLARE',
          sourceLabel: ACHIEVEMENT_SOURCE_LABELS.DECLARE,
          orgId: a.orgId,
          fullname: org.fullname,
          industryName: org.industry_name,
          type: 'POLICY',
          typeLabel: ACHIEVEMENT_TYPE_LABELS.POLICY,
          amount: landed ? a.landedAmount : a.amountApplied,
          date: a.lastLandedOn || (a.auditedAt ? parkDayOf(a.auditedAt) : ''),
          note: `${a.declarationTitle}${a.projectName ? `：${a.projectName}` : ''}（${landed ? '已兑现' : '审核通过，待兑现'}）`,
        },
      ];
    })
    .filter((a) => q.year === undefined || a.date.startsWith(String(q.year)));
}

/** The whole filtered list, newest first. */
export async function allAchievements(db: Kysely<DB>, tenantId: number, q: AchievementQuery): Promise<AchievementItem[]> {
  const totals = await latestTotals(db);
  const scored = new Set<number>(
    (
      await db
        .selectFrom('integral_scores')
        .select('org_id')
        .distinct()
        .execute()
    ).map((r) => r.org_id),
  );
  const wantEntered = !q.source || q.source === 'ENTERED';
  const wantDeclared = (!q.source || q.source === 'DECLARE') && (!q.type || q.type === 'POLICY');
  const [own, fromDeclare] = await Promise.all([
    wantEntered ? entered(db, q) : [],
    wantDeclared ? declared(db, tenantId, q, scored) : [],
  ]);
  return [...own, ...fromDeclare]
    .map((a) => ({ ...a, total: totals.get(a.orgId) ?? null }))
    .sort((a, b) => b.date.localeCompare(a.date) || b.key.localeCompare(a.key));
}

const cents = (value: number) => Math.round(value * 100);

export function totalsOf(list: readonly AchievementItem[]): AchievementList['totals'] {
  return {
    count: list.length,
    amount: list.reduce((sum, a) => sum + cents(a.amount ?? 0), 0) / 100,
    orgCount: new Set(list.map((a) => a.orgId)).size,
    byType: ACHIEVEMENT_TYPES.map((type) => {
      const own = list.filter((a) => a.type === type);
      return {
        type,
        typeLabel: ACHIEVEMENT_TYPE_LABELS[type],
        count: own.length,
        amount: own.reduce((sum, a) => sum + cents(a.amount ?? 0), 0) / 100,
      };
    }),
  };
}

export async function achievementsOf(
  db: Kysely<DB>,
  tenantId: number,
  q: AchievementQuery & { pagenum: number; size: number },
): Promise<AchievementList> {
  const all = await allAchievements(db, tenantId, q);
  const start = (q.pagenum - 1) * q.size;
  return { list: all.slice(start, start + q.size), total: all.length, totals: totalsOf(all) };
}

/** Checks and stores an entered achievement (a new one without `id`). */
export async function saveAchievement(
  db: Kysely<DB>,
  userId: number,
  body: AchievementSave,
): Promise<{ id: number }> {
  const org = await base.enterprise(db, body.orgId);
  if (!org) throw new BizError('请选择本园区的企业');
  if (!isCalendarDay(body.date)) throw new BizError('日期无效，请按 年-月-日 填写');
  if (body.date > parkToday()) throw new BizError('日期不能晚于今天');
  const amount = body.amount === null ? null : Math.round(body.amount * 100) / 100;
  if (AMOUNT_REQUIRED.includes(body.type) && (amount === null || amount <= 0))
    throw new BizError(`请填写${ACHIEVEMENT_TYPE_LABELS[body.type]}的金额（万元），应大于0`);
  const note = (body.note ?? '').trim();
  if ([...note].length > ACHIEVEMENT_LIMITS.noteMax)
    throw new BizError(`备注不能超过${String(ACHIEVEMENT_LIMITS.noteMax)}个字`);
  const now = nowIso();
  const fields = { org_id: org.id, type: body.type, amount, achieved_on: body.date, note, updated_at: now };
  if (body.id !== undefined) {
    if (body.id > MAX_ID) throw notFound('成果记录');
    const updated = await db
      .updateTable('integral_achievements')
      .set(fields)
      .where('id', '=', body.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw notFound('成果记录');
    return { id: body.id };
  }
  const { id } = await db
    .insertInto('integral_achievements')
    .values({ ...fields, author_id: userId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id };
}

export async function deleteAchievement(db: Kysely<DB>, id: number): Promise<void> {
  if (id > MAX_ID) throw notFound('成果记录');
  const deleted = await db
    .deleteFrom('integral_achievements')
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound('成果记录');
}
