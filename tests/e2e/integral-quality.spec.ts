import { loginAs } from './support/accounts.js';
import { expect, test } from './support/test.js';

/**
 * What the innovation score is used for, on the seeded parks, at 375 px, with one login: the
 * reserve pool (enterprises under the park's threshold, each with its gap and the band moves that
 * would close it), the quality directory (only enterprises at or above the threshold) and an
 * achievement entered by the operator, which the list and its totals then show.
 */

const ADMIN = '13800000001';

/** Hundredths of the first number of a text ("差8.5分" → 850), so sums are exact. */
const hundredthsOf = (text: string) => {
  const match = /-?\d+(\.\d+)?/.exec(text);
  if (!match) throw new Error(`no number in ${JSON.stringify(text)}`);
  return Math.round(Number(match[0]) * 100);
};

test.describe('innovation score: directory, reserve pool and achievements', () => {
  test.setTimeout(180_000);

  test('the reserve pool shows gaps and moves under the line, the directory lists only enterprises at or above it, and an entered loan is counted', async ({
    page,
  }) => {
    await loginAs(page, ADMIN);

    // 后备库: the seeded default park draws a score line for its last year.
    await page.goto('/innoweb/op/integral/orgreserve');
    const threshold = page.getByTestId('quality-threshold');
    await expect(threshold).toContainText(/总分不低于[\d.]+分/);
    const line = hundredthsOf(/总分不低于([\d.]+)分/.exec(await threshold.innerText())?.[1] ?? '');
    const pool = page.getByRole('region', { name: '优质企业后备库' }).locator('article');
    await expect(pool.first()).toBeVisible();
    await expect.poll(() => pool.count()).toBeGreaterThanOrEqual(3);
    for (const card of (await pool.all()).slice(0, 3)) {
      const text = await card.innerText();
      const total = hundredthsOf(/总分\s*([\d.]+)分/.exec(text)?.[1] ?? '');
      const gap = hundredthsOf(/差([\d.]+)分/.exec(text)?.[1] ?? '');
      // Under the line by its gap, within the default window of 10 points.
      expect(total + gap).toBe(line);
      expect(gap).toBeGreaterThan(0);
      expect(gap).toBeLessThanOrEqual(1000);
      // Its moves, the largest gain first.
      const moves = card.getByRole('list', { name: /的建议提升$/ }).getByRole('listitem');
      await expect(moves.first()).toContainText(/→.*，\+[\d.]+分/);
      const gains = (await moves.allInnerTexts()).filter((t) => /，\+[\d.]+分/.test(t)).map((t) => hundredthsOf(/，\+([\d.]+)分/.exec(t)?.[1] ?? ''));
      expect(gains).toEqual([...gains].sort((a, b) => b - a));
    }
    // A wider window holds at least as many.
    await page.getByRole('tablist', { name: '分差范围' }).getByRole('tab', { name: '20分以内' }).click();
    await expect(page).toHaveURL(/gap=20/);
    await expect(page.getByText(/后备库：总分低于门槛20分以内的企业/)).toBeVisible();

    // 优质企业名录: every total at or above the same line.
    await page.goto('/innoweb/info/integral/dir');
    await expect(page.getByTestId('dir-basis')).toContainText(/总分不低于[\d.]+分/);
    const listed = page.getByRole('region', { name: '优质企业名录' }).locator('article');
    await expect(listed.first()).toBeVisible();
    const totals = (await listed.allInnerTexts()).map((t) => hundredthsOf(/总分\s*([\d.]+)分/.exec(t)?.[1] ?? ''));
    expect(totals.length).toBeGreaterThan(0);
    expect(totals.every((t) => t >= line)).toBe(true);
    const name = (await listed.first().getByRole('link').innerText()).trim();
    // Its card: the same total, and the enterprise's public facts.
    await listed.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/innoweb\/info\/integral\/dir\/info\/\d+/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    expect(hundredthsOf(await page.getByTestId('dir-total').innerText())).toBe(totals[0]);
    await expect(page.getByText('统一社会信用代码')).toBeVisible();

    // 积分应用成果: a loan entered for that enterprise heads the list, and the totals count it.
    await page.goto('/innoweb/integral/achievements');
    const count = page.getByTestId('achievement-count');
    const amount = page.getByTestId('achievement-amount');
    await expect(count).toHaveText(/^\d+项$/);
    await expect(amount).toHaveText(/万元$/);
    const countBefore = Number((await count.innerText()).replace(/\D/g, ''));
    const amountBefore = hundredthsOf(await amount.innerText());
    await page.getByRole('button', { name: '登记' }).click();
    const form = page.locator('.adm-popup-body');
    await form.getByRole('searchbox').fill(name.slice(0, 8));
    await form.getByRole('button', { name: '查询' }).click();
    await form.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(form.getByRole('button', { name: '重新选择' })).toBeVisible();
    await form.getByRole('textbox', { name: '金额' }).fill('321');
    await form.getByRole('textbox', { name: '备注' }).fill('杭州银行科技支行创新积分贷，期限1年');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toBeHidden();
    const rows = page.getByRole('region', { name: '积分应用成果' }).locator('article');
    await expect(rows.first()).toContainText(name);
    await expect(rows.first()).toContainText('321万元');
    await expect(rows.first()).toContainText('积分贷');
    await expect(count).toHaveText(`${String(countBefore + 1)}项`);
    await expect.poll(async () => hundredthsOf(await amount.innerText())).toBe(amountBefore + 32100);
  });
});
