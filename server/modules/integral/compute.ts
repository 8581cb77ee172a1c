import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { IntegralValues, SystemDefinition } from '../../../common/integral/model.js';
import { scoreOrganisation } from '../../../common/integral/scoring.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { packItems, parseDefinition } from './breakdown.js';
import type { IntegralScoresTable } from './tables.js';
import { scopedTo, unscoped } from '../../kit/tenant-scope.js';

/**
 * Scoring a park under one version of its indicator system: every enterprise (ORG) with approved
 * figures for the version's year gets a score with its breakdown, then the whole park is ranked.
 * It runs in the background after a version is saved (the request only stores the version) and
 * reads in batches, so memory stays bounded and other requests are answered between them. A
 * version is read by nobody until it is READY: the previous one stays in use meanwhile.
 */

/** Organisations per batch: one read of their figures, one insert of their scores. */
export const COMPUTE_BATCH = 500;

/** A computation claimed longer ago than this belongs to a process that stopped; another takes it over. */
export const CLAIM_TIMEOUT_MS = 10 * 60_000;

export interface ComputeResult {
  scored: number;
}

/** Scores the park under a version and marks it READY (or FAILED with the reason). */
export async function computeSystem(db: Kysely<DB>, systemId: number): Promise<ComputeResult> {
  try {
    return await scoreAll(db, systemId);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .updateTable('integral_systems')
      .set({ status: 'FAILED', error: message.slice(0, 500), claimed_at: null })
      .where('id', '=', systemId)
      .where('status', '=', 'COMPUTING')
      .execute();
    throw error;
  }
}

async function scoreAll(anyPark: Kysely<DB>, systemId: number): Promise<ComputeResult> {
  const system = await anyPark
    .selectFrom('integral_systems')
    .select(['tenant_id', 'year', 'definition'])
    .where('id', '=', systemId)
    .executeTakeFirstOrThrow();
  // The version's park: every read and write below is of its rows (the caller's handle may be
  // unscoped, when start-up resumes the versions of every park).
  const db = scopedTo(anyPark, system.tenant_id);
  const { year } = system;
  const definition = parseDefinition(system.definition);
  await db.deleteFrom('integral_scores').where('system_id', '=', systemId).execute();

  const orgIds = (
    await db
      .selectFrom('integral_values')
      .innerJoin('orgs', 'orgs.id', 'integral_values.org_id')
      .select('integral_values.org_id')
      .distinct()
      .where('integral_values.year', '=', year)
      .where('orgs.orgtype', '=', 'ORG')
      .orderBy('integral_values.org_id')
      .execute()
  ).map((row) => row.org_id);

  const computedAt = nowIso();
  for (let start = 0; start < orgIds.length; start += COMPUTE_BATCH) {
    const batch = orgIds.slice(start, start + COMPUTE_BATCH);
    const [orgs, values] = await Promise.all([
      db.selectFrom('orgs').select(['id', 'setup_date']).where('id', 'in', batch).execute(),
      db
        .selectFrom('integral_values')
        .select(['org_id', 'field', 'value'])
        .where('year', '=', year)
        .where('org_id', 'in', batch)
        .execute(),
    ]);
    const figures = new Map<number, IntegralValues>();
    for (const row of values) {
      const own = figures.get(row.org_id) ?? {};
      own[row.field] = Number(row.value);
      figures.set(row.org_id, own);
    }
    const rows = orgs.map((org) =>
      scoreRow(definition, { systemId, year, computedAt }, org, figures.get(org.id) ?? {}),
    );
    if (rows.length > 0) await db.insertInto('integral_scores').values(rows).execute();
    // Let other requests through between batches (SQLite answers synchronously).
    await nextTurn();
  }

  await rankSystem(db, systemId);

  const scored = orgIds.length;
  await db
    .updateTable('integral_systems')
    .set({ status: 'READY', scored_count: scored, computed_at: nowIso(), claimed_at: null, error: '' })
    .where('id', '=', systemId)
    .execute();
  return { scored };
}

/** An organisation's score row under a version (its rank is set by rankSystem); the scoped handle adds its park. */
export function scoreRow(
  definition: SystemDefinition,
  version: { systemId: number; year: number; computedAt: string },
  org: { id: number; setup_date: string },
  inputs: IntegralValues,
): Insertable<IntegralScoresTable> {
  const score = scoreOrganisation(definition, inputs, { setupDate: org.setup_date, year: version.year });
  const dimension = (code: string) => score.dimensions.find((d) => d.dimension === code)?.score ?? 0;
  return {
    system_id: version.systemId,
    year: version.year,
    org_id: org.id,
    stage: score.stage,
    age: score.age,
    total: score.total,
    tech: dimension('TECH'),
    growth: dimension('GROWTH'),
    feature: dimension('FEATURE'),
    missing_count: score.missingCount,
    park_rank: 0,
    breakdown: packItems(score.items),
    inputs: JSON.stringify(inputs),
    computed_at: version.computedAt,
  };
}

/**
 * Competition ranking of the whole park under a version, in one statement on both dialects.
 * Unscoped: an UPDATE … FROM with a window function is raw SQL the tenant scope cannot rewrite;
 * it touches the rows of one version, which belong to one park.
 */
export async function rankSystem(db: Kysely<DB>, systemId: number): Promise<void> {
  await sql`update integral_scores set park_rank = ranked.place
    from (select id, rank() over (order by total desc) as place from integral_scores where system_id = ${systemId}) as ranked
    where integral_scores.id = ranked.id`.execute(unscoped(db));
}

/** Takes the computation of a version unless a live process holds it; whether this process got it. */
export async function claim(db: Kysely<DB>, systemId: number, now = new Date()): Promise<boolean> {
  const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const result = await db
    .updateTable('integral_systems')
    .set({ claimed_at: now.toISOString() })
    .where('id', '=', systemId)
    .where('status', '=', 'COMPUTING')
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', stale)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const running = new Map<number, Promise<void>>();

/**
 * Computes a version after the current request (its caller already holds the claim). A failure is
 * logged and recorded on the version (FAILED, with the reason), never thrown at anyone.
 */
export function computeInBackground(
  db: Kysely<DB>,
  systemId: number,
  log: (error: unknown) => void,
): Promise<void> {
  const job = (async () => {
    await nextTurn();
    await computeSystem(db, systemId);
  })()
    .catch(log)
    .finally(() => running.delete(systemId));
  running.set(systemId, job);
  return job;
}

/** Resolves when no computation started by this process is running (tests, shutdown). */
export async function computationsSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running.values()]);
}

/** Versions left COMPUTING by a process that stopped: claimed again and computed here. */
export async function resumeComputations(db: Kysely<DB>, log: (error: unknown) => void): Promise<number> {
  const waiting = await db
    .selectFrom('integral_systems')
    .select('id')
    .where('status', '=', 'COMPUTING')
    .orderBy('id')
    .execute();
  let resumed = 0;
  for (const { id } of waiting) {
    if (!(await claim(db, id))) continue;
    resumed++;
    void computeInBackground(db, id, log);
  }
  return resumed;
}
