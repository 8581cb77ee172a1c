import { beforeAll, expect, it } from 'vitest';
import type { DataModel } from '../../../../common/industry/org/contract.js';
import type { TorchByDir, TorchRank } from '../../../../common/industry/torch/contract.js';
import { call, describeWorld, okData } from '../../../testing/world.js';

const BASE = '/api/parkboot';

describeWorld('torch figures and industry enterprises (%s)', (w) => {
  let chainId: number;

  beforeAll(async () => {
    chainId = (
      await w.db
        .insertInto('industry_chains')
        .values({ tenant_id: 1, key: 'torch', name: '火炬测试链', description: '', sort: 9, updated_at: '2026-01-01T00:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const node = (name: string, level: string, parent: number | null, stream: string) =>
      w.db.insertInto('industry_nodes').values({ tenant_id: 1, chain_id: chainId, parent_id: parent, level, stream, name, industry: '', strong_at: 2, sort: 0 }).returning('id').executeTakeFirstOrThrow();
    const up = await node('上游', 'SEGMENT', null, 'UP');
    const down = await node('下游', 'SEGMENT', null, 'DOWN');
    const cells = await node('电芯', 'LINK', up.id, 'UP');
    const cars = await node('整车', 'LINK', down.id, 'DOWN');
    await w.db
      .insertInto('industry_node_orgs')
      .values([
        { tenant_id: 1, node_id: cells.id, org_id: w.orgA, product: '磷酸铁锂电芯', created_at: '2026-01-01' },
        { tenant_id: 1, node_id: cars.id, org_id: w.orgB, product: '纯电SUV', created_at: '2026-01-01' },
      ])
      .execute();
    const report = (org_id: number, year: number, revenue: number, rd_expense: number, patents: number) => ({
      tenant_id: 1, org_id, year, revenue, rd_expense, profit: 0, tax: revenue / 20, export_value: 0, staff: 100, rd_staff: 20, patents, invention_patents: 1, created_at: '2026-01-01',
    });
    await w.db.insertInto('industry_torch_reports').values([report(w.orgA, 2025, 10000, 800, 12), report(w.orgB, 2025, 30000, 600, 40), report(w.orgA, 2024, 8000, 500, 9)]).execute();
    await w.db
      .insertInto('industry_devices')
      .values({ tenant_id: 1, org_id: w.orgA, name: '卷绕机', model: 'JR-700', category: '电池制造', maker: '先导智能', quantity: 2, value: 300, purchase_year: 2023, status: 'RUNNING', networked: 1, note: '' })
      .execute();
  });

  it('ranks a year by the chosen figure, R&D intensity computed from the sums', async () => {
    const rank = await okData<TorchRank>(w, 'GET', `${BASE}/industry/torch/rank?year=2025&metric=rdRatio`, w.committee);
    expect(rank.list.map((r) => [r.orgId, r.value])).toEqual([
      [w.orgA, 8],
      [w.orgB, 2],
    ]);
    const byChain = await okData<TorchByDir>(w, 'POST', `${BASE}/v2/org/finance/byDirAndPark`, w.committee, { dirId: chainId, year: 2025 });
    // (800 + 600) / (10000 + 30000) = 3.5 %, not the mean of 8 % and 2 %.
    expect(byChain.sums).toMatchObject({ enterprises: 2, revenue: 40000, rdExpense: 1400, rdRatio: 3.5, patents: 52 });
    expect(byChain.byStream.map((s) => [s.name, s.sums.revenue])).toEqual([
      ['上游', 10000],
      ['中游', 0],
      ['下游', 30000],
    ]);
  });

  it('compares two to five enterprises over their years, and refuses one alone', async () => {
    const pair = await okData<{ list: { orgId: number; year: number }[] }>(w, 'GET', `${BASE}/industry/torch/compare?orgIds=${String(w.orgA)},${String(w.orgB)}`, w.committee);
    expect(pair.list.map((r) => [r.orgId, r.year]).sort()).toEqual([[w.orgA, 2024], [w.orgA, 2025], [w.orgB, 2025]].sort());
    expect((await call(w, 'GET', `${BASE}/industry/torch/compare?orgIds=${String(w.orgA)},${String(w.orgA)}`, w.committee)).body.message).toBe('请选择两到五家不同的企业进行对比');
    expect((await call(w, 'GET', `${BASE}/industry/torch/years`, w.userA)).body.statusCode).toBe(403);
  });

  it('shows how complete the park’s data on its industry enterprises is', async () => {
    const model = await okData<DataModel>(w, 'GET', `${BASE}/industry/org/model`, w.committee);
    const field = (key: string) => model.groups.flatMap((g) => g.fields).find((f) => f.key === key);
    expect(model.enterprises).toBe(2);
    expect(field('torch')).toMatchObject({ filled: 2, rate: 100 });
    expect(field('devices')).toMatchObject({ filled: 1, rate: 50 });
    expect(field('products')).toMatchObject({ filled: 2 });
    const devices = await okData<{ total: number; list: { id: number; orgId: number }[] }>(w, 'GET', `${BASE}/industry/org/devices?status=RUNNING`, w.committee);
    expect(devices.list.map((d) => d.orgId)).toEqual([w.orgA]);
    expect((await call(w, 'GET', `${BASE}/industry/org/device/${String(devices.list[0]!.id)}`, w.admin2, undefined, 2)).body.statusCode).toBe(404);
  });
});
