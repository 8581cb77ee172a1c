import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CarrierItem, ResourceItem } from '../../../common/carrier/contract.js';
import { describeEachDialect } from '../../testing/databases.js';
import { buildWorld, okData, type World } from '../../testing/world.js';

const B = '/api/dpboot';
type Page<T> = { list: T[]; total: number };

/**
 * The public carrier and space lists are kept per carrier data version: every write to a carrier,
 * a space, a resident or a park, through the API or straight into the tables, is in the next read.
 */
describeEachDialect('carrier lists kept per data version (%s)', (dialect) => {
  let w: World;
  let carrierId: number;
  const space = (name: string, status = 'FREE') => ({ carrierId, name, type: '办公室', floor: '3F', size: 100, price: 5000, status, tenantName: status === 'FREE' ? '' : '杭州甲科技有限公司', availableFrom: null, intro: '' });

  beforeAll(async () => {
    w = await buildWorld(dialect);
    const carrier = { name: '海创基地孵化器', type: '孵化器', level: '国家级', parkId: 1001, address: '杭州市滨江区江南大道3888号', lng: 120.2, lat: 30.2, areaM2: 68000, operatorName: '海创运营', contact: '周敏', phone: '0571-86690218', services: [], featured: true, intro: '孵化器。' };
    carrierId = (await okData<{ id: number }>(w, 'POST', `${B}/zt/save`, w.committee, carrier)).id;
  });
  afterAll(() => w?.t.close());

  it('answers each write at the next read, whoever wrote it', async () => {
    const list = async () => (await okData<Page<CarrierItem>>(w, 'GET', `${B}/zt/list`)).list[0]!;
    const near = () => okData<Page<ResourceItem>>(w, 'GET', `${B}/zt/resourceList?status=FREE&near=120.2,30.21&km=5`);
    expect(await list()).toMatchObject({ resources: 0, free: 0, residents: 0 });
    expect((await near()).total).toBe(0);
    const { id } = await okData<{ id: number }>(w, 'POST', `${B}/zt/resource/save`, w.committee, space('301室'));
    expect(await list()).toMatchObject({ resources: 1, free: 1 });
    expect((await near()).list.map((r) => [r.name, r.distanceKm])).toEqual([['301室', 1.1]]);
    await okData(w, 'POST', `${B}/zt/resource/save`, w.committee, { ...space('301室', 'RENTED'), id });
    expect(await list()).toMatchObject({ resources: 1, free: 0, occupancy: 100 });
    expect((await near()).total).toBe(0);
    // Straight into the tables (as a seed or another process writes): the triggers bump the version.
    await w.db.insertInto('carrier_residents').values({ tenant_id: 1, carrier_id: carrierId, name: '杭州乙科技有限公司', industry: '', room: '', since: '2025-01-01' }).execute();
    expect((await list()).residents).toBe(1);
    await w.db.updateTable('parks').set({ name: '滨江新园' }).where('id', '=', 1001).execute();
    expect((await list()).parkName).toBe('滨江新园');
    await w.db.deleteFrom('carrier_resources').where('id', '=', id).execute();
    expect((await list()).resources).toBe(0);
  });
});
