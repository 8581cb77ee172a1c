import type { Locator, Page } from '@playwright/test';
import { USER_KINDS } from '../../common/user-admin/contract.js';
import { signIn } from './support/accounts.js';
import { apiAt } from './support/api.js';
import { sessionToken } from './support/session.js';
import { expect, test } from './support/test.js';

/*
 * A desktop operations list as an admin console draws it (src/ui/README.md, "A list on a desktop"):
 * one page at a time with the page size, the total and 跳至; a query form in a row (关键词, each
 * filter, 查询 / 重置). The phone's search bar and infinite list are the other specs'.
 */

const OPERATOR = '13800000001';
const pager = (page: Page) => page.getByRole('navigation', { name: '分页' });
const form = (page: Page) => page.getByRole('search', { name: '查询条件' });
/** The names in the table's first column, top to bottom. */
const namesOf = (table: Locator) => table.locator('tbody tr td:first-child').allTextContents();

test.describe('operations lists on a 1440 px desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('a table pages (size, numbers, 跳至) and is narrowed through the query form in a row', async ({ page, request }) => {
    const api = await apiAt(request, await sessionToken(OPERATOR));
    const all = await api.get<{ total: number }>('/api/dpboot/user/manage/list?pagenum=1&size=1');
    const operators = await api.get<{ total: number }>('/api/dpboot/user/manage/list?pagenum=1&size=1&kind=OPERATOR');
    expect(all.total).toBeGreaterThan(30);

    await signIn(page, OPERATOR);
    await page.goto('/innoweb/op/userManage');
    const table = page.getByRole('table', { name: '用户管理' });
    await expect(table.locator('tbody tr')).toHaveCount(20);
    await expect(pager(page)).toContainText(`共 ${String(all.total)} 条`);
    await expect(pager(page).getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    const first = await namesOf(table);

    // 10 条/页: ten rows, more pages, back at page 1; the URL keeps it.
    await pager(page).getByRole('combobox', { name: '每页条数' }).selectOption('10');
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await expect(page).toHaveURL(/pageSize=10/);
    await expect.poll(() => namesOf(table)).toEqual(first.slice(0, 10));

    // 跳至 3: rows 21–30 of the same order (the first page of 20 held 1–20).
    await pager(page).getByLabel('跳至页码').fill('3');
    await pager(page).getByLabel('跳至页码').press('Enter');
    await expect(page).toHaveURL(/page=3/);
    await expect(pager(page).getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    const third = await api.get<{ list: { name: string }[] }>('/api/dpboot/user/manage/list?pagenum=3&size=10');
    await expect.poll(() => namesOf(table)).toEqual(third.list.map((user) => user.name));
    await pager(page).getByRole('button', { name: '下一页' }).click();
    await expect(pager(page).getByRole('button', { name: '第 4 页' })).toHaveAttribute('aria-current', 'page');
    // A reload keeps the page and its size.
    await page.reload();
    await expect(pager(page).getByRole('button', { name: '第 4 页' })).toHaveAttribute('aria-current', 'page');
    await expect(pager(page).getByRole('combobox', { name: '每页条数' })).toHaveValue('10');

    // The query form in a row: fields beside each other, nothing asked until 查询, then page 1.
    const keyword = form(page).getByLabel('关键词');
    const kind = form(page).getByLabel('角色');
    const [keywordBox, kindBox] = [await keyword.boundingBox(), await kind.boundingBox()];
    const middle = (box: { y: number; height: number } | null) => box!.y + box!.height / 2;
    expect(Math.abs(middle(keywordBox) - middle(kindBox))).toBeLessThan(4);
    expect(kindBox!.x).toBeGreaterThan(keywordBox!.x + keywordBox!.width);
    await kind.selectOption({ label: USER_KINDS.OPERATOR });
    await expect(page).not.toHaveURL(/kind=/);
    await form(page).getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/kind=OPERATOR/);
    await expect(page).not.toHaveURL(/page=4/);
    await expect(pager(page)).toContainText(`共 ${String(operators.total)} 条`);
    await expect(pager(page).getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    // The keyword as well: one operator found by the phone, Enter in the field asks.
    await keyword.fill(OPERATOR);
    await keyword.press('Enter');
    await expect(pager(page)).toContainText('共 1 条');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr')).toContainText(USER_KINDS.OPERATOR);
    await page.screenshot({ path: test.info().outputPath('op-user-paged-1440.png') });

    // 重置: every field empty, the whole list again.
    await form(page).getByRole('button', { name: '重置' }).click();
    await expect(pager(page)).toContainText(`共 ${String(all.total)} 条`);
    await expect(keyword).toHaveValue('');
    await expect(kind).toHaveValue('');
    await expect(page).not.toHaveURL(/kind=|search=/);
  });
});

test.describe('the park settings on a 1440 px desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('are a desktop form: labels beside the fields, 保存 at its own width under them, no back arrow on any section', async ({ page }) => {
    await signIn(page, OPERATOR);
    await page.goto('/innoweb/op/setting/basic');
    const name = page.getByRole('textbox', { name: '园区全称' });
    await expect(name).toBeVisible();
    const label = page.locator('.adm-form-item-label', { hasText: '园区全称' });
    const [labelBox, fieldBox] = [await label.boundingBox(), await name.boundingBox()];
    expect(labelBox!.x + labelBox!.width).toBeLessThanOrEqual(fieldBox!.x);
    expect(Math.abs(labelBox!.y - fieldBox!.y)).toBeLessThan(20);
    expect(fieldBox!.width).toBeLessThanOrEqual(560);
    const save = await page.getByRole('button', { name: '保存' }).boundingBox();
    expect(save!.width).toBeLessThan(200);
    expect(Math.abs(save!.x - fieldBox!.x)).toBeLessThan(16);
    await expect(page.locator('button[aria-label="返回"]')).toBeHidden();
    await page.getByRole('tab', { name: '门户入口' }).click();
    await expect(page).toHaveURL(/\/op\/setting\/portal$/);
    await expect(page.getByText('门户首页按下面的顺序显示打开的入口', { exact: false })).toBeVisible();
    await expect(page.locator('button[aria-label="返回"]')).toBeHidden();
  });
});
