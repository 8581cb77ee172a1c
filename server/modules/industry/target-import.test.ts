import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { IndustryNode, TargetImportResult } from '../../../common/industry/contract.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { describeEachDialect } from '../../testing/databases.js';
import { insertStaffRole, insertUser, type TestUser } from '../../testing/fixtures.js';
import { parkHost } from '../../testing/call.js';
import { multipartBody } from '../../testing/uploads.js';
import { buildWorld, okData, testPhone, type World } from '../../testing/world.js';

const BASE = '/api/parkboot';
const HEADER = ['企业名称', '所在地区', '企业规模', '对应环节', '招引理由', '跟进状态', '跟进情况'];

describeEachDialect('industry target import (%s)', (dialect) => {
  let w: World;
  let chainId: number;
  let link: IndustryNode;
  let product: IndustryNode;
  let viewer: TestUser;
  let otherPark: TestUser;

  beforeAll(async () => {
    w = await buildWorld(dialect);
    const { id } = await w.db
      .insertInto('industry_chains')
      .values({
        tenant_id: 1,
        key: 'car',
        name: '新能源汽车',
        description: '',
        sort: 0,
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    chainId = id;
    const node = (body: Record<string, unknown>) =>
      okData<IndustryNode>(w, 'POST', `${BASE}/industry/node/save`, w.committee, {
        chainId,
        industry: '',
        strongAt: 3,
        ...body,
      });
    const segment = await node({ parentId: null, level: 'SEGMENT', stream: 'UP', name: '上游' });
    link = await node({ parentId: segment.id, level: 'LINK', stream: 'UP', name: '动力电池' });
    product = await node({ parentId: link.id, level: 'PRODUCT', stream: 'UP', name: '正极材料' });
    const other = await node({ parentId: segment.id, level: 'LINK', stream: 'UP', name: '电池材料' });
    await node({ parentId: other.id, level: 'PRODUCT', stream: 'UP', name: '正极材料' });
    await insertStaffRole(w.db, 1, '产业链查看', ['industry.view']);
    viewer = await insertUser(w.db, 1, testPhone(), ['产业链查看']);
    await insertStaffRole(w.db, 2, '产业链维护', ['industry.manage']);
    otherPark = await insertUser(w.db, 2, testPhone(), ['产业链维护']);
  });
  afterAll(() => w?.t.close());

  const send = async (
    rows: (string | number | null)[][],
    user: TestUser = w.committee,
    chain = chainId,
    tenant = 1,
  ) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('招商目标');
    sheet.addRow(HEADER);
    for (const row of rows) sheet.addRow(row);
    const form = multipartBody([
      {
        name: 'file',
        filename: '招商目标.xlsx',
        contentType: 'application/octet-stream',
        data: Buffer.from(await book.xlsx.writeBuffer()),
      },
    ]);
    const res = await w.t.app.inject({
      method: 'POST',
      url: `${BASE}/industry/target/import/${String(chain)}`,
      headers: { ...w.t.sign(tenant, user.token), host: parkHost(tenant), ...form.headers },
      payload: form.payload,
    });
    return res.json<{ statusCode: number; message: string; data: TargetImportResult }>();
  };
  const names = async () =>
    (
      await w.db
        .selectFrom('industry_targets')
        .select('name')
        .where('chain_id', '=', chainId)
        .orderBy('name')
        .execute()
    ).map((t) => t.name);

  it('hands out a template with the chain’s links and products to choose from', async () => {
    const res = await w.t.app.inject({
      method: 'GET',
      url: `${BASE}/industry/target/template/${String(chainId)}`,
      headers: { ...w.t.sign(1, w.committee.token), host: 'localhost' },
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
      [
        '宁德锂动新能源科技有限公司',
        '福建省宁德市',
        '大型',
        '动力电池',
        '补齐电芯制造',
        '已接洽',
        '已电话沟通',
      ],
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
      [
        '宁德锂动新能源科技有限公司',
        '福建省宁德市',
        '大型',
        '动力电池',
        '补齐电芯制造',
        '已接洽',
        '已电话沟通',
      ],
      ['常州正极新材料有限公司', '江苏省常州市', '中型', '动力电池/正极材料', '补正极材料', null, null],
    ]);
    expect(ok).toMatchObject({
      statusCode: 200,
      message: '已导入2个招商目标',
      data: { saved: true, imported: 2, errors: [] },
    });
    const saved = await w.db
      .selectFrom('industry_targets')
      .select(['name', 'node_id', 'state', 'note'])
      .where('chain_id', '=', chainId)
      .orderBy('id')
      .execute();
    expect(saved).toEqual([
      { name: '宁德锂动新能源科技有限公司', node_id: link.id, state: 'CONTACTED', note: '已电话沟通' },
      { name: '常州正极新材料有限公司', node_id: product.id, state: 'LEAD', note: '' },
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
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Sheet1').addRow(['企业名称', '地区']);
    const form = multipartBody([
      {
        name: 'file',
        filename: 'x.xlsx',
        contentType: 'application/octet-stream',
        data: Buffer.from(await book.xlsx.writeBuffer()),
      },
    ]);
    const wrong = await w.t.app.inject({
      method: 'POST',
      url: `${BASE}/industry/target/import/${String(chainId)}`,
      headers: { ...w.t.sign(1, w.committee.token), host: 'localhost', ...form.headers },
      payload: form.payload,
    });
    expect(wrong.json<{ message: string }>().message).toBe(
      '导入文件第1行缺少列：所在地区、企业规模、对应环节、招引理由、跟进状态、跟进情况。请使用下载的导入模板',
    );
    const row = ['深圳芯驱科技有限公司', '广东省深圳市', '中型', '', '补电控', null, null];
    expect(await send([row], viewer)).toMatchObject({ statusCode: 403, message: NO_PERMISSION });
    expect((await send([row], w.userA)).statusCode).toBe(403);
    expect(await send([row], otherPark, chainId, 2)).toMatchObject({ statusCode: 404, message: '产业链不存在' });
    expect(await names()).toEqual(['宁德锂动新能源科技有限公司', '常州正极新材料有限公司']);
  });
});
