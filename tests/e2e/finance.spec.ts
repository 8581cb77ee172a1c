import { apiAt } from './support/api.js';
import { signIn } from './support/accounts.js';
import { phoneOf } from './support/phones.js';
import { sessionToken } from './support/session.js';
import { expect, test } from './support/test.js';

const OPERATOR = '13800000001';
const ORG_USER = '13800000003';
const BASE = '/api/dpboot/finance';

type Product = { id: number; institutionId: number; institutionName: string; amountMin: number; termMin: number };
type OrgRow = { orgId: number; orgName: string; grantedAmount: number };
type Bank = { institutionId: number; criteria: Array<{ key: string; value: number | null }> };

/** 1,350 万元: the kit's money format for whole 万元. */
const money = (wan: number) => `${wan.toLocaleString('en-US')} 万元`;

test.describe('a loan application through its steps', () => {
  test.setTimeout(90_000);

  test('an enterprise applies; the operator takes it up and grants it; the user sees each step, the amount shows by organisation and in a recomputed assessment', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const operator = await apiAt(request, await sessionToken(OPERATOR));
    const user = await apiAt(request, await sessionToken(ORG_USER));
    const me = await user.get<{ orgId: number }>('/api/dpboot/user/current');
    const earlier = await user.get<{ list: Array<{ orgName: string }> }>(`${BASE}/loan/mine?size=1`);
    const orgName = earlier.list[0]?.orgName ?? '杭州园区企业';
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const granted = 137;

    // A product the enterprise has no open application for (one open application per product).
    const { list: products } = await user.get<{ list: Product[] }>(`${BASE}/product/list?size=50`);
    let applied: { id: number; product: Product } | null = null;
    for (const product of products) {
      const answer = await user.send<{ id: number }>(`${BASE}/loan/apply`, {
        productId: product.id,
        orgName,
        contactName: '张伟',
        contactPhone: '13800000003',
        amount: Math.max(product.amountMin, 100),
        termMonths: product.termMin,
        purpose: '采购研发设备',
      });
      if (answer.statusCode === 200) {
        applied = { id: answer.data.id, product };
        break;
      }
    }
    expect(applied).not.toBeNull();
    const { id, product } = applied!;

    // A round of today, computed before the loan is granted.
    const round = await operator.post<{ id: number }>(`${BASE}/assess/round/save`, {
      name: `验收考核${String(Date.now()).slice(-6)}`,
      periodFrom: today,
      periodTo: today,
      criteria: [{ key: 'AMOUNT', weight: 100 }],
    });
    const amountOf = async () => {
      const { banks } = await operator.get<{ banks: Bank[] }>(`${BASE}/assess/result?roundId=${String(round.id)}`);
      return banks.find((b) => b.institutionId === product.institutionId)?.criteria.find((c) => c.key === 'AMOUNT')?.value ?? 0;
    };
    const before = await amountOf();
    const byOrg = async () => (await operator.get<{ list: OrgRow[] }>(`${BASE}/loan/by-org?size=100&search=${encodeURIComponent(orgName)}`)).list.find((r) => r.orgId === me.orgId);
    const ledgerBefore = (await byOrg())?.grantedAmount ?? 0;

    await signIn(page, ORG_USER);
    const detail = `/innoweb/user/audit/detail/${String(id)}`;
    await page.goto(detail);
    const steps = page.getByRole('region', { name: '办理进度' });
    await expect(steps).toContainText('提交申请');
    await expect(page.getByText('待处理').first()).toBeVisible();

    await operator.post(`${BASE}/loan/follow/${String(id)}`, { note: '已转客户经理对接，约定上门尽调' });
    await page.reload();
    await expect(steps).toContainText('已转客户经理对接，约定上门尽调');
    await expect(page.getByText('跟进中').first()).toBeVisible();

    await operator.post(`${BASE}/loan/grant/${String(id)}`, { amount: granted, grantedOn: today, note: '首期放款' });
    await page.reload();
    await expect(steps).toContainText(`放款完成（${money(granted)}）`);
    await expect(page.getByText('放款完成').first()).toBeVisible();

    await operator.post(`${BASE}/assess/round/compute/${String(round.id)}`, {});
    expect(await amountOf()).toBe(before + granted);
    expect((await byOrg())?.grantedAmount).toBe(ledgerBefore + granted);

    const desk = await phoneOf(browser, testInfo, OPERATOR);
    await desk.goto(`/innoweb/op/orgLoanRecord?search=${encodeURIComponent(orgName)}`);
    await expect(desk.getByText(money(ledgerBefore + granted)).first()).toBeVisible();
    await desk.goto(`/innoweb/op/bankAssesResult?roundId=${String(round.id)}`);
    await expect(desk.getByText(`${String(before + granted)} 万元`).first()).toBeVisible();
    await desk.context().close();
  });
});
