import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { DB } from '../../../db/schema.js';
import { describeEachDialect } from '../../../testing/databases.js';
import { withSeededDemo } from '../../../testing/seeded.js';

describeEachDialect('demand demo data (%s)', (dialect) => {
  let db: Kysely<DB>;
  withSeededDemo(dialect, 60, (d) => {
    db = d;
  });

  it('both parks: every kind in every state from many organisations, showcases and docking in every state', async () => {
    for (const tenant of [1, 2]) {
      const items = await db
        .selectFrom('demand_items')
        .select(['kind', 'status', 'org_id'])
        .where('tenant_id', '=', tenant)
        .execute();
      const pairs = new Set(items.map((i) => `${i.kind}:${i.status}`));
      for (const kind of ['DEMAND', 'PRODUCT', 'SERVICE', 'DEVICE', 'JOB', 'TECH'])
        for (const status of ['CHECK', 'JOINT'])
          expect(pairs, `${String(tenant)} ${kind} ${status}`).toContain(`${kind}:${status}`);
      for (const status of ['CANCEL', 'OFFLINE']) expect(pairs).toContain(`DEMAND:${status}`);
      expect(new Set(items.map((i) => i.org_id)).size).toBeGreaterThan(20);
      const terms = await db
        .selectFrom('demand_terms')
        .select('item_id')
        .where('tenant_id', '=', tenant)
        .execute();
      expect(new Set(terms.map((t) => t.item_id)).size).toBe(items.length);
      const docks = await db
        .selectFrom('demand_docks')
        .select('status')
        .where('tenant_id', '=', tenant)
        .execute();
      expect(new Set(docks.map((d) => d.status))).toEqual(new Set(['WAITING', 'ACCEPTED', 'DECLINED']));
      const showcases = await db
        .selectFrom('demand_showcases')
        .select('status')
        .where('tenant_id', '=', tenant)
        .execute();
      expect(new Set(showcases.map((d) => d.status)).size).toBeGreaterThanOrEqual(3);
    }
  });
});
