import { afterAll, beforeAll, expect, it } from 'vitest';
import { nowIso } from '../../lib/clock.js';
import type { TestApp } from '../../testing/app.js';
import { parkHost } from '../../testing/call.js';
import { describeEachDialect } from '../../testing/databases.js';
import { insertOrg } from '../../testing/fixtures.js';
import { buildWorld } from '../../testing/world.js';

describeEachDialect('v2/org/infor/{id} (%s)', (dialect) => {
  let t: TestApp;
  const ids: Record<1 | 2, number> = { 1: 0, 2: 0 };

  beforeAll(async () => {
    const w = await buildWorld(dialect);
    t = w.t;
    for (const tenant of [1, 2] as const) {
      // The world's first park of each tenant.
      const park = tenant * 1000 + 1;
      ids[tenant] = await insertOrg(w.db, tenant, {
        fullname: `杭州园区${tenant}科技有限公司`,
        simplename: `园区${tenant}科技`,
        credit_code: `91330108MA2B0A1C${tenant}X`,
        orgtype: 'SERVICE',
        category: '法律服务机构',
        industry_name: '商务服务业',
        field_id: 7,
        ranges: '法律咨询',
        envreate: 'B',
        legal_person: '王五',
        contact_phone: '13912345678',
        province: '浙江省',
        city: '杭州市',
        county: '滨江区',
        park_id: park,
        sub_park: `园区${tenant}`,
        address: '杭州市滨江区江南大道1号',
        setup_date: '2018-03-01',
        register_capital: 500.5,
        regist_status: '存续',
        longitude: 120.2,
        latitude: 30.2,
        gaodelng: 120.204,
        gaodelat: 30.197,
        created_at: nowIso(),
      });
    }
  });
  afterAll(() => t.close());

  const infor = (id: number | string, tenant: 1 | 2 = 1) =>
    t.app.inject({
      method: 'POST',
      url: `/api/parkboot/v2/org/infor/${id}`,
      headers: { ...t.sign(tenant), host: parkHost(tenant) },
    });

  it('answers the public profile without a login', async () => {
    const res = await infor(ids[1]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      statusCode: 200,
      message: '操作成功',
      data: {
        id: ids[1],
        fullname: '杭州园区1科技有限公司',
        simplename: '园区1科技',
        creditCode: '91330108MA2B0A1C1X',
        orgtype: 'SERVICE',
        category: '法律服务机构',
        industryName: '商务服务业',
        address: '杭州市滨江区江南大道1号',
        legalPerson: '王五',
        setupDate: '2018-03-01',
        registerCapital: 500.5,
        registStatus: '存续',
        parkId: 1001,
        subPark: '园区1',
        longitude: 120.2,
        latitude: 30.2,
        gaodelng: 120.204,
        gaodelat: 30.197,
        ranges: '法律咨询',
      },
    });
    // The contact phone is not part of the public profile.
    expect(res.body).not.toContain('13912345678');
  });

  it('answers only organisations of the requesting park', async () => {
    const notFound = { statusCode: 404, message: '企业不存在', data: null };
    expect((await infor(ids[2], 1)).json()).toEqual(notFound);
    expect((await infor(ids[1], 2)).json()).toEqual(notFound);
    expect((await infor(ids[2], 2)).json()).toMatchObject({ statusCode: 200, data: { id: ids[2] } });
    expect((await infor(999999)).json()).toEqual(notFound);
    expect((await infor(2_147_483_648)).json()).toEqual(notFound);
  });

  it('rejects an id that is not a positive integer', async () => {
    expect((await infor('abc')).json()).toMatchObject({ statusCode: 400 });
    expect((await infor(0)).json()).toMatchObject({ statusCode: 400 });
  });

  it('still requires the request signature', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/parkboot/v2/org/infor/${ids[1]}` });
    expect(res.statusCode).toBe(401);
  });
});
