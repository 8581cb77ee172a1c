import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALL_DIALECTS, dialectAvailable, openTestDatabase, type TestDatabase } from '../../testing/databases.js';
import type { DB } from '../schema.js';
import { orgFactory } from './org-factory.js';
import { countOrgs, ensureOrgCount } from './orgs.js';
import { insertDemoParks } from './parks.js';
import { seedDay } from './seed-day.js';
import { insertDemoTenants } from './tenants.js';

const today = seedDay(Date.UTC(2026, 0, 1, 9));

/** Tenants and parks only: ensureOrgCount needs the parks its orgs point at. */
async function openWithParks(dialect: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  const database = await openTestDatabase(dialect);
  await insertDemoTenants(database.db, today);
  await insertDemoParks(database.db);
  return database;
}

const orgsOf = (db: Kysely<DB>, tenantId: number) =>
  db.selectFrom('orgs').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();

for (const dialect of ALL_DIALECTS) {
  describe.skipIf(!dialectAvailable(dialect))(`ensureOrgCount (${dialect})`, () => {
    let database: TestDatabase;
    beforeEach(async () => {
      database = await openWithParks(dialect);
    });
    afterEach(async () => {
      await database?.dispose();
    });

    it('reaches exactly the total, across several insert batches, and adds nothing once there', async () => {
      expect(await ensureOrgCount(database.db, 1, 1234)).toBe(1234);
      expect(await countOrgs(database.db, 1)).toBe(1234);
      expect(await countOrgs(database.db, 2)).toBe(0);
      expect(await ensureOrgCount(database.db, 1, 1234)).toBe(0);
      expect(await ensureOrgCount(database.db, 1, 10)).toBe(0);
      expect(await countOrgs(database.db, 1)).toBe(1234);
    });

    it('grows a park to the same orgs as seeding that many at once', async () => {
      await ensureOrgCount(database.db, 1, 300, today);
      await ensureOrgCount(database.db, 1, 700, today);
      const grown = await orgsOf(database.db, 1);
      const generated = Array.from({ length: 700 }, (_, i) => orgFactory(1).at(i, today));
      expect(grown.map(({ id: _id, ...org }) => org)).toEqual(generated);
    });

    it('still reaches the total when some orgs were deleted or added by hand', async () => {
      await ensureOrgCount(database.db, 2, 50);
      const victim = (await orgsOf(database.db, 2))[10];
      await database.db
        .deleteFrom('orgs')
        .where('id', '=', victim?.id ?? -1)
        .execute();
      await database.db
        .insertInto('orgs')
        .values({ ...orgFactory(2).at(60, today), fullname: '手工添加的机构' })
        .execute();
      // 49 generated + 1 hand-made: the next generated indices (50, 51, …) include 60, already present.
      expect(await ensureOrgCount(database.db, 2, 70)).toBe(20);
      expect(await countOrgs(database.db, 2)).toBe(70);
    });

    it('refuses a tenant that is not a demo tenant, a negative total, and a tenant without parks', async () => {
      await expect(ensureOrgCount(database.db, 99, 10)).rejects.toThrow(/not a demo tenant/);
      await expect(ensureOrgCount(database.db, 1, -1)).rejects.toThrow(/non-negative/);
      // Sub-parks first: they reference the main park.
      await database.db
        .deleteFrom('parks')
        .where('tenant_id', '=', 2)
        .where('parent_id', 'is not', null)
        .execute();
      await database.db.deleteFrom('parks').where('tenant_id', '=', 2).execute();
      await expect(ensureOrgCount(database.db, 2, 10)).rejects.toThrow(/no demo parks/);
      expect(await countOrgs(database.db, 2)).toBe(0);
    });
  });
}
