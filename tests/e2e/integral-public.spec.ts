import type { Locator, Page } from '@playwright/test';
import { signIn } from './support/accounts.js';
import { expect, test } from './support/test.js';

const ORG_USER = '13800000003';
const INDIVIDUAL = '13800000005';

/** A score as the screen prints it (12.34), in hundredths, so sums are exact. */
const cents = (text: string) => {
  const match = /-?\d+(\.\d+)?/.exec(text.replace(/,/g, ''));
  expect(match, `a score in “${text}”`).not.toBeNull();
  return Math.round(Number(match![0]) * 100);
};
const centsOf = async (locator: Locator) => (await locator.allInnerTexts()).map(cents);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Opens a collapsed panel of the card titled `card` by its header text. */
async function openPanel(page: Page, card: string, header: string): Promise<void> {
  const panel = page.locator('.adm-card').filter({ has: page.getByText(card, { exact: true }) }).locator('.adm-collapse-panel-header', { hasText: header });
  await panel.click();
}

test.describe('innovation score, public side', () => {
  test.setTimeout(120_000);

  test('a visitor reads how the score is computed and the top list, and finds an enterprise with its score', async ({ page }) => {
    await page.goto('/innoweb/info/integral/index');
    await expect(page.getByText('什么是创新积分')).toBeVisible();
    await expect(page.getByText(/总分（满分100分）= Σ 指标得分 × 所在阶段的权重 ÷ 100/)).toBeVisible();

    // The stage rule with the version's thresholds, and each dimension's indicators with their rules.
    const stages = page.getByRole('definition').filter({ hasText: '成立不满3年，且营业收入低于2,000万元' });
    await expect(stages).toBeVisible();
    await openPanel(page, '指标与计分规则（18项）', '技术创新');
    const tech = page.getByRole('list', { name: '技术创新指标' });
    await expect(tech.getByText('研发费用总额（万元）')).toBeVisible();
    await expect(page.getByRole('list', { name: '有效发明专利数计分规则' })).toHaveText('每件10分，最高100分');
    await expect(page.getByRole('list', { name: '研发费用总额计分规则' }).getByRole('listitem')).toHaveCount(6);
    await expect(tech.getByText('取值：研发费用 ÷ 营业收入 × 100%')).toBeVisible();
    await expect(tech.getByText('权重：初创期6% · 成长期7% · 成熟期8%')).toBeVisible();

    // The top list: ten enterprises, ranked, their totals falling.
    const top = page.getByRole('list', { name: /^\d{4}年度积分排行$/ }).getByRole('listitem');
    await expect(top).toHaveCount(10);
    const labels = await top.evaluateAll((items) => items.map((i) => i.getAttribute('aria-label') ?? ''));
    const totals = labels.map((l) => cents(/ (\d+\.\d{2})分$/.exec(l)![1]!));
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
    expect(labels[0]).toMatch(/^第1名 /);

    // The third of the list, searched by a part of its name: the same total and rank.
    const third = labels[2]!;
    const [, rank, name, total] = /^第(\d+)名 (.+) (\d+\.\d{2})分$/.exec(third)!;
    await page.getByPlaceholder('输入企业名称').fill(name!);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    const found = page.getByRole('list', { name: '查询结果' }).getByRole('listitem', { name: third });
    await expect(found).toBeVisible();
    await expect(found).toContainText(`园区第${rank!}名 / 共`);
    await expect(found).toContainText(`${total!}分`);
  });

  test('the demo enterprise opens its portrait: the total, the rank, the dimensions, a breakdown that adds up', async ({ page }) => {
    await signIn(page, ORG_USER);
    await page.goto('/innoweb/info/integral/portrait');
    const totalText = page.getByTestId('portrait-total');
    await expect(totalText).toHaveText(/^\d+\.\d{2}$/);
    const total = cents(await totalText.innerText());
    await expect(page.getByTestId('portrait-rank')).toHaveText(/^第\d+名$/);
    await expect(page.getByTestId('portrait-percentile')).toHaveText(/^\d+(\.\d)?%$/);

    // The three dimensions add up to the total.
    const dimensions = page.getByRole('list', { name: '各维度得分' }).getByRole('listitem');
    await expect(dimensions).toHaveCount(3);
    await expect(dimensions).toHaveText([/^技术创新/, /^成长经营/, /^特色指标/]);
    const dimensionScores = await centsOf(page.getByTestId('dimension-score'));
    expect(sum(dimensionScores)).toBe(total);

    // Each dimension's indicators add up to the dimension, and all of them to the total.
    const all: number[] = [];
    for (const [index, dimension] of ['技术创新', '成长经营', '特色指标'].entries()) {
      await openPanel(page, '逐项明细', dimension);
      const items = page.getByRole('list', { name: `${dimension}逐项得分` });
      await expect(items.getByRole('listitem').first()).toBeVisible();
      const weighted = await centsOf(items.getByTestId('indicator-weighted'));
      expect(sum(weighted), `${dimension}的逐项之和`).toBe(dimensionScores[index]);
      all.push(...weighted);
    }
    expect(all).toHaveLength(18);
    expect(sum(all)).toBe(total);
    // Every indicator shows how its points were earned, or why it scored nothing.
    await expect(page.getByText(/^得分 [\d.]+分 × 权重 [\d.]+% = 加权 \d+\.\d{2}分$/)).toHaveCount(18);
    await expect(page.getByTestId('portrait-sum')).toContainText(`= 总分 ${(total / 100).toFixed(2)}分`);

    // The public search finds the same enterprise with the same total.
    const name = await page.getByRole('heading', { level: 2 }).first().innerText();
    await page.goto('/innoweb/info/integral/index');
    await page.getByPlaceholder('输入企业名称').fill(name);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(page.getByRole('list', { name: '查询结果' }).getByRole('listitem').first()).toHaveAccessibleName(
      new RegExp(` ${name} ${(total / 100).toFixed(2)}分$`),
    );
  });

  test('a person without a certified enterprise reads the server’s reason and the ways to one', async ({ page }) => {
    await signIn(page, INDIVIDUAL);
    await page.goto('/innoweb/info/integral/portrait');
    await expect(page.getByRole('alert')).toHaveText('仅认证企业的用户可以查看本企业的创新积分，请先完成企业认证');
    await expect(page.getByRole('button', { name: '去认证' })).toBeVisible();
    await page.getByRole('button', { name: '去关联' }).click();
    await expect(page).toHaveURL(/\/innoweb\/regist\/org$/);
  });
});
