import type { Kysely } from 'kysely';
import { DEFAULT_TENANT } from '../../../common/tenant.js';
import type { SeedFiles } from '../../kit/attachments/seed-files.js';
import { hashPassword } from '../../lib/password.js';
import { modules } from '../../modules/index.js';
import { scopedTo } from '../../kit/tenant-scope.js';
import type { DB } from '../schema.js';
import { insertDemoAccounts } from './accounts.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { orgFactory } from './org-factory.js';
import { ensureOrgCount } from './orgs.js';
import { insertDemoParks } from './parks.js';
import { insertDemoRoles } from './roles.js';
import { seedDay } from './seed-day.js';
import { DEMO_TENANTS, insertDemoTenants } from './tenants.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts.js';
export { countOrgs, ensureOrgCount } from './orgs.js';
export { DEMO_TENANTS } from './tenants.js';
export { seedDay, type SeedDay } from './seed-day.js';

export interface SeedOptions {
  /** Orgs of the default tenant (tenant 1); 360 when absent. The second park always gets 80. */
  orgs?: number;
  /** The clock (milliseconds): the demo's dates count from the day it reads; now when absent. */
  now?: number;
  /** Where demo files (photos) are stored: the server's DATA_DIR; without it the demo has none. */
  files?: SeedFiles;
}

/**
 * Seeds the whole demo into empty tables: both parks with their sub-parks, orgs, roles and demo
 * accounts, then each module's data (server/kit/module.ts), in one transaction. Dates count from
 * the seeding day, so the demo looks current whenever it is seeded; everything but the password
 * salts is identical on every run made on the same day.
 */
export async function seedDemo(db: Kysely<DB>, options: SeedOptions = {}): Promise<void> {
  // One at a time: each scrypt hash takes 16 MB, and start-up memory matters more than 0.2 s.
  const passwordHashes: string[] = [];
  for (const _account of DEMO_ACCOUNTS) passwordHashes.push(await hashPassword(DEMO_PASSWORD));
  const today = seedDay(options.now);
  await db.transaction().execute(async (trx) => {
    await insertDemoTenants(trx, today);
    await insertDemoParks(trx);
    const roleIds = new Map<number, ReadonlyMap<string, number>>();
    for (const tenant of DEMO_TENANTS) {
      roleIds.set(tenant.id, await insertDemoRoles(trx, tenant.id));
      const wanted =
        tenant.id === DEFAULT_TENANT.id ? (options.orgs ?? tenant.demoOrgCount) : tenant.demoOrgCount;
      await ensureOrgCount(trx, tenant.id, Math.max(wanted, linkedOrgsNeeded(tenant.id)), today);
    }
    await insertDemoAccounts(trx, passwordHashes, roleIds, today);
    for (const module of modules) await module.seed?.(trx, today, options.files ?? null);
    for (const tenant of DEMO_TENANTS) await refreshDerived(trx, tenant.id);
  });
}

/**
 * Each module's derived data of a park rebuilt from scratch (server/kit/module.ts `refresh`), on
 * `db` (a transaction, or one is opened): after the demo seed, and after a park is grown.
 */
export async function refreshDerived(db: Kysely<DB>, tenantId: number): Promise<number> {
  const run = async (trx: Kysely<DB>) => {
    let rows = 0;
    for (const module of modules) rows += (await module.refresh?.(scopedTo(trx, tenantId))) ?? 0;
    return rows;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/**
 * Seeds the demo when there is no tenant yet; returns whether it did. Two processes starting on
 * an empty PostgreSQL at once may both try: the loser's insert fails on the tenant ids, and it
 * reports false once it sees the winner's tenants.
 */
export async function seedIfEmpty(db: Kysely<DB>, options: SeedOptions = {}): Promise<boolean> {
  if (await hasTenants(db)) return false;
  try {
    await seedDemo(db, options);
    return true;
  } catch (error) {
    if (await hasTenants(db)) return false;
    throw error;
  }
}

async function hasTenants(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Demo accounts link to a tenant's first ORG and first SERVICE org, so the seed must reach them. */
function linkedOrgsNeeded(tenantId: number): number {
  const indices = DEMO_ACCOUNTS.flatMap((account) =>
    account.tenantId === tenantId && account.org ? [orgFactory(tenantId).firstIndexOf(account.org)] : [],
  );
  return indices.length === 0 ? 0 : Math.max(...indices) + 1;
}
