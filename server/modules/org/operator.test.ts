import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { nowIso } from '../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { describeEachDialect } from '../../testing/databases.js';
import { insertUser, type TestUser } from '../../testing/fixtures.js';
import { XLSX_MIME } from '../../lib/xlsx-export.js';
import { parkToday } from '../../lib/park-time.js';
import { postAs, seedDirectory } from './test-fixtures.js';
import { parkHost } from '../../testing/call.js';

const EXPORT = '/api/parkboot/v2/org/export';

function downloadName(header: unknown): string | undefined {
  const match = /filename\*=UTF-8''([^;]+)/i.exec(String(header ?? ''));
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('企业名录');
  if (!sheet) throw new Error('sheet 企业名录 missing');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describeEachDialect('organisation operators: export, portrait, filters (%s)', (dialect) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof seedDirectory>>;
  let operator: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const db = t.database.db;
    ids = await seedDirectory(db);
    operator = await insertUser(db, 1, '13800000001', ['管理员']);
    member = await insertUser(db, 1, '13700001234', [], ids.A);
    await insertUser(db, 1, '13700005678', [], ids.A);
    const application = (
      kind: 'ORG' | 'RELATE',
      status: 'PASS' | 'FAIL' | 'TOAUDIT',
      orgId: number | null,
      creditCode: string,
    ) => ({
      tenant_id: 1,
      user_id: member.id,
      kind,
      org_id: orgId,
      fullname: '杭州鼎策新材料科技有限公司',
      credit_code: creditCode,
      category: 'ORG',
      licene_url: '',
      legal_idcard: '',
      auth_url: '',
      user_name: kind === 'RELATE' ? '李雷' : '',
      idcard: '',
      status,
      reason: status === 'FAIL' ? '营业执照不清晰' : '',
      reviewer_id: null,
      reviewed_at: status === 'TOAUDIT' ? null : nowIso(),
      created_at: nowIso(),
      updated_at: nowIso(),
    });
    await db
      .insertInto('org_applications')
      .values([
        application('ORG', 'FAIL', null, '91330108MA2B0A1C1X'),
        application('ORG', 'PASS', ids.A, '91330108MA2B0A1C1X'),
        application('RELATE', 'TOAUDIT', ids.A, ''),
        application('RELATE', 'PASS', ids.B, ''),
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('exports the filtered directory as a workbook named 企业名录-YYYYMMDD.xlsx', async () => {
    const res = await postAs(t, EXPORT, { parkids: [1002], pagenum: 2, size: 1 }, { token: operator.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(downloadName(res.headers['content-disposition'])).toBe(
      `企业名录-${parkToday().replaceAll('-', '')}.xlsx`,
    );
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual([
      '企业名称',
      '简称',
      '统一社会信用代码',
      '企业类型',
      '企业类别',
      '所属产业',
      '所在园区',
      '注册资本（万元）',
      '成立日期',
      '经营状态',
      '环境信用评级',
      '所在地区',
      '注册地址',
      '经营范围',
      '入驻日期',
    ]);
    // Paging is ignored: every match, newest first.
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      '杭州科技',
      '浙江明镜律师事务所',
      '杭州鼎策新材料科技有限公司',
    ]);
    expect(rows[3]?.slice(0, 8)).toEqual([
      '杭州鼎策新材料科技有限公司',
      '鼎策新材',
      '91330108MA2B0A1C1X',
      '企业',
      '高新技术企业',
      '新材料',
      '物联网产业园',
      300,
    ]);
    expect(rows[2]?.[3]).toBe('服务机构');
  });

  it('exports searches too, and an empty workbook for another tenant or no match', async () => {
    const searched = await sheetRows(
      (await postAs(t, EXPORT, { search: '科技' }, { token: operator.token })).rawPayload,
    );
    expect(searched.slice(1).map((r) => r[0])).toEqual(['杭州科技', '杭州鼎策新材料科技有限公司']);
    const other = await sheetRows(
      (await postAs(t, EXPORT, { sysid: 2 }, { token: operator.token })).rawPayload,
    );
    expect(other).toHaveLength(1);
  });

  it('lets only operators export', async () => {
    expect((await postAs(t, EXPORT, {})).statusCode).toBe(401);
    expect((await postAs(t, EXPORT, {}, { token: member.token })).statusCode).toBe(403);
  });

  it('answers the portrait: profile, figures, linked users with masked phones, certification history', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/parkboot/v2/org/portrait/${ids.A}`,
      headers: { ...t.sign(1, operator.token), host: 'localhost' },
    });
    const { statusCode, data } = res.json();
    expect(statusCode).toBe(200);
    expect(data.profile).toMatchObject({
      id: ids.A,
      fullname: '杭州鼎策新材料科技有限公司',
      parkName: '物联网产业园',
      contactPhone: '139****5000',
      region: '浙江省杭州市滨江区',
      registerCapital: 300,
    });
    expect(data.figures).toEqual({
      yearsSinceSetup: 2,
      yearsOnPlatform: 0,
      registerCapital: 300,
      industryName: '新材料',
      // A (300) and E (100) are the 新材料 orgs, both in park 1002.
      industryOrgCount: 2,
      industryAvgCapital: 200,
      industryRankInPark: 1,
      industryCountInPark: 2,
    });
    expect(data.users.map((u: { phone: string }) => u.phone)).toEqual(['137****1234', '137****5678']);
    expect(res.body).not.toContain('13700001234');
    expect(data.certifications.map((c: { kind: string; status: string }) => `${c.kind}:${c.status}`)).toEqual(
      ['RELATE:TOAUDIT', 'ORG:PASS', 'ORG:FAIL'],
    );
    expect(data.certifications[0]).toMatchObject({
      kindLabel: '关联企业',
      statusLabel: '待审核',
      applicant: '李雷',
      reviewedAt: null,
    });
    expect(data.certifications[2]).toMatchObject({ reason: '营业执照不清晰', applicant: '用户1234' });
  });

  it('keeps portraits to operators and to the tenant', async () => {
    const get = (id: number, token?: string, tenant: 1 | 2 = 1) =>
      t.app.inject({
        method: 'GET',
        url: `/api/parkboot/v2/org/portrait/${id}`,
        headers: { ...t.sign(tenant, token), host: parkHost(tenant) },
      });
    expect((await get(ids.A)).statusCode).toBe(401);
    expect((await get(ids.A, member.token)).statusCode).toBe(403);
    expect((await get(ids.other, operator.token)).json()).toEqual({
      statusCode: 404,
      message: '企业不存在',
      data: null,
    });
  });

  it('offers the filter options of the tenant', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/parkboot/v2/org/filters',
      headers: { ...t.sign(1), host: 'localhost' },
    });
    const { data } = res.json();
    expect(data.parks).toEqual([
      { id: 1001, name: '杭州高新区', parentId: null },
      { id: 1002, name: '物联网产业园', parentId: 1001 },
    ]);
    expect(data.industries).toEqual([
      { fieldId: 1, name: '新一代信息技术', count: 1 },
      { fieldId: 3, name: '生物医药', count: 1 },
      { fieldId: 4, name: '新材料', count: 2 },
      { fieldId: 8, name: '现代服务业', count: 1 },
    ]);
    expect(data.subParks).toEqual(expect.arrayContaining(['杭州高新区', '物联网产业园']));
    expect(data.categories).toHaveLength(5);
    expect(data.registStatuses).toEqual(expect.arrayContaining(['存续', '在业', '迁出']));
    expect(data.orgtypes).toEqual([
      { value: 'ORG', label: '企业' },
      { value: 'SERVICE', label: '服务机构' },
    ]);
    expect(data.setuptims.map((o: { value: string }) => o.value)).toEqual([
      '0-1',
      '1-3',
      '3-5',
      '5-10',
      '10-',
    ]);
    expect(data.registercapitals.map((o: { value: string }) => o.value)).toEqual([
      '0-100',
      '100-500',
      '500-1000',
      '1000-5000',
      '5000-',
    ]);
  });

  it('sees a renamed park at once', async () => {
    const db = t.database.db;
    const list = async () =>
      (await postAs(t, '/api/parkboot/v2/org/listEsOrg', { search: '鼎策' })).json().data.list[0].parkName;
    expect(await list()).toBe('物联网产业园');
    await db.updateTable('parks').set({ name: '物联网小镇' }).where('id', '=', 1002).execute();
    expect(await list()).toBe('物联网小镇');
    await db.updateTable('parks').set({ name: '物联网产业园' }).where('id', '=', 1002).execute();
  });
});
