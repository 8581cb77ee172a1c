import type { Page } from '@playwright/test';
import { signIn } from './support/accounts.js';
import { answerDialog, dialogOf } from './support/dialogs.js';
import { ownServerOfDescribe } from './support/own-server.js';
import { expect, test } from './support/test.js';

/**
 * The innovation score's operator screens at 375 px: the park's distribution (/op/integral/analyse
 * and /integral/analysis) on the seeded scores, and the indicator system (/integral/indicator):
 * a weight change refused while a stage's weights do not add up to 100, then saved as a new version
 * that is computed in the background — on a server of the spec's own, so that no other spec's
 * scores change under it.
 */

const ADMIN = '13800000001';

/** The counts of the histogram, read from its accessible summary: 0–10 3家，10–20 8家… */
async function histogramCounts(page: Page): Promise<number[]> {
  const summary = await page
    .getByRole('img', { name: /^各分数段企业数（每10分一档）：/ })
    .getAttribute('aria-label');
  return [...(summary ?? '').matchAll(/\d+–\d+ (\d+)家/g)].map((m) => Number(m[1]));
}

test.describe('innovation score: analysis and indicator system', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an operator reads the park’s distribution of a year: figures, histogram, dimensions, industries', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto('/innoweb/op/integral/analyse');
    const count = page.getByTestId('integral-count');
    await expect(count).toHaveText(/^[1-9]\d* 家$/);
    const scored = Number((await count.innerText()).replace(/\D/g, ''));
    const latest = await page.getByText(/^\d{4}年度园区创新积分$/).innerText();

    // Every scored enterprise is in one bucket of the histogram, ten buckets of 10 points.
    const counts = await histogramCounts(page);
    expect(counts).toHaveLength(10);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(scored);
    for (const dimension of ['TECH', 'GROWTH', 'FEATURE'])
      await expect(page.getByTestId(`integral-dimension-${dimension}`)).toHaveText(/^\d+(\.\d+)?$/);
    await expect(page.getByText(/技术创新（满分\d/)).toBeVisible();
    await expect(page.getByText('初创期企业')).toBeVisible();
    await expect(
      page.getByRole('list', { name: '各行业创新积分' }).getByRole('listitem').first(),
    ).toContainText(/\d+ 家 · 平均 [\d.]+ 分/);

    // The year before: its own figures under its own heading.
    const previous = `${String(Number(latest.slice(0, 4)) - 1)}年`;
    await page.getByText(previous, { exact: true }).click();
    await expect(page.getByText(`${previous}度园区创新积分`)).toBeVisible();
    await expect(count).toHaveText(/^[1-9]\d* 家$/);
    const before = Number((await count.innerText()).replace(/\D/g, ''));
    expect((await histogramCounts(page)).reduce((a, b) => a + b, 0)).toBe(before);

    // The same screen outside the operations menu.
    await page.goto('/innoweb/integral/analysis');
    await expect(page.getByText(latest)).toBeVisible();
    await expect(count).toHaveText(`${String(scored)} 家`);
  });

  test.describe('the indicator system', () => {
    test.describe.configure({ mode: 'serial' });
    const own = ownServerOfDescribe();

    test('a weight change that leaves a stage off 100% is refused; one that keeps 100% saves a new version, computed to 已完成', async ({
      page,
    }) => {
      await signIn(page, ADMIN, own.url);
      await page.goto(`${own.url}/innoweb/integral/indicator`);
      const versions = page.getByTestId('integral-version');
      // The seeded last year has two versions, the second in use.
      await expect(versions).toHaveCount(2);
      await expect(versions.first()).toContainText('第2版');
      await expect(versions.first()).toContainText('已完成');
      await expect(versions.first()).toContainText('生效中');
      await expect(page.getByRole('listitem', { name: '研发费用总额' })).toContainText('初创 6%');

      await page.getByRole('button', { name: '修改指标体系' }).click();
      const rdExpense = page.getByRole('textbox', { name: '研发费用总额初创期权重' });
      await expect(rdExpense).toHaveValue('6');
      await rdExpense.fill('7');
      await expect(page.getByTestId('integral-weight-total-STARTUP')).toHaveText('101%');
      const problem = page.getByRole('alert').filter({ hasText: '初创期的权重合计为101%，应为100%' });
      await expect(problem).toBeVisible();

      // Refused in the browser: no confirmation, nothing sent, still two versions.
      let saves = 0;
      page.on('request', (r) => {
        if (r.url().includes('/integral/system/save')) saves += 1;
      });
      await page.getByRole('button', { name: '保存为新版本' }).click();
      await expect(problem).toBeInViewport();
      await expect(dialogOf(page)).toHaveCount(0);
      expect(saves).toBe(0);
      await expect(versions).toHaveCount(2);

      // Taking the point from another indicator of the stage makes it add up again.
      await page.getByRole('textbox', { name: '研发费用占营业收入比例初创期权重' }).fill('9');
      await expect(page.getByTestId('integral-weight-total-STARTUP')).toHaveText('100%');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.getByRole('textbox', { name: '修改说明' }).fill('初创期更看重研发投入总额');
      await page.getByRole('button', { name: '保存为新版本' }).click();
      await expect(dialogOf(page)).toContainText('保存将生成新版本并重新计算全园区积分');
      await answerDialog(page, '保存');

      // The new version is listed first, computed in the background until 已完成, then in use.
      await expect(versions).toHaveCount(3);
      const third = versions.first();
      await expect(third).toContainText('第3版');
      await expect(third).toContainText('初创期更看重研发投入总额');
      await expect(third).toContainText('修改自第2版');
      await expect(third).toContainText('已完成', { timeout: 60_000 });
      await expect(third).toContainText('生效中');
      await expect(third).toContainText(/计分企业 [1-9]\d* 家/);
      await expect(versions.nth(1)).not.toContainText('生效中');
      await expect(page.getByRole('listitem', { name: '研发费用总额' })).toContainText('初创 7%');
      await expect(page.getByRole('listitem', { name: '研发费用占营业收入比例' })).toContainText('初创 9%');
      expect(saves).toBe(1);

      // The year before keeps its one version.
      await page
        .getByText(/^\d{4}年$/)
        .last()
        .click();
      await expect(versions).toHaveCount(1);
      await expect(versions.first()).toContainText('第1版');
    });
  });
});
