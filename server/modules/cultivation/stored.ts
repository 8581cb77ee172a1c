import type { Kysely, Selectable } from 'kysely';
import type { Evaluation } from '../../../common/cultivation/evaluate.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { evaluateOrgs, isNear, type Evaluated } from './evaluations.js';
import type { CultivationEvaluationsTable } from './tables.js';
import { loadTiers, type TierRow } from './tiers.js';

/**
 * The stored evaluations (cultivation_evaluations): each enterprise's tier reached, next tier,
 * points and gap, rewritten when an input changes — figures entered here, the ladder edited, the
 * profile changed or score figures approved (the org and integral modules' signals, module.ts) —
 * and by the full refresh the seed runs. An evaluation also changes by itself when the enterprise
 * grows a year older (成立年限): that day is kept (`stale_on`) and the reads refresh what is due.
 */

/** Organisations evaluated and written together. */
const BATCH = 500;

/** The first day after `today` on which the full years since `setupDate` grow (fullYears' rule). */
export function nextAnniversary(setupDate: string, today: string): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(setupDate)) return '9999-12-31';
  const monthDay = setupDate.slice(4, 10);
  const year = Number(today.slice(0, 4));
  const thisYear = `${String(year)}${monthDay}`;
  return thisYear > today ? thisYear : `${String(year + 1)}${monthDay}`;
}

/** The gap without figures (还差 8 分，未满足 1 项条件): what everyone but the enterprise and the park's operators read. */
export function summaryGap(ev: Evaluation): string {
  const next = ev.next;
  if (!next) return '';
  return [...(next.deficit > 0 ? [`还差 ${String(next.deficit)} 分`] : []), ...(next.unmet > 0 ? [`未满足 ${String(next.unmet)} 项条件`] : [])].join('，');
}

function storedRow({ org, evaluation: ev }: Evaluated, today: string, now: string) {
  const { reached, next } = ev;
  const scoredOn = next ?? reached;
  return {
    org_id: org.id,
    name: org.name,
    industry: org.industry,
    county: org.county,
    reached_tier_id: reached?.tierId ?? 0,
    reached_name: reached?.name ?? '',
    reached_level: reached?.level ?? 0,
    next_tier_id: next?.tierId ?? 0,
    next_name: next?.name ?? '',
    next_level: next?.level ?? 0,
    points: ev.tiers.find((t) => t.tierId === scoredOn?.tierId)?.points ?? 0,
    deficit: next?.deficit ?? 0,
    unmet: next?.unmet ?? 0,
    distance: next === null ? -1 : next.unmet * 1000 + next.deficit,
    near: isNear(ev) ? 1 : 0,
    gap: ev.gap,
    gap_summary: summaryGap(ev),
    stale_on: nextAnniversary(org.setupDate, today),
    evaluated_at: now,
  };
}

type StoredRow = ReturnType<typeof storedRow>;

/** Whether the stored row already says what the fresh one says (when it was written aside). */
function unchanged(before: Selectable<CultivationEvaluationsTable> | undefined, row: StoredRow): boolean {
  if (!before) return false;
  for (const key of Object.keys(row) as (keyof StoredRow)[])
    if (key !== 'evaluated_at' && String(before[key]) !== String(row[key])) return false;
  return true;
}

/**
 * Evaluates `orgIds` and writes the rows that changed (an id that is no enterprise of the park
 * loses its row). An unchanged row is left alone: rewriting one costs its eight B-trees (the table,
 * its key and six indexes), most of a full refresh's time when little has changed.
 */
async function rewrite(db: Kysely<DB>, tiers: readonly TierRow[], today: string, orgIds: readonly number[]): Promise<number> {
  const now = nowIso();
  let evaluated = 0;
  for (let i = 0; i < orgIds.length; i += BATCH) {
    const ids = orgIds.slice(i, i + BATCH);
    const [fresh, stored] = await Promise.all([
      evaluateOrgs(db, tiers, today, ids),
      db.selectFrom('cultivation_evaluations').selectAll().where('org_id', 'in', ids).execute(),
    ]);
    const before = new Map(stored.map((r) => [r.org_id, r]));
    const rows = fresh.map((e) => storedRow(e, today, now)).filter((r) => !unchanged(before.get(r.org_id), r));
    const kept = new Set(fresh.map((e) => e.org.id));
    const stale = [...rows.map((r) => r.org_id), ...stored.filter((r) => !kept.has(r.org_id)).map((r) => r.org_id)];
    if (stale.length > 0) await db.deleteFrom('cultivation_evaluations').where('org_id', 'in', stale).execute();
    if (rows.length > 0) await db.insertInto('cultivation_evaluations').values(rows).execute();
    evaluated += fresh.length;
  }
  return evaluated;
}

/** Evaluates these organisations again, on the park's scoped handle (the caller's transaction). */
export async function refreshEvaluations(db: Kysely<DB>, today: string, orgIds: readonly number[]): Promise<number> {
  const ids = [...new Set(orgIds)];
  if (ids.length === 0) return 0;
  return rewrite(db, await loadTiers(db), today, ids);
}

/**
 * Evaluates every enterprise of the park again (the ladder changed; the seed): the rows of
 * organisations no longer enterprises removed, every other row as its evaluation says now.
 */
export async function refreshAllEvaluations(db: Kysely<DB>, today: string): Promise<number> {
  const tiers = await loadTiers(db);
  await db
    .deleteFrom('cultivation_evaluations')
    .where('org_id', 'not in', (sub) => sub.selectFrom('orgs').select('orgs.id').where('orgs.orgtype', '=', 'ORG'))
    .execute();
  let evaluated = 0;
  let after = 0;
  for (;;) {
    const ids = (
      await db.selectFrom('orgs').select('id').where('orgtype', '=', 'ORG').where('id', '>', after).orderBy('id').limit(BATCH).execute()
    ).map((o) => o.id);
    if (ids.length === 0) return evaluated;
    evaluated += await rewrite(db, tiers, today, ids);
    after = ids[ids.length - 1]!;
  }
}

/** Before a read: evaluates again the enterprises whose age has grown since they were evaluated. */
export async function refreshDue(db: Kysely<DB>, today: string): Promise<number> {
  const due = await db.selectFrom('cultivation_evaluations').select('org_id').where('stale_on', '<=', today).execute();
  return refreshEvaluations(db, today, due.map((r) => r.org_id));
}
