import { formatRating } from '../../common/service/rules.js';
import { apiAt } from './support/api.js';
import { signIn } from './support/accounts.js';
import { phoneOf } from './support/phones.js';
import { sessionToken } from './support/session.js';
import { expect, test } from './support/test.js';

const OPERATOR = '13800000001';
const ORG_USER = '13800000003';
/** A user of the demo service organisation. */
const SERVICE_USER = '13800000004';
const BASE = '/api/dpboot/service';

type Performance = { id: number; ratings: number; rating: number | null; lastRating: string };

test.describe('a service product from publication to its rating', () => {
  test.setTimeout(90_000);

  test('a service organisation publishes a product; the park approves it; an enterprise applies and rates the finished service; the rating shows in the park’s service portrait', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const operator = await apiAt(request, await sessionToken(OPERATOR));
    const provider = await apiAt(request, await sessionToken(SERVICE_USER));
    const enterprise = await apiAt(request, await sessionToken(ORG_USER));
    const title = `高企认定申报辅导${String(Date.now()).slice(-6)}`;

    const product = await provider.post<{ id: number; status: string }>(`${BASE}/product/save`, {
      title,
      category: '财税咨询',
      summary: '梳理研发费用归集与知识产权，辅导准备高新技术企业认定申报材料。',
      priceMode: '园区补贴',
      price: '园区补贴后 3,000 元',
      period: '30 个工作日',
      contactName: '李敏',
      contactPhone: SERVICE_USER,
    });
    expect(product.status).toBe('CHECK');
    expect((await operator.send(`${BASE}/product/approve/${String(product.id)}`, {})).statusCode).toBe(200);

    const applied = await enterprise.send<{ id: number }>(`${BASE}/apply/submit`, {
      productId: product.id,
      contactName: '张伟',
      contactPhone: ORG_USER,
      content: '今年拟申报高新技术企业，需要梳理近三年的研发费用。',
    });
    expect(applied.statusCode).toBe(200);
    const id = applied.data.id;
    for (const step of [{ step: 'ACCEPT' }, { step: 'FINISH', note: '已完成研发费用专项梳理，申报材料已交企业。' }])
      expect((await provider.send(`${BASE}/apply/step/${String(id)}`, step)).statusCode).toBe(200);

    const { providerId, providerName } = await enterprise.get<{ providerId: number; providerName: string }>(`${BASE}/apply/detail/${String(id)}`);
    const performance = async () =>
      (await operator.get<{ list: Performance[] }>(`${BASE}/stats/performance?size=50&search=${encodeURIComponent(providerName)}`)).list.find((r) => r.id === providerId)!;
    const before = await performance();

    await signIn(page, ORG_USER);
    await page.goto(`/innoweb/user/productApply?id=${String(id)}`);
    await expect(page.getByText('已交企业').first()).toBeVisible();
    await page.getByRole('button', { name: '评价服务' }).click();
    await page.getByText('★★★★ 满意', { exact: true }).click();
    await page.getByRole('textbox', { name: '评价' }).fill('梳理细致，材料一次通过形式审查。');
    await page.getByRole('button', { name: '提交评价' }).click();
    await expect(page.getByText('★★★★（4 星）')).toBeVisible();

    const after = await performance();
    expect(after.ratings).toBe(before.ratings + 1);
    expect(after.lastRating).not.toBe('');
    const desk = await phoneOf(browser, testInfo, OPERATOR);
    await desk.goto(`/innoweb/op/service/portrait?search=${encodeURIComponent(providerName)}`);
    await expect(desk.getByText(`${formatRating(after.rating)}（${String(after.ratings)} 条）`).first()).toBeVisible();
    await desk.context().close();
  });
});
