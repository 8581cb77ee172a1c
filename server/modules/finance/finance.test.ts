import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import type { LoanDetail, LoanItem, ManagedProduct, PublicInstitution, PublicProduct } from '../../../common/finance/contract.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { call, describeWorld, okData, staffOperator, type TestUser } from '../../testing/world.js';

const BASE = '/api/dpboot/finance';
type Page<T> = { list: T[]; total: number };

const institution = { name: '杭州银行科技支行', kind: '银行', intro: '科技特色支行', address: '网商路 1 号', contactName: '周立群', contactPhone: '0571-86000001' };
const product = {
  name: '科易贷',
  loanType: '信用贷',
  amountMin: 50,
  amountMax: 500,
  rateMin: 345,
  rateMax: 420,
  termMin: 6,
  termMax: 36,
  guarantee: '信用',
  eligibility: '园区内注册满一年的科技型中小企业',
  materials: '营业执照',
  intro: '纯信用',
};
const application = (productId: number, extra: Record<string, unknown> = {}) => ({
  productId,
  orgName: '杭州甲科技有限公司',
  contactName: '张三',
  contactPhone: '13912345678',
  amount: 200,
  termMonths: 12,
  purpose: '采购原材料',
  ...extra,
});

describeWorld('finance supermarket (%s)', (w) => {
  let productId: number;
  let otherParkProduct: number;

  async function publishedProduct(tenant: 1 | 2, operator: TestUser, name: string): Promise<number> {
    const inst = await okData<{ id: number }>(w, 'POST', `${BASE}/institution/save`, operator, { ...institution, name: `${name}银行` }, tenant);
    const saved = await okData<{ id: number; status: string }>(w, 'POST', `${BASE}/product/save`, operator, { ...product, name, institutionId: inst.id }, tenant);
    expect(saved.status).toBe('CHECK');
    await okData(w, 'POST', `${BASE}/product/publish/${String(saved.id)}`, operator, undefined, tenant);
    return saved.id;
  }

  beforeAll(async () => {
    productId = await publishedProduct(1, w.committee, '科易贷');
    otherParkProduct = await publishedProduct(2, w.admin2, '苏科贷');
  });

  it('shows visitors published products and institutions without their contacts, each park its own', async () => {
    const list = await okData<Page<PublicProduct>>(w, 'GET', `${BASE}/product/list`);
    expect(list.list.map((p) => p.name)).toEqual(['科易贷']);
    const institutions = await okData<PublicInstitution[]>(w, 'GET', `${BASE}/institution/list`);
    expect(institutions).toHaveLength(1);
    expect(JSON.stringify(institutions)).not.toContain('0571-86000001');
    expect(JSON.stringify(institutions)).not.toContain('周立群');
    expect((await call(w, 'GET', `${BASE}/product/detail/${String(otherParkProduct)}`)).body.statusCode).toBe(404);
    const other = await okData<Page<PublicProduct>>(w, 'GET', `${BASE}/product/list`, undefined, undefined, 2);
    expect(other.list.map((p) => p.name)).toEqual(['苏科贷']);
  });

  it('hides a product waiting for review, and refuses product writes to anyone without finance.manage', async () => {
    const inst = (await okData<Page<{ id: number }>>(w, 'GET', `${BASE}/institution/manage`, w.admin)).list[0]!;
    const draft = await okData<{ id: number }>(w, 'POST', `${BASE}/product/save`, w.admin, { ...product, name: '待审产品', institutionId: inst.id });
    expect((await call(w, 'GET', `${BASE}/product/detail/${String(draft.id)}`)).body.statusCode).toBe(404);
    const bad = await call(w, 'POST', `${BASE}/product/save`, w.admin, { ...product, amountMin: 600, institutionId: inst.id });
    expect(bad.body).toMatchObject({ statusCode: 400, message: '最低额度不能高于最高额度' });
    expect((await call(w, 'POST', `${BASE}/product/save`, w.userA, { ...product, institutionId: inst.id })).body.statusCode).toBe(403);
    const clerk = await staffOperator(w, { name: '贷款专员', permissions: ['finance.loan'] });
    expect((await call(w, 'POST', `${BASE}/product/publish/${String(draft.id)}`, clerk)).body).toMatchObject({ statusCode: 403, message: NO_PERMISSION });
    const managed = await okData<Page<ManagedProduct>>(w, 'GET', `${BASE}/product/manage?status=CHECK`, w.admin);
    expect(managed.list.map((p) => p.name)).toEqual(['待审产品']);
  });

  it('takes an application through 待处理 → 跟进中 → 放款完成 with who, when, the note and the amount, and tells the enterprise', async () => {
    const applied = await okData<{ id: number; status: string }>(w, 'POST', `${BASE}/loan/apply`, w.userA, application(productId));
    expect(applied.status).toBe('TOAUDIT');
    const again = await call(w, 'POST', `${BASE}/loan/apply`, w.userA2, application(productId));
    expect(again.body.statusCode).toBe(409);
    const id = String(applied.id);
    expect((await call(w, 'POST', `${BASE}/loan/grant/${id}`, w.committee, { amount: 150, grantedOn: '2026-01-05' })).body).toMatchObject({
      statusCode: 409,
      message: '该申请尚未跟进，请先跟进',
    });
    await okData(w, 'POST', `${BASE}/loan/follow/${id}`, w.committee, { note: '已转客户经理对接' });
    await okData(w, 'POST', `${BASE}/loan/grant/${id}`, w.committee, { amount: 150, grantedOn: '2026-01-05', note: '银行已放款' });
    const detail = await okData<LoanDetail>(w, 'GET', `${BASE}/loan/detail/${id}`, w.userA2);
    expect(detail).toMatchObject({ status: 'PASS', statusLabel: '放款完成', granted: 150, grantedOn: '2026-01-05' });
    expect(detail.steps.map((s) => [s.label, s.note, s.amount])).toEqual([
      ['提交申请', '', null],
      ['跟进', '已转客户经理对接', null],
      ['放款完成', '银行已放款', 150],
    ]);
    expect(detail.steps.every((s) => s.actorName.length > 0 && s.at.length > 0)).toBe(true);
    const inbox = await okData<Page<{ topic: string; title: string; summary: string; link: string | null }>>(w, 'GET', '/api/dpboot/message/my/list?kind=NOTICE', w.userA2);
    const told = inbox.list.filter((m) => m.link === `/user/audit/detail/${id}`);
    expect(told.map((m) => m.title).sort()).toEqual(['贷款申请放款完成', '贷款申请跟进中']);
    expect(told.find((m) => m.title === '贷款申请放款完成')!.summary).toContain('放款金额 150 万元');
  });

  it('declines only with a reason, and refuses an amount outside the product', async () => {
    const outside = await call(w, 'POST', `${BASE}/loan/apply`, w.userB, application(productId, { amount: 900, orgName: '杭州乙智能有限公司' }));
    expect(outside.body).toMatchObject({ statusCode: 400, message: '申请金额须在 50–500 万元之间' });
    const applied = await okData<{ id: number }>(w, 'POST', `${BASE}/loan/apply`, w.userB, application(productId, { orgName: '杭州乙智能有限公司' }));
    const id = String(applied.id);
    expect((await call(w, 'POST', `${BASE}/loan/decline/${id}`, w.committee, {})).body.statusCode).toBe(400);
    await okData(w, 'POST', `${BASE}/loan/decline/${id}`, w.committee, { note: '企业已在他行获得授信' });
    const detail = await okData<LoanDetail>(w, 'GET', `${BASE}/loan/detail/${id}`, w.userB);
    expect(detail.status).toBe('BACK');
    expect(detail.steps.at(-1)).toMatchObject({ label: '不跟进', note: '企业已在他行获得授信' });
  });

  it('shows an enterprise only its own applications; others find nothing; park 2 sees none of park 1', async () => {
    const mine = await okData<Page<LoanItem>>(w, 'GET', `${BASE}/loan/mine`, w.userA);
    expect(mine.list.every((l) => l.orgName === '杭州甲科技有限公司')).toBe(true);
    expect(mine.total).toBe(1);
    const idOfA = String(mine.list[0]!.id);
    expect((await call(w, 'GET', `${BASE}/loan/detail/${idOfA}`, w.userB)).body.statusCode).toBe(404);
    expect((await call(w, 'GET', `${BASE}/loan/detail/${idOfA}`, w.service)).body.statusCode).toBe(404);
    expect((await call(w, 'POST', `${BASE}/loan/apply`, w.individual, application(productId))).body.statusCode).toBe(403);
    expect((await call(w, 'GET', `${BASE}/loan/detail/${idOfA}`, w.admin2, undefined, 2)).body.statusCode).toBe(404);
    const park2 = await okData<Page<LoanItem>>(w, 'GET', `${BASE}/loan/list`, w.admin2, undefined, 2);
    expect(park2.total).toBe(0);
    // Park 1's product is no product in park 2.
    expect((await call(w, 'POST', `${BASE}/loan/apply`, w.userC, application(productId), 2)).body.statusCode).toBe(404);
    await okData(w, 'POST', `${BASE}/loan/apply`, w.userC, application(otherParkProduct, { orgName: '苏州丁生物有限公司' }), 2);
    expect((await okData<Page<LoanItem>>(w, 'GET', `${BASE}/loan/list`, w.admin)).total).toBe(2);
    expect((await call(w, 'GET', `${BASE}/loan/list`, w.userA)).body.statusCode).toBe(403);
  });

  it('counts by status, sums by organisation and exports the ledger as .xlsx', async () => {
    const counts = await okData<Record<string, number>>(w, 'GET', `${BASE}/loan/counts`, w.admin);
    expect(counts).toEqual({ TOAUDIT: 0, AUDITING: 0, PASS: 1, BACK: 1, total: 2 });
    const byOrg = await okData<Page<{ orgName: string; granted: number; grantedAmount: number; applications: number }>>(w, 'GET', `${BASE}/loan/by-org`, w.admin);
    expect(byOrg.list[0]).toMatchObject({ orgName: '杭州甲科技有限公司', granted: 1, grantedAmount: 150, applications: 1 });
    expect(byOrg.total).toBe(2);
    const res = await w.t.app.inject({
      method: 'POST',
      url: `${BASE}/loan/export`,
      headers: { ...w.t.sign(1, w.admin.token), host: 'localhost' },
      payload: { status: 'PASS' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('贷款申请记录-'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.getWorksheet('贷款申请记录')!.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((r) => [r[2], r[8], r[9]])).toEqual([['杭州甲科技有限公司', '放款完成', 150]]);
  });

  it('keeps financing needs to their enterprise', async () => {
    const need = { orgName: '杭州甲科技有限公司', amount: 300, purpose: '扩大生产线', termMonths: 24, guarantee: '信用', contactName: '张三', contactPhone: '13912345678' };
    const { id } = await okData<{ id: number }>(w, 'POST', `${BASE}/need/save`, w.userA, need);
    expect((await okData<Page<{ id: number }>>(w, 'GET', `${BASE}/need/mine`, w.userA2)).list.map((n) => n.id)).toEqual([id]);
    expect((await okData<Page<{ id: number }>>(w, 'GET', `${BASE}/need/mine`, w.userB)).total).toBe(0);
    expect((await call(w, 'POST', `${BASE}/need/save`, w.userB, { ...need, id })).body.statusCode).toBe(404);
    expect((await call(w, 'POST', `${BASE}/need/close/${String(id)}`, w.userB)).body.statusCode).toBe(404);
    await okData(w, 'POST', `${BASE}/need/close/${String(id)}`, w.userA);
    expect((await okData<Page<{ status: string }>>(w, 'GET', `${BASE}/need/list`, w.admin)).list[0]!.status).toBe('CLOSED');
  });
});
