import type { Kysely } from 'kysely';
import type { DB } from '../schema.js';
import { orgFactory } from './org-factory.js';
import { seedDay, type SeedDay } from './seed-day.js';
import { scopedTo } from '../../kit/tenant-scope.js';

/**
 * Rows per insert statement. 500 rows × 26 columns = 13 000 bound parameters: under SQLite's
 * 32 766 and PostgreSQL's 65 535, and big enough that 100 000 orgs take 200 statements.
 */
export const ORG_BATCH_ROWS = 500;

export async function countOrgs(db: Kysely<DB>, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('orgs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Adds deterministic demo orgs to a demo tenant until it has `total` orgs; returns how many it added.
 * Org i of the generator is always the same org, so a tenant seeded with 360 and grown to 100 000
 * on the same day ends up with the same rows as one seeded with 100 000 at once (orgs joined the
 * platform before `today`, the seeding day).
 *
 * Runs in one transaction (the caller's, if it is already in one): a crash leaves no half-grown park.
 */
export async function ensureOrgCount(
  db: Kysely<DB>,
  tenantId: number,
  total: number,
  today: SeedDay = seedDay(),
): Promise<number> {
  if (!Number.isInteger(total) || total < 0)
    throw new Error(`org total must be a non-negative integer, got ${total}`);
  const factory = orgFactory(tenantId);
  const grow = async (trx: Kysely<DB>): Promise<number> => {
    const mainPark = await trx
      .selectFrom('parks')
      .select('id')
      .where('id', '=', factory.tenant.source_park_id)
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    if (!mainPark) throw new Error(`tenant ${tenantId} has no demo parks: seed the demo before adding orgs`);

    const before = await countOrgs(trx, tenantId);
    let count = before;
    // Existing orgs are taken to be generator orgs 0 … count-1. If some were deleted or added by
    // hand, a generated org may already exist; it is skipped (same credit code) and the loop
    // carries on with later indices until the count is reached.
    let next = count;
    while (count < total) {
      const end = next + (total - count);
      for (let start = next; start < end; start += ORG_BATCH_ROWS) {
        const rows = [];
        for (let index = start; index < Math.min(start + ORG_BATCH_ROWS, end); index++)
          rows.push(factory.at(index, today));
        await trx
          .insertInto('orgs')
          .values(rows)
          .onConflict((oc) => oc.columns(['tenant_id', 'credit_code']).doNothing())
          .execute();
      }
      next = end;
      count = await countOrgs(trx, tenantId);
    }
    return count - before;
  };
  return db.isTransaction ? grow(db) : db.transaction().execute(grow);
}

/** The id of generator org `index` of a tenant, found by its credit code. */
export async function demoOrgId(db: Kysely<DB>, tenantId: number, index: number): Promise<number> {
  // The credit code does not depend on the day.
  const { credit_code } = orgFactory(tenantId).at(index, seedDay());
  const row = await scopedTo(db, tenantId).selectFrom('orgs').select('id').where('credit_code', '=', credit_code).executeTakeFirst();
  if (!row)
    throw new Error(`demo org ${index} of tenant ${tenantId} (${credit_code}) is not in the database`);
  return row.id;
}
