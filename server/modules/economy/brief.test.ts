import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type { EconomyBrief } from '../../../common/economy/brief-contract.js';
import type { ExplainRowItem } from '../../../common/economy/explain-contract.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { nowIso } from '../../lib/clock.js';
import { call, describeWorld, okData, staffOperator } from '../../testing/world.js';
import { insertFigures, insertTargets } from './test-helpers.js';

const BASE = '/api/dpboot/economy';
const YEAR = new Date().getUTCFullYear() - 1;

describeWorld('economy monthly brief and explanations (%s)', (w) => {
  let indicatorId = 0;

  const figures = (areaId: number, indicator: string, year: number, cumulative: number[]) =>
    insertFigures(w.db, { tenant: 1, areaId, indicator, year }, cumulative);
  async function project(name: string, beginPlan: string, beginDate: string | null) {
    await w.db
      .insertInto('projects')
      .values({
        tenant_id: 1,
        name,
        investor: `${name}投资方`,
        industry: '高端装备',
        area: '东区',
        investment: 10000,
        stage: beginDate ? 'BEGIN' : 'SIGN',
        sign_date: `${String(YEAR - 1)}-11-01`,
        begin_plan: beginPlan,
        begin_date: beginDate,
        produce_plan: null,
        produce_date: null,
        dept_id: null,
        target_year: YEAR,
        target_stage: 'BEGIN',
        description: '',
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
  }

  beforeAll(async () => {
    const areas = await w.db
      .insertInto('economy_areas')
      .values([
        { tenant_id: 1, name: '东区', sort: 1 },
        { tenant_id: 1, name: '西区', sort: 2 },
      ])
      .returning('id')
      .execute();
    const [east, west] = areas.map((a) => a.id) as [number, number];
    await insertTargets(w.db, [
      [1, east, 'gszcz', YEAR, 8000],
      [1, west, 'gszcz', YEAR, 4000],
      [1, east, 'gszjz', YEAR, 1000],
      [1, west, 'gszjz', YEAR, 1000],
    ]);
    await figures(east, 'gszcz', YEAR, [600, 1300, 2000, 2500]);
    await figures(west, 'gszcz', YEAR, [300, 650, 1000, 1100]);
    await figures(east, 'gszcz', YEAR - 1, [500, 1100, 1700, 2300]);
    await figures(west, 'gszcz', YEAR - 1, [250, 550, 800, 700]);
    await figures(east, 'gszjz', YEAR, [100, 200, 300, 400]);
    await figures(west, 'gszjz', YEAR, [100, 200, 300, 400]);
    // Four target projects for 开工: one started in March, one in June, one due in February and
    // one due in October still waiting.
    await project('甲项目', `${String(YEAR)}-03-01`, `${String(YEAR)}-03-10`);
    await project('乙项目', `${String(YEAR)}-05-01`, `${String(YEAR)}-06-01`);
    await project('丙项目', `${String(YEAR)}-02-01`, null);
    await project('丁项目', `${String(YEAR)}-10-01`, null);
    ({ id: indicatorId } = await w.db
      .insertInto('economy_indicators')
      .values({
        tenant_id: 1,
        type: 'industry',
        code: 'gyzcz',
        name: '工业总产值',
        unit: '万元',
        frequency: '月度',
        kind: 'REPORTED',
        method: '',
        basis_id: null,
        denominator_id: null,
        scope: '',
        sort: 1,
        enabled: 1,
        updated_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  });

  const brief = (query = '') =>
    okData<EconomyBrief>(w, 'GET', `${BASE}/brief?year=${String(YEAR)}${query}`, w.admin);

  it('lists what runs behind first, with what each remaining month must bring', async () => {
    const b = await brief();
    expect(b).toMatchObject({ year: YEAR, month: 4, timeProgress: 33.3 });
    // 开工: 1 of 4 by April 30 = 25% against 33.3% (−8.3); 3 to go over 8 months = 0.38 a month.
    // 总产值: 3600 of 12000 = 30% (−3.3); 8400 to go over 8 months = 1050 a month. 增加值: 800 of 2000 = 40%, ahead.
    expect(b.laggards).toEqual([
      {
        kind: 'PROJECT',
        key: 'BEGIN',
        name: '年度计划开工项目',
        unit: '个',
        month: 4,
        target: 4,
        done: 1,
        completion: 25,
        timeProgress: 33.3,
        gap: -8.3,
        remaining: 3,
        perMonth: 0.38,
      },
      {
        kind: 'INDICATOR',
        key: 'gszcz',
        name: '规上工业总产值',
        unit: '万元',
        month: 4,
        target: 12000,
        done: 3600,
        completion: 30,
        timeProgress: 33.3,
        gap: -3.3,
        remaining: 8400,
        perMonth: 1050,
      },
    ]);
    // 3600 against last April's 3000: +20%; April alone 3600 − 3000 = 600.
    expect(b.indicators.find((i) => i.key === 'gszcz')).toMatchObject({
      cumulative: 3600,
      monthly: 600,
      growth: 20,
      completion: 30,
      behind: true,
    });
    expect(b.indicators.find((i) => i.key === 'gszjz')).toMatchObject({ completion: 40, growth: null, behind: false });
    // East: 总产值 2500/8000 = 31.3% (1st), 增加值 40% (tied 1st), mean 35.7; west 27.5% (2nd), 40% (1st), mean 33.8.
    expect(b.ranking.areas.map((a) => [a.name, a.meanCompletion, a.cells.slice(0, 2).map((c) => c.rank)])).toEqual([
      ['东区', 35.7, [1, 1]],
      ['西区', 33.8, [1, 2]],
    ]);
    expect(b.projects?.stages.find((s) => s.stage === 'BEGIN')).toMatchObject({ target: 4, done: 1, behind: true });
    expect(b.projects?.behind.map((p) => p.name)).toEqual(['丙项目']);
    expect(b.summary[0]).toBe(`${String(YEAR)}年1—4月，序时进度 33.3%。七项目标指标中 1 项达到序时进度，1 项落后：规上工业总产值。`);
  });

  it('reads a past month as it stood then', async () => {
    // At March: 总产值 3000 = 25% = time progress; 开工 1 of 4 = 25%: neither behind.
    const b = await brief('&month=3');
    expect(b).toMatchObject({ month: 3, timeProgress: 25, laggards: [] });
    expect(b.indicators.find((i) => i.key === 'gszcz')).toMatchObject({ month: 3, cumulative: 3000, completion: 25 });
  });

  it('keeps explanations one per indicator and month, prints them in the brief, and deletes them', async () => {
    const save = (body: Record<string, unknown>, user = w.admin) =>
      call<ExplainRowItem>(w, 'POST', `${BASE}/explain/save`, user, body);
    const body = { indicatorId, year: YEAR, month: 4, content: '一家企业四月退出规上名录，总产值口径核减。' };
    const saved = await save(body);
    expect(saved.body.data).toMatchObject({ indicatorName: '工业总产值', indicatorType: 'industry', month: 4 });
    expect((await save(body)).body.message).toBe('该指标该月已有说明，请修改原说明');
    expect((await save({ ...body, content: '太短' })).body.message).toBe('说明至少 5 个字');
    expect((await save({ ...body, year: YEAR + 2 })).body.message).toBe('不能为未来的月份写说明');
    const viewer = await staffOperator(w, { name: '经济运行查看', permissions: ['economy.view'] });
    expect((await save({ ...body, month: 5 }, viewer)).body).toMatchObject({ statusCode: 403, message: NO_PERMISSION });
    const id = saved.body.data.id;
    await okData(w, 'POST', `${BASE}/explain/save`, w.admin, { ...body, id, content: '一家企业四月退出规上名录，口径核减约 300 万元。' });
    const list = await okData<{ list: ExplainRowItem[]; total: number }>(w, 'GET', `${BASE}/explain/list?type=industry&search=${encodeURIComponent('核减')}`, viewer);
    expect(list.total).toBe(1);
    expect((await brief()).explains).toEqual([
      { id, indicatorName: '工业总产值', content: '一家企业四月退出规上名录，口径核减约 300 万元。' },
    ]);
    await okData(w, 'POST', `${BASE}/explain/delete/${String(id)}`, w.admin);
    expect((await call(w, 'POST', `${BASE}/explain/delete/${String(id)}`, w.admin)).body.statusCode).toBe(404);
  });

  it('exports the brief as .xlsx that reads back, laggards first', async () => {
    const res = await w.t.app.inject({
      method: 'GET',
      url: `${BASE}/brief/export?year=${String(YEAR)}&month=4`,
      headers: { ...w.t.sign(1, w.admin.token), host: 'localhost' },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['摘要', '落后序时进度', '主要指标', '片区排名', '目标项目落后计划', '数据说明']);
    const lag = book.getWorksheet('落后序时进度');
    expect([lag?.getCell('B2').value, lag?.getCell('J2').value, lag?.getCell('B3').value, lag?.getCell('J3').value]).toEqual([
      '年度计划开工项目',
      0.38,
      '规上工业总产值',
      1050,
    ]);
  });
});
