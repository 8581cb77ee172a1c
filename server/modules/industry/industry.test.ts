import { beforeAll, expect, it } from 'vitest';
import type { IndustryCatalog, IndustryChainMap, IndustryNode, IndustryNodeDetail } from '../../../common/industry/contract.js';
import { scopedTo } from '../../kit/tenant-scope.js';
import { call, describeWorld, okData } from '../../testing/world.js';
import { industryPort } from './public.js';

const BASE = '/api/parkboot';

describeWorld('industry chains (%s)', (w) => {
  let chainId: number;
  let segment: IndustryNode;
  let link: IndustryNode;
  let product: IndustryNode;

  beforeAll(async () => {
    const { id } = await w.db
      .insertInto('industry_chains')
      .values({ tenant_id: 1, key: 'car', name: '新能源汽车', description: '', sort: 0, updated_at: '2026-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    chainId = id;
    const node = (body: Record<string, unknown>) => okData<IndustryNode>(w, 'POST', `${BASE}/industry/node/save`, w.committee, { chainId, industry: '', strongAt: 2, ...body });
    segment = await node({ parentId: null, level: 'SEGMENT', stream: 'UP', name: '上游' });
    link = await node({ parentId: segment.id, level: 'LINK', stream: 'DOWN', name: '动力电池', industry: '新能源' });
    product = await node({ parentId: link.id, level: 'PRODUCT', stream: 'MID', name: '正极材料' });
  });

  it('builds the tree: a node follows its parent’s stream, and a link needs a segment above it', async () => {
    expect([link.stream, product.stream]).toEqual(['UP', 'UP']);
    const wrong = await call(w, 'POST', `${BASE}/industry/node/save`, w.committee, { chainId, parentId: product.id, level: 'LINK', stream: 'UP', name: '错误环节', industry: '', strongAt: 3 });
    expect(wrong.body.message).toBe('环节须挂在本产业链的环节段下');
  });

  it('turns a missing link weak, then strong, as enterprises are tagged to it', async () => {
    const map = () => okData<IndustryChainMap>(w, 'GET', `${BASE}/v2/industryMap/getIm3Index?directoryId=${String(chainId)}`, w.committee);
    expect((await map()).nodes.map((n) => [n.name, n.strength])).toEqual([
      ['上游', 'MISSING'],
      ['动力电池', 'MISSING'],
      ['正极材料', 'MISSING'],
    ]);
    const tagged = await okData<IndustryNode>(w, 'POST', `${BASE}/industry/node/tag`, w.committee, { nodeId: product.id, orgIds: [w.orgA], product: '高镍三元正极' });
    expect(tagged).toMatchObject({ local: 1, strength: 'WEAK' });
    await okData(w, 'POST', `${BASE}/industry/node/tag`, w.committee, { nodeId: link.id, orgIds: [w.orgB, w.orgA], product: '电池包' });
    const after = await map();
    expect(after.nodes.map((n) => [n.name, n.local, n.strength])).toEqual([
      ['上游', 2, 'STRONG'],
      ['动力电池', 2, 'STRONG'],
      ['正极材料', 1, 'WEAK'],
    ]);
    expect(after.chain).toMatchObject({ local: 2, strong: 1, missing: 0 });
    const detail = await okData<IndustryNodeDetail>(w, 'GET', `${BASE}/dwh/industry/nodes/${String(product.id)}`, w.committee);
    expect(detail.path).toEqual(['上游', '动力电池', '正极材料']);
    expect(detail.candidates.map((c) => c.orgId)).toEqual([w.orgB]);
    // Another park's enterprise cannot be tagged; an enterprise user sees nothing.
    const foreign = await call(w, 'POST', `${BASE}/industry/node/tag`, w.committee, { nodeId: product.id, orgIds: [w.orgC], product: '' });
    expect(foreign.body.message).toBe('所选企业不存在或不是本园区企业');
    expect((await call(w, 'GET', `${BASE}/v2/industryMap/listStandTopCatalog`, w.userA)).body.statusCode).toBe(403);
  });

  it('keeps each park’s chains its own, and the big-screen reads them', async () => {
    expect((await okData<IndustryCatalog>(w, 'GET', `${BASE}/v2/industryMap/listStandTopCatalog`, w.admin2, undefined, 2)).list).toEqual([]);
    expect((await call(w, 'GET', `${BASE}/v2/industryMap/getIm3Index?directoryId=${String(chainId)}`, w.admin2, undefined, 2)).body.statusCode).toBe(404);
    const wall = await industryPort.get().wallChains(scopedTo(w.db, 1));
    expect(wall).toEqual([{ key: 'car', name: '新能源汽车', description: '', links: [{ name: '动力电池', industry: '新能源' }] }]);
    expect(await industryPort.get().wallChains(scopedTo(w.db, 2))).toEqual([]);
  });
});
