import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import type { DB } from '../../../db/schema.js';
import { scopedTo } from '../../../kit/tenant-scope.js';
import { describeEachDialect } from '../../../testing/databases.js';
import { withSeededDemo } from '../../../testing/seeded.js';
import '../../index.js';
import { parkChainOf, parkChains } from './park-chains.js';

describeEachDialect('the wall’s chains of the demo parks (%s)', (dialect) => {
  let db: Kysely<DB>;
  withSeededDemo(dialect, 60, (seeded) => (db = seeded));

  it('are each park’s own, in its order: the second park’s 生物医药 among them, none of the first park’s it has not drawn', async () => {
    const named = async (tenantId: number) => (await parkChains(scopedTo(db, tenantId))).map((c) => [c.key, c.name]);
    expect(await named(1)).toEqual([
      ['car', '新能源汽车'],
      ['equip', '高端装备'],
      ['electron', '电子信息'],
    ]);
    expect(await named(2)).toEqual([
      ['bio', '生物医药'],
      ['electron', '集成电路'],
      ['car', '智能网联汽车'],
    ]);
    const bio = await parkChainOf(scopedTo(db, 2), 'bio');
    expect(bio.links).toEqual([{ name: '创新药与生物制品', industry: '生物医药' }]);
    await expect(parkChainOf(scopedTo(db, 2), 'equip')).rejects.toThrow('该产业链不存在');
  });
});
