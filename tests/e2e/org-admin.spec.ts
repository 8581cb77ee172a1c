import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { orgFactory } from '../../server/db/seed/org-factory.js';
import { signedApi } from './support/api.js';
import { loginAs } from './support/accounts.js';

/**
 * The operators' organisation directory on a 375 px phone: search, filter, open a portrait, and
 * export what the filters select as an .xlsx named by the server.
 */

const OPERATOR = '13800000001';
/** The demo organisation the certified enterprise user 13800000003 (张伟) belongs to. */
const demoOrg = orgFactory(1).at(orgFactory(1).firstIndexOf('ORG'));

const parkToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** What the server counts for a search payload (the screen must say the same). */
async function countOf(
  page: Page,
  request: Parameters<typeof signedApi>[1],
  payload: Record<string, unknown>,
) {
  const api = await signedApi(page, request);
  return (await api.post<{ count: number }>('/api/parkboot/v2/org/countEsOrg', payload)).count;
}

const totalLine = (page: Page) => page.getByText(/^共 \d+ 条$/);
/** Opens a dropdown filter of the bar (by its title) and picks an option. */
async function pick(page: Page, title: string, option: string) {
  await page.locator('.adm-dropdown-item-title').filter({ hasText: title }).click();
  await page.locator('.adm-dropdown-popup').getByText(option, { exact: true }).click();
}
const cards = (page: Page) => page.getByRole('region', { name: '企业管理' }).locator('article');

test('search, filter, portrait and export of the organisation directory', async ({ page, request }) => {
  await loginAs(page, OPERATOR);
  await page.goto('/innoweb/op/orgManage');
  await expect(page.getByRole('search')).toBeVisible();
  const everything = await countOf(page, request, {});
  expect(everything).toBeGreaterThan(100);
  await expect(totalLine(page)).toHaveText(`共 ${everything} 条`);

  // Search by a credit code: exactly the demo organisation.
  const searchBox = page.getByRole('search').getByRole('searchbox');
  await searchBox.fill(demoOrg.credit_code.toLowerCase());
  await searchBox.press('Enter');
  await expect(totalLine(page)).toHaveText('共 1 条');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().getByRole('heading')).toHaveText(demoOrg.fullname);

  // A Chinese two-character search, narrowed by the type chips and the capital dropdown.
  await searchBox.fill('科技');
  await searchBox.press('Enter');
  const technology = await countOf(page, request, { search: '科技' });
  await expect(totalLine(page)).toHaveText(`共 ${technology} 条`);
  await page.getByRole('tablist', { name: '企业类型' }).getByRole('tab', { name: '企业', exact: true }).click();
  await pick(page, '注册资本', '1000-5000万元');
  const narrowed = await countOf(page, request, {
    search: '科技',
    orgtypes: ['ORG'],
    registercapitals: ['1000-5000'],
  });
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(technology);
  await expect(totalLine(page)).toHaveText(`共 ${narrowed} 条`);
  await expect(page).toHaveURL(/capital=1000-5000/);
  for (const card of await cards(page).all()) await expect(card).toContainText('科技');
  await page.screenshot({ path: test.info().outputPath('org-manage-375.png'), fullPage: false });

  // Export what the filters select: the server names the file, exceljs reads it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`企业名录-${parkToday().replaceAll('-', '')}.xlsx`);
  const file = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('企业名录')!;
  expect(sheet.getRow(1).getCell(1).value).toBe('企业名称');
  expect(sheet.rowCount).toBe(narrowed + 1);
  for (let row = 2; row <= sheet.rowCount; row++) {
    expect(String(sheet.getRow(row).getCell(1).value)).toContain('科技');
    expect(sheet.getRow(row).getCell(4).value).toBe('企业');
    const capital = Number(sheet.getRow(row).getCell(8).value);
    expect(capital >= 1000 && capital < 5000).toBe(true);
  }

  // The portrait of the demo organisation: sections, its linked user (masked), chart and map.
  await searchBox.fill(demoOrg.fullname);
  await searchBox.press('Enter');
  await pick(page, '1000-5000万元', '全部');
  await page.getByRole('tablist', { name: '企业类型' }).getByRole('tab', { name: '全部', exact: true }).click();
  await expect(totalLine(page)).toHaveText('共 1 条');
  await cards(page).first().getByRole('link', { name: demoOrg.fullname }).click();
  await expect(page).toHaveURL(/\/innoweb\/op\/orgPortrait\/\d+$/);
  await expect(page).toHaveTitle(/企业画像/);
  for (const section of ['基本信息', '经营信息', '关联用户（1）', '认证记录', '注册资本对比', '企业位置'])
    await expect(page.getByText(section, { exact: true })).toBeVisible();
  await expect(page.getByText(demoOrg.credit_code, { exact: true })).toBeVisible();
  await expect(page.getByText('138****0003')).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^注册资本对比：本企业 \d+(\.\d+)?万元，同产业平均/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: '企业位置，共 1 个位置' })).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('org-portrait-375.png'), fullPage: true });

  // On a wide screen the operations-centre menu lists the directory under 企业审核与管理.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: '企业管理', exact: true }).click();
  await expect(page).toHaveURL(/\/innoweb\/op\/orgManage$/);
  await expect(totalLine(page)).toHaveText(`共 ${everything} 条`);
  await page.screenshot({ path: test.info().outputPath('org-manage-1280.png') });
});

test('the directory is for operators only', async ({ page }) => {
  await loginAs(page, '13800000003');
  await page.goto('/innoweb/op/orgManage');
  await expect(page).toHaveURL(/\/innoweb\/403$/);
});
