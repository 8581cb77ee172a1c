import { setImmediate as nextTurn } from 'node:timers/promises';
import { PostgresAdapter, sql, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import type { IntegralValues, SystemDefinition } from '../../../common/integral/model.js';
import { scoreFigures } from '../../../common/integral/scoring.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { packItems, parseDefinition, parseInputs } from './breakdown.js';
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

  const computedAt = nowIso();
  let scored = 0;
  for (let after = 0; ;) {
    // The next enterprises with figures for the year, in id order: a walk of the organisations' index
    // with one look-up of the figures' key each, so nothing of the park is held but a batch.
    const orgs = await db
      .selectFrom('orgs')
      .select(['id', 'setup_date'])
      .where('orgtype', '=', 'ORG')
      .where('id', '>', after)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('integral_values')
            .select('integral_values.org_id')
            .where('integral_values.year', '=', year)
            .whereRef('integral_values.org_id', '=', 'orgs.id'),
        ),
      )
      .orderBy('id')
      .limit(COMPUTE_BATCH)
      .execute();
    if (orgs.length === 0) break;
    const first = orgs[0]!.id;
    after = orgs[orgs.length - 1]!.id;
    // Their figures: one range of the figures' key (year, organisation), each organisation's as one
    // JSON object built by the database (a row per organisation, not one per figure); organisations
    // in the range that are not enterprises are passed over.
    const values = await db
      .selectFrom('integral_values')
      .select(['org_id', figuresObject(anyPark).as('figures')])
      .where('year', '=', year)
      .where('org_id', '>=', first)
      .where('org_id', '<=', after)
      .groupBy('org_id')
      .execute();
    const figures = new Map(values.map((row) => [row.org_id, parseInputs(row.figures)]));
    const rows = orgs.map((org) =>
      scoreRow(definition, { systemId, year, computedAt }, org, figures.get(org.id) ?? {}),
    );
    await db.insertInto('integral_scores').values(rows).execute();
    scored += rows.length;
    // Let other requests through between batches (SQLite answers synchronously).
    await nextTurn();
  }

  await rankSystem(db, systemId);

  await db
    .updateTable('integral_systems')
    .set({ status: 'READY', scored_count: scored, computed_at: nowIso(), claimed_at: null, error: '' })
    .where('id', '=', systemId)
    .execute();
  return { scored };
}

/**
 * An organisation's figures as one JSON object, field → value, in the order of the fields' names (SQLite
 * reads them in its key's order, which is that one). Both databases write a figure as the shortest
 * text that reads back as the same number.
 */
function figuresObject(db: Kysely<DB>): RawBuilder<string> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`json_object_agg(field, value order by field)::text`
    : sql<string>`json_group_object(field, value)`;
}

/** An organisation's score row under a version (its rank is set by rankSystem); the scoped handle adds its park. */
export function scoreRow(
  definition: SystemDefinition,
  version: { systemId: number; year: number; computedAt: string },
  org: { id: number; setup_date: string },
  inputs: IntegralValues,
): Insertable<IntegralScoresTable> {
  const score = scoreFigures(definition, inputs, { setupDate: org.setup_date, year: version.year });
  return {
    system_id: version.systemId,
    year: version.year,
    org_id: org.id,
    stage: score.stage,
    age: score.age,
    total: score.total,
    tech: score.dimensions.TECH,
    growth: score.dimensions.GROWTH,
    feature: score.dimensions.FEATURE,
    missing_count: score.missingCount,
    park_rank: 0,
    breakdown: packItems(score.found),
    inputs: JSON.stringify(inputs),
    computed_at: version.computedAt,
  };
}

/**
 * Competition ranking of the whole park under a version, in one statement on both dialects; only the
 * rows whose rank moved are written (one enterprise scored again moves few).
 * Unscoped: an UPDATE … FROM with a window function is raw SQL the tenant scope cannot rewrite;
 * it touches the rows of one version, which belong to one park.
 */
export async function rankSystem(db: Kysely<DB>, systemId: number): Promise<void> {
  await sql`update integral_scores set park_rank = ranked.place
    from (select id, rank() over (order by total desc) as place from integral_scores where system_id = ${systemId}) as ranked
    where integral_scores.id = ranked.id and integral_scores.park_rank <> ranked.place`.execute(unscoped(db));
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
