import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { signIn } from './support/accounts.js';
import { expect, test } from './support/test.js';

const OPERATOR = '13800000001';

/** A score as the screens print it ("45.3分"), in hundredths so sums are exact. */
const hundredthsOf = (text: string) => {
  const match = /-?\d+(\.\d+)?/.exec(text);
  if (!match) throw new Error(`no number in ${JSON.stringify(text)}`);
  return Math.round(Number(match[0]) * 100);
};
const rankOf = (text: string) => Number(/第(\d+)名/.exec(text)?.[1] ?? NaN);

async function settledText(locator: Locator): Promise<string> {
  await expect(locator).toHaveText(/\d/);
  return (await locator.innerText()).trim();
}

/** The portrait's total and rank, once drawn; and the weighted points of its breakdown (each dimension opened), added up. */
async function readPortrait(page: Page) {
  const total = hundredthsOf(await settledText(page.getByTestId('portrait-total')));
  const rank = rankOf(await settledText(page.getByTestId('portrait-rank')));
  for (const dimension of ['技术创新', '成长经营', '特色指标']) {
    await page.locator('.adm-collapse-panel-header', { hasText: `${dimension}（` }).click();
    await expect(page.getByRole('list', { name: `${dimension}逐项得分` })).toBeVisible();
  }
  const weighted = await page
    .getByTestId('indicator-weighted')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-value') ?? ''));
  const breakdown = weighted.reduce((sum, value) => sum + Math.round(Number(value) * 100), 0);
  return { total, rank, breakdown, indicators: weighted.length };
}

test.describe('innovation score: ranking, portrait and simulation', () => {
  test.setTimeout(180_000);

  test('an operator filters the ranking by stage, reads a portrait whose breakdown adds up, simulates a higher R&D expense instantly, and nothing is saved', async ({
    page,
  }) => {
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/integral/')) posted.push(request.url());
    });
    await signIn(page, OPERATOR);
    await page.goto('/innoweb/op/integral/list');
    const list = page.getByRole('region', { name: '创新积分排名' });
    const cards = list.locator('article');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText(/按\d{4}年度指标体系第\d+版计分/)).toBeVisible();

    // Only 成长期 enterprises once the stage is chosen.
    await page.getByRole('tablist', { name: '阶段' }).getByRole('tab', { name: '成长期' }).click();
    await expect(page).toHaveURL(/stage=GROWTH/);
    await expect
      .poll(async () => {
        const texts = await cards.allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.includes('成长期') && !/初创期|成熟期/.test(text));
      })
      .toBe(true);

    // One from the middle of the first page (its neighbours are close, so its rank can move): its
    // name, total and rank on the list.
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(10);
    const first = cards.nth(9);
    const name = (await first.getByRole('link').innerText()).trim();
    const listed = await first.innerText();
    const listedTotal = hundredthsOf(/总分\s*([\d.]+)分/.exec(listed)?.[1] ?? '');
    const listedRank = rankOf(listed);
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/innoweb\/integral\/portrait\/\d+/);
    const portraitUrl = page.url();

    // The portrait: the same total and rank, and its breakdown adds up to the total.
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const portrait = await readPortrait(page);
    expect(portrait.total).toBe(listedTotal);
    expect(portrait.rank).toBe(listedRank);
    expect(portrait.indicators).toBeGreaterThanOrEqual(18);
    expect(portrait.breakdown).toBe(portrait.total);
    await expect(page.getByRole('list', { name: '技术创新逐项得分' }).getByRole('listitem', { name: '研发费用总额' })).toBeVisible();

    // The simulation starts from the same score.
    await page.getByRole('button', { name: '模拟测算' }).click();
    await expect(page).toHaveURL(/\/innoweb\/integral\/simulate\/\d+/);
    await expect(page.getByRole('note')).toHaveText(/不保存任何数据/);
    const simulatedTotal = page.getByTestId('simulated-total');
    const simulatedRank = page.getByTestId('simulated-rank');
    const rankMove = page.getByTestId('rank-move');
    await expect.poll(async () => hundredthsOf(await settledText(simulatedTotal))).toBe(portrait.total);
    await expect(rankMove).toHaveText('名次不变');

    // A much larger R&D expense: its band changes, the total and rank follow at once.
    const rd = page.getByLabel('研发费用（万元）');
    const approved = await rd.inputValue();
    const raised = approved === '' || Number(approved) <= 3000 ? '5000' : '50';
    await rd.fill(raised);
    const changes = page.getByRole('region', { name: '变化的指标' });
    const rdChange = changes.getByRole('listitem', { name: '研发费用总额' });
    await expect(rdChange).toBeVisible();
    await expect(rdChange.getByText('档位变化')).toBeVisible();
    await expect(rdChange).toContainText(raised === '5000' ? '>3000万元' : '0–100万元');
    const newTotal = hundredthsOf(await settledText(simulatedTotal));
    expect(newTotal).not.toBe(portrait.total);
    expect(raised === '5000' ? newTotal > portrait.total : newTotal < portrait.total).toBe(true);
    const newRank = rankOf(await settledText(simulatedRank));
    const move = portrait.rank - newRank;
    await expect(rankMove).toHaveText(move > 0 ? `上升${move}名` : move < 0 ? `下降${-move}名` : '名次不变');
    if (raised === '5000') expect(newRank).toBeLessThan(portrait.rank);
    // The new breakdown adds up to the new total as well.
    const simulatedBreakdown = await page
      .getByTestId('weighted')
      .evaluateAll((cells) => cells.reduce((sum, cell) => sum + Math.round(Number(cell.getAttribute('data-value')) * 100), 0));
    expect(simulatedBreakdown).toBe(newTotal);
    // All of it computed in the page: nothing was sent.
    expect(posted).toEqual([]);
    // The server, asked about the same figures, agrees (and saves nothing either).
    await page.getByRole('button', { name: '服务器核算' }).click();
    await expect(page.getByRole('status').filter({ hasText: '服务器核算' })).toContainText('与本页一致');
    expect(posted.map((url) => new URL(url).pathname)).toEqual([expect.stringMatching(/\/integral\/simulate\/\d+$/)]);

    // 恢复 puts the approved figures back.
    await page.getByRole('button', { name: '恢复' }).click();
    await expect(rd).toHaveValue(approved);
    await expect.poll(async () => hundredthsOf(await settledText(simulatedTotal))).toBe(portrait.total);

    // Another change, then leave: the portrait, read again from the server, still has the old score.
    await rd.fill(raised);
    await expect.poll(async () => hundredthsOf(await settledText(simulatedTotal))).toBe(newTotal);
    await page.locator('button[aria-label="返回"]').click();
    await expect(page).toHaveURL(portraitUrl);
    await page.reload();
    const after = await readPortrait(page);
    expect([after.total, after.rank]).toEqual([portrait.total, portrait.rank]);
    // So does the ranking, searched by the enterprise's name.
    await page.goto(`/innoweb/op/integral/list?search=${encodeURIComponent(name)}`);
    const found = cards.filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(found).toHaveCount(1);
    const again = await found.innerText();
    expect([hundredthsOf(/总分\s*([\d.]+)分/.exec(again)?.[1] ?? ''), rankOf(again)]).toEqual([listedTotal, listedRank]);
    // The one write-shaped request was the check above.
    expect(posted).toHaveLength(1);

    // 导出: the 成熟期 ranking as .xlsx, in the list's order. (In this test rather than one of its
    // own: every login of the suite counts against the one address the browsers share.)
    await page.goto('/innoweb/op/integral/list?stage=MATURE');
    await expect(cards.first()).toContainText('成熟期');
    const firstName = (await cards.first().getByRole('link').innerText()).trim();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^创新积分排名-\d{4}年度-\d{8}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await file.path());
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]?.slice(0, 6)).toEqual(['名次', '企业名称', '行业', '园区', '阶段', '总分']);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((row) => row[4] === '成熟期')).toBe(true);
    expect(rows[1]?.[1]).toBe(firstName);
  });

});
