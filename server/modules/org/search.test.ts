import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { describeEachDialect } from '../../testing/databases.js';
import { postAs, seedDirectory } from './test-fixtures.js';

const LIST = '/api/parkboot/v2/org/listEsOrg';
const COUNT = '/api/parkboot/v2/org/countEsOrg';

describeEachDialect('organisation search (%s)', (dialect) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof seedDirectory>>;
  let keyOf: Map<number, string>;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ids = await seedDirectory(t.database.db);
    keyOf = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  });
  afterAll(() => t.close());

  /** The sample keys a search answers, in the answer's order, checked against its total and count. */
  async function found(payload: Record<string, unknown>, tenant: 1 | 2 = 1): Promise<string[]> {
    const res = await postAs(t, LIST, payload, { tenant });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 200 });
    const keys = (body.data.list as Array<{ id: number }>).map((item) => keyOf.get(item.id) ?? `#${item.id}`);
    const count = (await postAs(t, COUNT, payload, { tenant })).json();
    expect(count).toEqual({ statusCode: 200, message: '操作成功', data: { count: body.data.total } });
    if (payload.pagenum === undefined && payload.size === undefined)
      expect(body.data.total).toBe(keys.length);
    return keys;
  }

  it('answers the SPEC list item fields, newest first, with the defaults size 500 and pagenum 1', async () => {
    const res = await postAs(t, LIST, {});
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const { list, total } = res.json().data;
    expect(total).toBe(5);
    expect(list.map((item: { id: number }) => keyOf.get(item.id))).toEqual(['E', 'D', 'C', 'B', 'A']);
    expect(list[4]).toEqual({
      id: ids.A,
      fullname: '杭州鼎策新材料科技有限公司',
      ranges: '一般项目：技术服务、技术开发',
      envreate: 'A',
      simplename: '鼎策新材',
      longitude: 120.2,
      latitude: 30.2,
      gaodelng: 120.204,
      gaodelat: 30.197,
      orgtypes: 'ORG',
      orgaddress: '杭州市滨江区江南大道1号',
      creditCode: '91330108MA2B0A1C1X',
      industryName: '新材料',
      fieldId: 4,
      category: '高新技术企业',
      parkId: 1002,
      parkName: '物联网产业园',
      setupDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      registerCapital: 300,
      registStatus: '存续',
    });
    // Public: contacts and legal persons stay out.
    expect(res.body).not.toContain('1391234');
    expect(res.body).not.toContain('王五');
  });

  it('searches everything without a body, and takes form fields too', async () => {
    const bare = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: { ...t.sign(1), host: 'localhost' },
    });
    expect(bare.json().data.total).toBe(5);
    const form = await t.app.inject({
      method: 'POST',
      url: COUNT,
      headers: { ...t.sign(1), host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'search=%E7%A7%91%E6%8A%80&parkids=1002',
    });
    expect(form.json().data.count).toBe(2);
  });

  it('pages with pagenum and size, and refuses sizes over 500', async () => {
    expect(await found({ pagenum: 2, size: 2 })).toEqual(['C', 'B']);
    expect(await found({ pagenum: 3, size: 2 })).toEqual(['A']);
    expect(await found({ pagenum: 4, size: 2 })).toEqual([]);
    const tooBig = (await postAs(t, LIST, { size: 501 })).json();
    expect(tooBig).toMatchObject({ statusCode: 400, message: '每页条数不能大于500' });
  });

  it('searches substrings of full names, short names and credit codes, Chinese ones of any length', async () => {
    expect(await found({ search: '科技' })).toEqual(['E', 'A']);
    expect(await found({ search: '鼎策' })).toEqual(['A']);
    expect(await found({ search: '新材料科技' })).toEqual(['A']);
    expect(await found({ search: '律师' })).toEqual(['C']);
    expect(await found({ search: '律所' })).toEqual(['C']);
    expect(await found({ search: '生' })).toEqual(['D']);
    expect(await found({ search: '技' })).toEqual(['E', 'B', 'A']);
    expect(await found({ search: '有限公司' })).toEqual(['D', 'B', 'A']);
    expect(await found({ search: '  杭州   信息 ' })).toEqual(['B']);
    expect(await found({ search: 'ma2b0a1' })).toEqual(['A']);
    expect(await found({ search: '91330108MA2B0A' })).toEqual(['E', 'B', 'A']);
    expect(await found({ search: '3Z' })).toEqual(['E']);
    expect(await found({ search: '不存在的企业' })).toEqual([]);
    expect(await found({ search: '鼎' })).toEqual(['A']);
    // Wildcards and FTS syntax are plain characters.
    expect(await found({ search: '%' })).toEqual([]);
    expect(await found({ search: '_' })).toEqual([]);
    expect(await found({ search: '"科技" OR *' })).toEqual([]);
    // The index's tenant column is not searched.
    expect(await found({ search: '<1>' })).toEqual([]);
    expect(await found({ search: '<1' })).toEqual([]);
    expect(await found({ search: '' })).toHaveLength(5);
  });

  it('filters by area, park, type, industry and status, ORed within a field', async () => {
    expect(await found({ provinces: ['江苏省'] })).toEqual(['D']);
    expect(await found({ provinces: ['江苏省', '浙江省'] })).toHaveLength(5);
    expect(await found({ province: '浙江省' })).toEqual(['E', 'C', 'B', 'A']);
    expect(await found({ province: '全部' })).toHaveLength(5);
    expect(await found({ province: '' })).toHaveLength(5);
    expect(await found({ province: '浙江省', provinces: ['江苏省'] })).toEqual([]);
    expect(await found({ citys: ['苏州市'] })).toEqual(['D']);
    expect(await found({ countys: ['滨江区'] })).toEqual(['E', 'C', 'B', 'A']);
    expect(await found({ parkids: [1002] })).toEqual(['E', 'C', 'A']);
    expect(await found({ parkids: ['1001'] })).toEqual(['D', 'B']);
    expect(await found({ subparks: ['物联网产业园'] })).toEqual(['E', 'C', 'A']);
    expect(await found({ orgtypes: ['SERVICE'] })).toEqual(['C']);
    expect(await found({ orgtypes: ['ORG', 'SERVICE'] })).toHaveLength(5);
    expect(await found({ industrynames: ['新材料', '生物医药'] })).toEqual(['E', 'D', 'A']);
    expect(await found({ fieldids: [1] })).toEqual(['B']);
    expect(await found({ registstatus: ['在业', '迁出'] })).toEqual(['D', 'B']);
    // Empty values within a list mean nothing, not "match the empty string".
    expect(await found({ registstatus: [''], parkids: [] })).toHaveLength(5);
  });

  it('filters by years since set-up, registered capital and years on the platform', async () => {
    expect(await found({ setuptims: ['0-1'] })).toEqual([]);
    expect(await found({ setuptims: ['1-3'] })).toEqual(['A']);
    expect(await found({ setuptims: ['3-5', '5-10'] })).toEqual(['D', 'C']);
    expect(await found({ setuptims: ['10-'] })).toEqual(['B']);
    // The unknown set-up date of E is in no range.
    expect(await found({ setuptims: ['0-'] })).toEqual(['D', 'C', 'B', 'A']);
    expect(await found({ registercapitals: ['0-100'] })).toEqual(['C']);
    expect(await found({ registercapitals: ['100-500'] })).toEqual(['E', 'A']);
    expect(await found({ registercapitals: ['500-1000', '1000-5000'] })).toEqual(['B']);
    expect(await found({ registercapitals: ['5000-'] })).toEqual(['D']);
    expect(await found({ contimes: ['0-1'] })).toEqual(['E', 'D', 'A']);
    expect(await found({ contimes: ['1-2'] })).toEqual(['C']);
    expect(await found({ contimes: ['2-3', '3-'] })).toEqual(['B']);
    const bad = (await postAs(t, LIST, { setuptims: ['三年以上'] })).json();
    expect(bad).toMatchObject({ statusCode: 400 });
  });

  it('ANDs the fields together, search included', async () => {
    expect(await found({ parkids: [1002], orgtypes: ['ORG'], registercapitals: ['100-500'] })).toEqual([
      'E',
      'A',
    ]);
    expect(
      await found({ parkids: [1002], orgtypes: ['ORG'], registercapitals: ['100-500'], search: '鼎策' }),
    ).toEqual(['A']);
    expect(
      await found({
        search: '杭州',
        fieldids: [4],
        setuptims: ['1-3'],
        registstatus: ['存续'],
        contimes: ['0-1'],
      }),
    ).toEqual(['A']);
    expect(await found({ search: '科技', industrynames: ['生物医药'] })).toEqual([]);
  });

  it('keeps each tenant to its own organisations', async () => {
    expect(await found({ sysid: 1 })).toHaveLength(5);
    expect(await found({ sysid: 2 })).toEqual([]);
    expect(await found({ search: '科技' }, 2)).toEqual(['other']);
    expect(await found({}, 2)).toEqual(['other']);
    expect(await found({ sysid: 1 }, 2)).toEqual([]);
  });

  it('sees writes at once: new, renamed and deleted organisations', async () => {
    const db = t.database.db;
    expect(await found({ search: '量子' })).toEqual([]);
    await db.updateTable('orgs').set({ simplename: '量子云栖' }).where('id', '=', ids.B).execute();
    expect(await found({ search: '量子' })).toEqual(['B']);
    expect(await found({ search: '云栖信息' })).toEqual(['B']);
    await db.updateTable('orgs').set({ simplename: '云栖信息' }).where('id', '=', ids.B).execute();
    expect(await found({ search: '量子' })).toEqual([]);

    const extra = await db
      .insertInto('orgs')
      .values({
        ...(await db.selectFrom('orgs').selectAll().where('id', '=', ids.A).executeTakeFirstOrThrow()),
        id: undefined,
        fullname: '杭州量子科技有限公司',
        credit_code: '91330108MA2B0A9Q9Q',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await found({ search: '科技' })).toEqual(['#' + extra.id, 'E', 'A']);
    await db.deleteFrom('orgs').where('id', '=', extra.id).execute();
    expect(await found({ search: '科技' })).toEqual(['E', 'A']);
  });

  it('answers an empty list and a zero count when the query fails (SPEC §8)', async () => {
    const broken = await buildTestApp(dialect);
    try {
      await seedDirectory(broken.database.db);
      await sql`drop table org_search_versions`.execute(broken.database.db);
      const list = (await postAs(broken, LIST, { search: '科技' })).json();
      expect(list).toEqual({ statusCode: 200, message: '操作成功', data: { list: [], total: 0 } });
      const count = (await postAs(broken, COUNT, {})).json();
      expect(count).toEqual({ statusCode: 200, message: '操作成功', data: { count: 0 } });
    } finally {
      await broken.close();
    }
  });

  it('still requires the request signature', async () => {
    const res = await t.app.inject({ method: 'POST', url: LIST, payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
