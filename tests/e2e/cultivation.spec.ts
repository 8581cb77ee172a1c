import type { BrowserContext } from '@playwright/test';
import type { CultivationEvaluation, CultivationLibrary } from '../../common/cultivation/contract.js';
import { loginAs } from './support/accounts.js';
import { signedApi } from './support/api.js';
import { expect, test } from './support/test.js';

const OPERATOR = '13800000001';
const tokenOf = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name.endsWith('_token'))?.value;

test.describe('enterprise cultivation', () => {
  test.setTimeout(180_000);

  test('raising an enterprise’s R&D expense moves it up a tier on the library, with the new gap', async ({ page, context, request }) => {
    await loginAs(page, OPERATOR);
    await page.goto('/innoweb/cultivation/all');
    await expect(page.getByLabel('培育梯度').getByText('创新型中小企业')).toBeVisible();

    // An enterprise below the first tier whose R&D ratio alone can close its gap (found through the API).
    const api = await signedApi(page, request, 1, await tokenOf(context));
    const near = await api.get<CultivationLibrary>('/api/dpboot/cultivation/library?tierId=0&gap=near&size=50&sysid=1');
    let target: { id: number; name: string; revenue: number } | null = null;
    for (const item of near.list) {
      const e = await api.get<CultivationEvaluation>(`/api/dpboot/cultivation/evaluation?orgId=${String(item.orgId)}&sysid=1`);
      const rd = e.tiers[0]!.criteria.find((c) => c.metric === 'rdRatio');
      const revenue = e.figures.find((f) => f.key === 'revenue')?.value ?? null;
      if (rd && revenue && e.next && rd.maxPoints - rd.points >= e.next.deficit && e.next.unmet === 0) {
        target = { id: item.orgId, name: item.name, revenue };
        break;
      }
    }
    expect(target, 'a seeded enterprise just short of 创新型中小企业').not.toBeNull();
    const { id, name, revenue } = target!;

    await page.goto(`/innoweb/cultivation/library?search=${encodeURIComponent(name)}`);
    const card = page.locator('article', { hasText: name });
    await expect(card.getByText('未达到梯度')).toBeVisible();
    await expect(card.getByTestId('library-gap')).toContainText('还差');

    // The operator enters a higher 研发费用 on the enterprise's evaluation.
    await page.goto(`/innoweb/cultivation/detail?orgId=${String(id)}`);
    await expect(page.getByTestId('reached-tier')).toHaveText('已达梯度：尚未达到任何梯度');
    const input = page.getByRole('textbox', { name: '研发费用', exact: true });
    await input.fill(String(Math.ceil(revenue * 0.08)));
    await page.getByRole('button', { name: '保存并重新评价' }).click();
    await expect(page.getByTestId('reached-tier')).toHaveText('已达梯度：创新型中小企业');

    await page.goto(`/innoweb/cultivation/library?search=${encodeURIComponent(name)}`);
    await expect(card.getByText('创新型中小企业', { exact: true })).toBeVisible();
    await expect(card.getByText('专精特新中小企业')).toBeVisible();
    await expect(card.getByTestId('library-gap')).not.toHaveText(/^$/);
  });
});
