import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { DB } from '../../../db/schema.js';
import { describeEachDialect } from '../../../testing/databases.js';
import { withSeededDemo } from '../../../testing/seeded.js';

describeEachDialect('scenario demo data (%s)', (dialect) => {
  let db: Kysely<DB>;
  withSeededDemo(dialect, 60, (d) => {
    db = d;
  });

  it('both parks: opportunities, capabilities and collected items in every state, open and closed rounds', async () => {
    const states = async (table: 'scene_opps' | 'scene_abilities' | 'scene_items' | 'scene_rounds', tenant: number) =>
      new Set((await db.selectFrom(table).select('status').where('tenant_id', '=', tenant).execute()).map((r) => r.status));
    for (const tenant of [1, 2]) {
      expect(await states('scene_opps', tenant)).toEqual(new Set(['CHECK', 'JOINT', 'CANCEL']));
      expect(await states('scene_abilities', tenant)).toEqual(new Set(['TOAUDIT', 'PASS', 'FAIL', 'BACK']));
      expect(await states('scene_items', tenant)).toEqual(new Set(['TOAUDIT', 'PASS', 'FAIL', 'BACK']));
      expect(await states('scene_rounds', tenant)).toEqual(new Set(['OPEN', 'CLOSED']));
      // A closed round has nothing waiting for review, as closing requires.
      const waiting = await db
        .selectFrom('scene_items as i')
        .innerJoin('scene_rounds as r', 'r.id', 'i.round_id')
        .select('i.id')
        .where('i.tenant_id', '=', tenant)
        .where('r.status', '=', 'CLOSED')
        .where('i.status', '=', 'TOAUDIT')
        .execute();
      expect(waiting).toEqual([]);
    }
  });
});
