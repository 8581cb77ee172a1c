import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { DB } from '../../../db/schema.js';
import { describeEachDialect } from '../../../testing/databases.js';
import { withSeededDemo } from '../../../testing/seeded.js';

describeEachDialect('service demo data (%s)', (dialect) => {
  let db: Kysely<DB>;
  withSeededDemo(dialect, 60, (d) => {
    db = d;
  });

  it('both parks: organisations with their record, products in every state, applications and requirements in every status with trails, ratings and answers', async () => {
    for (const tenant of [1, 2]) {
      const orgs = await db.selectFrom('service_orgs').select('status').where('tenant_id', '=', tenant).execute();
      expect(new Set(orgs.map((o) => o.status))).toEqual(new Set(['ACTIVE', 'SUSPENDED']));
      const products = await db.selectFrom('service_products').select('status').where('tenant_id', '=', tenant).execute();
      expect(new Set(products.map((p) => p.status))).toEqual(new Set(['CHECK', 'JOINT', 'CANCEL']));
      const applies = await db.selectFrom('service_applies').select(['id', 'status', 'rating']).where('tenant_id', '=', tenant).execute();
      expect(new Set(applies.map((a) => a.status))).toEqual(new Set(['TOAUDIT', 'AUDITING', 'PASS', 'BACK']));
      expect(applies.some((a) => a.rating !== null)).toBe(true);
      const trailed = await db.selectFrom('service_steps').select('record_id').distinct().where('tenant_id', '=', tenant).where('kind', '=', 'APPLY').execute();
      expect(trailed).toHaveLength(applies.length);
      const requires = await db.selectFrom('service_requires').select(['id', 'status', 'assigned_id']).where('tenant_id', '=', tenant).execute();
      expect(new Set(requires.map((q) => q.status))).toEqual(new Set(['TOAUDIT', 'AUDITING', 'PASS', 'BACK']));
      expect(requires.filter((q) => q.status === 'AUDITING' || q.status === 'PASS').every((q) => q.assigned_id !== null)).toBe(true);
      const answered = await db.selectFrom('service_require_answers').select('require_id').distinct().where('tenant_id', '=', tenant).execute();
      expect(answered.length).toBeGreaterThan(requires.length / 2);
    }
  });
});
