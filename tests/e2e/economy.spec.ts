import { loginAs } from './support/accounts.js';
import { expect, test } from './support/test.js';

const OPERATOR = '13800000001';

test.describe('economic targets', () => {
  test.setTimeout(120_000);

  test('entering an area’s missing month moves the 总产值 completion and its chart to that month', async ({
    page,
  }) => {
    await loginAs(page, OPERATOR);
    await page.goto('/innoweb/op/economyTarget/gszcz');
    const completion = page.getByTestId('economy-completion');
    await expect(completion).toHaveText(/%$/);
    const before = await completion.textContent();
    // The seeded park has one area that has not reported the latest month: the total stops a month earlier.
    await expect(page.getByText(/月已有 3\/4 个片区报送/)).toBeVisible();
    const cumulativeLabel = page.getByText(/^累计（1–\d+月）$/);
    const stoppedAt = Number(/1–(\d+)月/.exec((await cumulativeLabel.textContent()) ?? '')?.[1]);

    await page.goto('/innoweb/op/economyArea/input');
    await page.getByRole('option', { name: '规上工业总产值' }).click();
    const area = page.getByRole('listitem', { name: '白马湖生态创意城片区' });
    await expect(area.getByText('未报送')).toBeVisible();
    await area.getByRole('spinbutton', { name: '白马湖生态创意城片区累计值（万元）' }).fill('380000');
    await area.getByRole('button', { name: '保存' }).click();
    await expect(area.getByText('已报送')).toBeVisible();

    await page.goto('/innoweb/op/economyTarget/gszcz');
    await expect(page.getByText(`累计（1–${String(stoppedAt + 1)}月）`)).toBeVisible();
    await expect(completion).not.toHaveText(before ?? '');
    await expect(page.getByRole('img', { name: /规上工业总产值完成率与序时进度/ })).toBeVisible();
  });

  test('a cumulative below last month’s is refused until a note says why', async ({ page }) => {
    await loginAs(page, OPERATOR);
    await page.goto('/innoweb/op/economyArea/input');
    await page.getByRole('option', { name: '固定资产投资' }).click();
    const area = page.getByRole('listitem', { name: '白马湖生态创意城片区' });
    await area.getByRole('spinbutton', { name: '白马湖生态创意城片区累计值（万元）' }).fill('1');
    await area.getByRole('button', { name: '保存' }).click();
    await expect(area.getByRole('alert')).toContainText('请填写说明');
    await area.getByRole('textbox', { name: '白马湖生态创意城片区说明' }).fill('统计局反馈：核减退库项目');
    await area.getByRole('button', { name: '保存' }).click();
    await expect(area.getByText('已报送')).toBeVisible();
  });
});
