import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DB } from '../../../db/schema.js';
import { describeEachDialect, type TestDatabase } from '../../../testing/databases.js';
import { openSeededDemo, SEEDED_AT } from '../../../testing/seeded.js';
import { scopedTo } from '../../../kit/tenant-scope.js';
import { listUsers } from '../repo.js';
import { kindOf } from '../present.js';
import { DEMO_USER_COUNTS, demoUserPhone } from './users.js';

const NOW = SEEDED_AT;

describeEachDialect('demo users (%s)', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<DB>;
  beforeAll(async () => {
    database = await openSeededDemo(dialect, 60);
    db = database.db;
  });
  afterAll(() => database?.dispose());

  it('gives both parks pages of users of every kind and state, with sign-ins and unlink records', async () => {
    for (const tenantId of [1, 2]) {
      const { rows, total } = await listUsers(scopedTo(db, tenantId), {}, {}, { pagenum: 1, size: 100, offset: 0 });
      expect(total).toBeGreaterThan(DEMO_USER_COUNTS[tenantId]!);
      expect(total).toBeGreaterThan(20);
      const kinds = new Set(rows.map(kindOf));
      expect(kinds).toEqual(new Set(['ORG', 'SERVICE', 'PERSONAL', 'OPERATOR']));
      const disabled = rows.filter((r) => r.status === 'DISABLED');
      expect(disabled.length).toBeGreaterThanOrEqual(3);
      // Most of these demo users have signed in before (other seeds add contacts who never did).
      const demo = rows.filter((r) => r.phone.startsWith(demoUserPhone(tenantId, 0).slice(0, 7)));
      expect(demo.length).toBeGreaterThan(10);
      expect(demo.filter((r) => r.last_login_at !== null).length).toBeGreaterThan(demo.length / 2);
      expect(rows.every((r) => r.created_at <= new Date(NOW).toISOString())).toBe(true);
      const unlinks = await db.selectFrom('org_unlinks').selectAll().where('tenant_id', '=', tenantId).execute();
      expect(unlinks).toHaveLength(3);
      // The unlinked users are personal users now.
      for (const u of unlinks) expect(rows.find((r) => r.id === u.user_id)?.org_id).toBeNull();
    }
    // No live session a demo visitor could not have opened.
    const live = await db
      .selectFrom('sessions')
      .select('user_id')
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    expect(demoUserPhone(1, 0)).toBe('17700010001');
    expect(demoUserPhone(2, 29)).toBe('17700020030');
  });
});
