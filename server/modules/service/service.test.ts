import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApplyDetail, ApplyRow } from '../../../common/service/apply/contract.js';
import type { ManagedProduct, OrgDetail, OrgPortrait, OrgRow, PublicProduct } from '../../../common/service/contract.js';
import type { PerformanceItem, ServiceStatis } from '../../../common/service/stats/contract.js';
import { describeEachDialect } from '../../testing/databases.js';
import { buildWorld, call, okData, type World } from '../../testing/world.js';

const BASE = '/api/dpboot/service';
type Page<T> = { list: T[]; total: number };

const product = {
  title: '研发费用加计扣除辅导',
  category: '财税咨询',
  summary: '研发项目立项、辅助账设置与归集，辅导企业足额享受加计扣除。',
  priceMode: '园区补贴',
  price: '园区补贴 60%',
  period: '1 个月',
  contactName: '王磊',
  contactPhone: '13912345678',
};
const application = (productId: number) => ({ productId, contactName: '张三', contactPhone: '13900001111', content: '今年研发投入较大，希望辅导归集。' });

describeEachDialect('service organisations and their products (%s)', (dialect) => {
  let w: World;
  let productId: number;

  beforeAll(async () => {
    w = await buildWorld(dialect);
    const saved = await okData<{ id: number; status: string }>(w, 'POST', `${BASE}/product/save`, w.service, product);
    expect(saved.status).toBe('CHECK');
    productId = saved.id;
  });
  afterAll(() => w?.t.close());

  it('lets only a service organisation publish, and shows a product to enterprises once reviewed', async () => {
    expect((await call(w, 'POST', `${BASE}/product/save`, w.userA, product)).body.statusCode).toBe(403);
    expect((await okData<Page<PublicProduct>>(w, 'GET', `${BASE}/product/list`, w.userA)).total).toBe(0);
    expect((await call(w, 'POST', `${BASE}/product/approve/${String(productId)}`, w.service)).body.statusCode).toBe(403);
    await okData(w, 'POST', `${BASE}/product/approve/${String(productId)}`, w.committee);
    const listed = await okData<Page<PublicProduct>>(w, 'GET', `${BASE}/product/list`, w.userA);
    expect(listed.list.map((p) => [p.title, p.orgName])).toEqual([[product.title, '杭州丙咨询服务有限公司']]);
    expect((await okData<Page<PublicProduct>>(w, 'GET', `${BASE}/product/list`, w.userC, undefined, 2)).total).toBe(0);
    const mine = await okData<Page<ManagedProduct>>(w, 'GET', `${BASE}/product/mine`, w.service);
    expect(mine.list[0]).toMatchObject({ status: 'JOINT', contactPhone: '13912345678' });
    const counts = await okData<Record<string, number>>(w, 'GET', `${BASE}/product/counts`, w.admin);
    expect(counts).toMatchObject({ JOINT: 1, total: 1 });
  });

  it('takes an application through 待受理 → 服务中 → 已完成 by the organisation, told to the enterprise, rated once', async () => {
    const applied = await okData<{ id: number; status: string }>(w, 'POST', `${BASE}/apply/submit`, w.userA, application(productId));
    const id = String(applied.id);
    expect((await call(w, 'POST', `${BASE}/apply/submit`, w.userA2, application(productId))).body.statusCode).toBe(409);
    expect((await call(w, 'POST', `${BASE}/apply/submit`, w.service, application(productId))).body.statusCode).toBe(403);
    // Only its organisation and the service desk handle it; another enterprise may not read it, another park finds nothing.
    expect((await call(w, 'POST', `${BASE}/apply/step/${id}`, w.userA, { step: 'ACCEPT' })).body.statusCode).toBe(403);
    expect((await call(w, 'GET', `${BASE}/apply/detail/${id}`, w.userB)).body.statusCode).toBe(403);
    expect((await call(w, 'GET', `${BASE}/apply/detail/${id}`, w.userC, undefined, 2)).body.statusCode).toBe(404);
    expect((await call(w, 'POST', `${BASE}/apply/step/${id}`, w.service, { step: 'FINISH', note: '已办结' })).body).toMatchObject({ statusCode: 409, message: '该记录尚未受理' });
    await okData(w, 'POST', `${BASE}/apply/step/${id}`, w.service, { step: 'ACCEPT' });
    await okData(w, 'POST', `${BASE}/apply/step/${id}`, w.committee, { step: 'NOTE', note: '园区已督促机构三日内上门' });
    expect((await call(w, 'POST', `${BASE}/apply/step/${id}`, w.service, { step: 'FINISH' })).body.statusCode).toBe(400);
    await okData(w, 'POST', `${BASE}/apply/step/${id}`, w.service, { step: 'FINISH', note: '辅助账已建立，完成归集' });
    expect((await call(w, 'POST', `${BASE}/apply/rate/${id}`, w.userB, { rating: 5, comment: '' })).body.statusCode).toBe(403);
    await okData(w, 'POST', `${BASE}/apply/rate/${id}`, w.userA2, { rating: 4, comment: '专业高效' });
    expect((await call(w, 'POST', `${BASE}/apply/rate/${id}`, w.userA, { rating: 1, comment: '' })).body.statusCode).toBe(409);
    const detail = await okData<ApplyDetail>(w, 'GET', `${BASE}/apply/detail/${id}`, w.userA);
    expect(detail).toMatchObject({ status: 'PASS', statusLabel: '已完成', outcome: '辅助账已建立，完成归集', rating: 4, canRate: false, steps: [] });
    expect(detail.trail.map((s) => [s.label, s.side, s.note])).toEqual([
      ['提交', '企业', ''],
      ['受理', '服务机构', ''],
      ['跟进记录', '园区', '园区已督促机构三日内上门'],
      ['办结', '服务机构', '辅助账已建立，完成归集'],
    ]);
    const inbox = await okData<Page<{ title: string; link: string | null }>>(w, 'GET', '/api/dpboot/message/my/list?kind=NOTICE', w.userA2);
    expect(inbox.list.filter((m) => m.link === `/user/productApply?id=${id}`).map((m) => m.title).sort()).toEqual(['服务申请已完成', '服务申请有新的跟进', '服务申请服务中']);
    const orgs = await okData<Page<OrgRow>>(w, 'GET', `${BASE}/org/list`, w.admin);
    expect(orgs.list.find((o) => o.id === w.serviceOrg)).toMatchObject({ products: 1, applies: 1, finished: 1, rating: 4, ratings: 1 });
    const portrait = await okData<OrgPortrait>(w, 'GET', `${BASE}/org/portrait/${String(w.serviceOrg)}`, w.userB);
    expect(portrait).toMatchObject({ served: 1, rating: 4 });
    expect(portrait.comments.map((c) => c.comment)).toEqual(['专业高效']);
  });

  it('declines with a reason, keeps the lists to each side, and exports the ledger as .xlsx', async () => {
    const { id } = await okData<{ id: number }>(w, 'POST', `${BASE}/apply/submit`, w.userB, application(productId));
    await okData(w, 'POST', `${BASE}/apply/step/${String(id)}`, w.committee, { step: 'DECLINE', note: '超出服务范围' });
    expect((await okData<Page<ApplyRow>>(w, 'GET', `${BASE}/apply/mine`, w.userB)).list.map((a) => a.status)).toEqual(['BACK']);
    expect((await okData<Page<ApplyRow>>(w, 'GET', `${BASE}/apply/received`, w.service)).total).toBe(2);
    expect((await call(w, 'GET', `${BASE}/apply/received`, w.userA)).body.statusCode).toBe(403);
    expect((await call(w, 'GET', `${BASE}/apply/list`, w.userA)).body.statusCode).toBe(403);
    expect(await okData(w, 'GET', `${BASE}/apply/counts`, w.admin)).toEqual({ TOAUDIT: 0, AUDITING: 0, PASS: 1, BACK: 1, total: 2 });
    const res = await w.t.app.inject({ method: 'POST', url: `${BASE}/apply/export`, headers: { ...w.t.sign(1, w.admin.token), host: 'localhost' }, payload: { status: 'PASS' } });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.getWorksheet('服务申请记录')!.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((r) => [r[2], r[6], r[10]])).toEqual([['杭州甲科技有限公司', '已完成', 4]]);
  });

  it('shows each organisation’s performance and the park’s statistics, counted from the records', async () => {
    expect((await call(w, 'GET', `${BASE}/stats/performance`, w.userA)).body.statusCode).toBe(403);
    const rows = await okData<Page<PerformanceItem>>(w, 'GET', `${BASE}/stats/performance?orderBy=rating&order=desc`, w.admin);
    expect(rows.list.find((o) => o.id === w.serviceOrg)).toMatchObject({ applies: 2, finished: 1, open: 0, completion: 50, rating: 4, ratings: 1 });
    const s = await okData<ServiceStatis>(w, 'GET', `${BASE}/stats/statis`, w.committee);
    expect(s.months).toHaveLength(12);
    expect(s.total).toMatchObject({ applies: 2, finished: 1, rating: 4 });
    expect(s.categories.find((c) => c.category === '财税咨询')).toMatchObject({ applies: 2, finished: 1 });
    expect(s.months.at(-1)).toMatchObject({ applies: 2 });
  });

  it('suspends an organisation with a reason: its products leave the list and take no application', async () => {
    const body = { categories: ['财税咨询'], qualification: '税务师事务所行政登记证书', intro: '园区财税服务机构', status: 'SUSPENDED' };
    expect((await call(w, 'POST', `${BASE}/org/save/${String(w.serviceOrg)}`, w.admin, body)).body.statusCode).toBe(400);
    await okData(w, 'POST', `${BASE}/org/save/${String(w.serviceOrg)}`, w.admin, { ...body, reason: '整改期间暂停' });
    expect((await okData<Page<PublicProduct>>(w, 'GET', `${BASE}/product/list`, w.userA)).total).toBe(0);
    expect((await call(w, 'POST', `${BASE}/apply/submit`, w.userB, application(productId))).body.statusCode).toBe(409);
    const org = await okData<OrgDetail>(w, 'GET', `${BASE}/org/detail/${String(w.serviceOrg)}`, w.admin);
    expect(org).toMatchObject({ status: 'SUSPENDED', statusLabel: '暂停服务', suspendReason: '整改期间暂停', categories: ['财税咨询'] });
    expect(org.users).toHaveLength(1);
    await okData(w, 'POST', `${BASE}/org/save/${String(w.serviceOrg)}`, w.admin, { ...body, status: 'ACTIVE' });
  });
});
