import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { IndustryNode, TargetImportResult } from '../../../common/industry/contract.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { describeEachDialect, type TestDialect } from '../../testing/databases.js';
import { insertStaffRole, insertUser, type TestUser } from '../../testing/fixtures.js';
import { parkHost } from '../../testing/call.js';
import { multipartBody } from '../../testing/uploads.js';
import { buildWorld, okData, testPhone, type World } from '../../testing/world.js';

const BASE = '/api/parkboot';
const HEADER = ['企业名称', '所在地区', '企业规模', '对应环节', '招引理由', '跟进状态', '跟进情况'];
/** A right row, in both the refused import and the saved one. */
const NINGDE = ['宁德锂动新能源科技有限公司', '福建省宁德市', '大型', '动力电池', '补齐电芯制造', '已接洽', '已电话沟通'];

/** Park 1's chain 新能源汽车 with two links, each with a product named 正极材料; a viewer; a park-2 keeper. */
async function setUp(dialect: TestDialect) {
  const w = await buildWorld(dialect);
  const chain = {
    tenant_id: 1,
    key: 'car',
    name: '新能源汽车',
    description: '',
    sort: 0,
    updated_at: '2026-01-01T00:00:00.000Z',
  };
  const chainId = (
    await w.db.insertInto('industry_chains').values(chain).returning('id').executeTakeFirstOrThrow()
  ).id;
  const node = (parentId: number | null, level: string, name: string) =>
    okData<IndustryNode>(w, 'POST', `${BASE}/industry/node/save`, w.committee, {
      chainId,
      parentId,
      level,
      stream: 'UP',
      name,
      industry: '',
      strongAt: 3,
    });
  const segment = await node(null, 'SEGMENT', '上游');
  const link = await node(segment.id, 'LINK', '动力电池');
  const product = await node(link.id, 'PRODUCT', '正极材料');
  await node((await node(segment.id, 'LINK', '电池材料')).id, 'PRODUCT', '正极材料');
  await insertStaffRole(w.db, 1, '产业链查看', ['industry.view']);
  await insertStaffRole(w.db, 2, '产业链维护', ['industry.manage']);
  const viewer = await insertUser(w.db, 1, testPhone(), ['产业链查看']);
  const otherPark = await insertUser(w.db, 2, testPhone(), ['产业链维护']);
  return { w, chainId, link, product, viewer, otherPark };
}

/** A sheet of these rows under the given header, imported into the chain as the user of that park. */
async function sendSheet(
  w: World,
  rows: (string | number | null)[][],
  as: { user: TestUser; chainId: number; tenant?: number; header?: string[] },
) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('招商目标');
  for (const row of [as.header ?? HEADER, ...rows]) sheet.addRow(row);
  const data = Buffer.from(await book.xlsx.writeBuffer());
  const form = multipartBody([
    { name: 'file', filename: '招商目标.xlsx', contentType: 'application/octet-stream', data },
  ]);
  const tenant = as.tenant ?? 1;
  const res = await w.t.app.inject({
    method: 'POST',
    url: `${BASE}/industry/target/import/${String(as.chainId)}`,
    headers: { ...w.t.sign(tenant, as.user.token), host: parkHost(tenant), ...form.headers },
    payload: form.payload,
  });
  return res.json<{ statusCode: number; message: string; data: TargetImportResult }>();
}

describeEachDialect('industry target import (%s)', (dialect) => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp(dialect);
  });
  afterAll(() => s?.w.t.close());
  const send = (rows: (string | number | null)[][], user?: TestUser, tenant = 1) =>
    sendSheet(s.w, rows, { user: user ?? s.w.committee, chainId: s.chainId, tenant });
  const names = async () =>
    (
      await s.w.db
        .selectFrom('industry_targets')
        .select('name')
        .where('chain_id', '=', s.chainId)
        .orderBy('name')
        .execute()
    ).map((t) => t.name);

  it('hands out a template with the chain’s links and products to choose from', async () => {
    const res = await s.w.t.app.inject({
      method: 'GET',
      url: `${BASE}/industry/target/template/${String(s.chainId)}`,
      headers: { ...s.w.t.sign(1, s.w.committee.token), host: 'localhost' },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [targets, hints] = book.worksheets;
    expect((targets!.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect(targets!.rowCount).toBe(1);
    const links = hints!
      .getSheetValues()
      .flatMap((r) => (Array.isArray(r) && r[1] === '对应环节' ? [r[2]] : []));
    expect(links).toEqual(['动力电池', '动力电池/正极材料', '电池材料', '电池材料/正极材料']);
  });

  it('saves nothing when one row is wrong, and names each wrong row with its reasons', async () => {
    const failed = await send([
      NINGDE,
      ['常州正极新材料有限公司', '江苏省常州市', '超大型', '正极材料', '补正极材料', null, null],
      ['宁德锂动新能源科技有限公司', '', '中型', '电驱系统', '重复', '洽谈中', null],
    ]);
    expect(failed.statusCode).toBe(200);
    expect(failed.data.saved).toBe(false);
    expect(failed.data.errors).toEqual([
      {
        row: 3,
        name: '常州正极新材料有限公司',
        messages: [
          '企业规模应为大型、中型、小型、上市公司、独角兽之一',
          '本产业链有2个名为“正极材料”的产品，请写成“环节/产品”',
        ],
      },
      {
        row: 4,
        name: '宁德锂动新能源科技有限公司',
        messages: [
          '所在地区为空',
          '跟进状态应为待接洽、已接洽、已考察、已签约、已放弃之一',
          '本产业链没有名为“电驱系统”的环节或产品',
          '与第2行是同一家企业',
        ],
      },
    ]);
    expect(failed.message).toBe('有2行数据有误（第3、4行），未导入任何数据');
    expect(await names()).toEqual([]);
  });

  it('adds every row in one go once all are right, a product named as 环节/产品', async () => {
    const ok = await send([
      NINGDE,
      ['常州正极新材料有限公司', '江苏省常州市', '中型', '动力电池/正极材料', '补正极材料', null, null],
    ]);
    expect(ok).toMatchObject({
      statusCode: 200,
      message: '已导入2个招商目标',
      data: { saved: true, imported: 2, errors: [] },
    });
    const saved = await s.w.db
      .selectFrom('industry_targets')
      .select(['name', 'node_id', 'state', 'note'])
      .where('chain_id', '=', s.chainId)
      .orderBy('id')
      .execute();
    expect(saved).toEqual([
      { name: '宁德锂动新能源科技有限公司', node_id: s.link.id, state: 'CONTACTED', note: '已电话沟通' },
      { name: '常州正极新材料有限公司', node_id: s.product.id, state: 'LEAD', note: '' },
    ]);
    // Imported again, both are already the chain's targets.
    const again = await send([
      ['常州正极新材料有限公司', '江苏省常州市', '中型', '', '补正极材料', null, null],
    ]);
    expect(again.data.errors).toEqual([
      { row: 2, name: '常州正极新材料有限公司', messages: ['本产业链已有招商目标“常州正极新材料有限公司”'] },
    ]);
  });

  it('refuses a sheet without the template’s columns, a viewer, an enterprise and another park', async () => {
    const wrong = await sendSheet(s.w, [], {
      user: s.w.committee,
      chainId: s.chainId,
      header: ['企业名称', '地区'],
    });
    expect(wrong.message).toBe(
      '导入文件第1行缺少列：所在地区、企业规模、对应环节、招引理由、跟进状态、跟进情况。请使用下载的导入模板',
    );
    const row = ['深圳芯驱科技有限公司', '广东省深圳市', '中型', '', '补电控', null, null];
    expect(await send([row], s.viewer)).toMatchObject({ statusCode: 403, message: NO_PERMISSION });
    expect((await send([row], s.w.userA)).statusCode).toBe(403);
    expect(await send([row], s.otherPark, 2)).toMatchObject({ statusCode: 404, message: '产业链不存在' });
    expect(await names()).toEqual(['宁德锂动新能源科技有限公司', '常州正极新材料有限公司']);
  });
});
