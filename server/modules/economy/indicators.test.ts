import { expect, it } from 'vitest';
import type { IndicatorList, IndicatorRowItem } from '../../../common/economy/indicator-contract.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { call, describeWorld, okData, staffOperator, type TestUser } from '../../testing/world.js';

const BASE = '/api/dpboot/economy/indicator';

describeWorld('economy indicator definitions (%s)', (w) => {
  let output: IndicatorRowItem;
  let revenue: IndicatorRowItem;
  let growth: IndicatorRowItem;

  const save = (body: Record<string, unknown>, user: TestUser = w.admin, tenant: 1 | 2 = 1) =>
    call<IndicatorRowItem>(w, 'POST', `${BASE}/save/industry`, user, body, tenant);
  const reported = { unit: '万元', frequency: '月度', kind: 'REPORTED', scope: '累计值' };

  it('defines reported indicators and derived ones with the formula spelled out', async () => {
    output = (await save({ ...reported, code: 'output', name: '工业总产值' })).body.data;
    revenue = (await save({ ...reported, code: 'revenue', name: '营业收入' })).body.data;
    expect(output).toMatchObject({ kind: 'REPORTED', formula: '', enabled: true, records: 0, sort: 1 });
    growth = (
      await save({ code: 'output_growth', name: '工业总产值增速', unit: '%', frequency: '月度', kind: 'DERIVED', method: 'GROWTH', basisId: output.id, scope: '' })
    ).body.data;
    expect(growth.formula).toBe('（本年工业总产值累计 ÷ 上年同期工业总产值累计 − 1）× 100%');
    const ratio = await okData<IndicatorRowItem>(w, 'POST', `${BASE}/save/industry`, w.admin, {
      code: 'output_rate', name: '产值营收比', unit: '%', frequency: '月度', kind: 'DERIVED', method: 'RATIO',
      basisId: output.id, denominatorId: revenue.id, scope: '',
    });
    expect(ratio.formula).toBe('工业总产值 ÷ 营业收入 × 100%');
    const list = await okData<IndicatorList>(w, 'GET', `${BASE}/industry`, w.admin);
    expect(list.list.map((r) => r.code)).toEqual(['output', 'revenue', 'output_growth', 'output_rate']);
    const derived = await okData<IndicatorList>(w, 'GET', `${BASE}/industry?kind=DERIVED&search=增速`, w.admin);
    expect(derived).toMatchObject({ total: 1, list: [{ code: 'output_growth' }] });
    expect((await okData<IndicatorList>(w, 'GET', `${BASE}/finance`, w.admin)).total).toBe(0);
  });

  it('refuses a derived indicator without a reported basis of its type, and a code in use', async () => {
    const derived = { code: 'x_growth', name: '增速', unit: '%', frequency: '月度', kind: 'DERIVED', scope: '' };
    expect((await save({ ...derived, basisId: output.id })).body.message).toBe('派生指标请选择派生方法');
    expect((await save({ ...derived, method: 'GROWTH' })).body.message).toBe('请选择计算依据');
    expect((await save({ ...derived, method: 'GROWTH', basisId: growth.id })).body.message).toBe('计算依据须为同类的报送指标');
    const other = await call<IndicatorRowItem>(w, 'POST', `${BASE}/save/finance`, w.admin, { ...derived, method: 'GROWTH', basisId: output.id });
    expect(other.body.message).toBe('请选择计算依据');
    expect((await save({ ...reported, code: 'output', name: '重复' })).body.message).toBe('指标编码 output 已被使用');
    expect((await save({ ...reported, code: 'Bad-Code', name: '坏' })).body.statusCode).toBe(400);
  });

  it('keeps an indicator a derived one uses, and lets it be disabled instead', async () => {
    const refused = await call(w, 'POST', `${BASE}/delete/${String(output.id)}`, w.admin);
    expect(refused.body.message).toBe('该指标被派生指标“工业总产值增速”引用，不能删除，可停用');
    const off = await okData<IndicatorRowItem>(w, 'POST', `${BASE}/enable/${String(output.id)}`, w.admin, { enabled: false });
    expect(off.enabled).toBe(false);
    expect((await okData<IndicatorList>(w, 'GET', `${BASE}/industry?enabled=0`, w.admin)).list.map((r) => r.code)).toEqual(['output']);
    expect((await okData<{ id: number }>(w, 'POST', `${BASE}/delete/${String(growth.id)}`, w.admin)).id).toBe(growth.id);
  });

  it('lets only economy.manage change definitions, and keeps each park to its own', async () => {
    const viewer = await staffOperator(w, { name: '经济统计员', permissions: ['economy.view'] });
    expect((await call(w, 'GET', `${BASE}/industry`, viewer)).body.statusCode).toBe(200);
    expect((await save({ ...reported, code: 'power', name: '用电量' }, viewer)).body).toMatchObject({ statusCode: 403, message: NO_PERMISSION });
    expect((await call(w, 'GET', `${BASE}/industry`, w.userA)).body.statusCode).toBe(403);
    const foreign = await call(w, 'POST', `${BASE}/enable/${String(revenue.id)}`, w.admin2, { enabled: false }, 2);
    expect(foreign.body.message).toBe('指标不存在');
    expect((await okData<IndicatorList>(w, 'GET', `${BASE}/industry`, w.admin2, undefined, 2)).total).toBe(0);
    // Park 2 may use a code park 1 uses.
    expect((await save({ ...reported, code: 'output', name: '工业总产值' }, w.admin2, 2)).body.statusCode).toBe(200);
  });
});
