import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { OrgSearchPayload } from '../../common/org/contract.js';
import { orgFactory } from '../../server/db/seed/org-factory.js';
import { seedDay } from '../../server/db/seed/seed-day.js';
import { signedApi } from './support/api.js';
import { loginAs, signIn } from './support/accounts.js';
import { expect, test } from './support/test.js';

/**
 * The operators' organisation directory on a 375 px phone: search, filter, open a portrait, and
 * export what the filters select as an .xlsx named by the server. Each test reaches its screen
 * directly (the directory keeps its search and filters in the URL), so they run on their own.
 */

test.describe.configure({ mode: 'parallel' });

const OPERATOR = '13800000001';
/** The demo organisation the certified enterprise user 13800000003 (张伟) belongs to (its name and code do not depend on the seeding day). */
const demoOrg = orgFactory(1).at(orgFactory(1).firstIndexOf('ORG'), seedDay());
const MANAGE = '/innoweb/op/orgManage';
/** 科技, the type 企业 and the capital 1000-5000万元: as the URL holds them, and as the server is asked. */
const NARROWED_QUERY = `search=${encodeURIComponent('科技')}&orgtype=ORG&capital=1000-5000`;
const NARROWED: Search = { search: '科技', orgtypes: ['ORG'], registercapitals: ['1000-5000'] };

type Search = Omit<OrgSearchPayload, 'pagenum' | 'size'>;

const parkToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** What the server counts for a search payload (the screen must say the same). */
async function countOf(page: Page, request: APIRequestContext, payload: Search) {
  const api = await signedApi(page, request);
  return (await api.post<{ count: number }>('/api/parkboot/v2/org/countEsOrg', payload)).count;
}

/** The demo organisation's id, as the directory's search finds it. */
async function demoOrgId(page: Page, request: APIRequestContext): Promise<number> {
  const api = await signedApi(page, request);
  const found = await api.post<{ list: { id: number; creditCode: string }[] }>('/api/parkboot/v2/org/listEsOrg', {
    search: demoOrg.credit_code,
  });
  const id = found.list.find((org) => org.creditCode === demoOrg.credit_code)?.id;
  expect(id, 'the demo organisation in the directory').toBeDefined();
  return id!;
}

const totalLine = (page: Page) => page.getByText(/^共 \d+ 条$/);

/**
 * Runs `show` (which brings the screen to a search) and waits until the screen's 共 N 条 is what
 * the server counts for it; returns N. Other specs may add an organisation at any moment (a
 * certification passed): a count taken before the screen asked is as good as one taken now. The
 * page must have been loaded once (the signing key is read from it).
 */
async function expectServerTotal(page: Page, request: APIRequestContext, payload: Search, show: () => Promise<unknown>) {
  const before = await countOf(page, request, payload);
  await show();
  await expect(async () => {
    const now = await countOf(page, request, payload);
    await expect(totalLine(page)).toHaveText(new RegExp(`^共 (${before}|${now}) 条$`), { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  return Number(/\d+/.exec((await totalLine(page).textContent()) ?? '')?.[0]);
}

/**
 * Opens a dropdown filter of the bar (by its title), picks an option once the menu has slid open,
 * and waits until the menu has closed again. antd-mobile turns the sliding menu's pointer events
 * off until it is at rest: 'auto' again means open and still.
 */
async function pick(page: Page, title: string, option: string) {
  await page.locator('.adm-dropdown-item-title').filter({ hasText: title }).click();
  const menu = page.locator('.adm-dropdown-popup .adm-popup-body');
  await expect(menu).toBeVisible();
  await expect(menu).toHaveCSS('pointer-events', 'auto');
  await menu.locator('.adm-dropdown-item-content:not(.adm-dropdown-item-content-hidden)').getByText(option, { exact: true }).click();
  await expect(page.locator('.adm-dropdown-popup')).toBeHidden();
}

/** Taps a capsule of the 企业类型 row and waits until it is the chosen one. */
async function chooseType(page: Page, name: string) {
  const tab = page.getByRole('tablist', { name: '企业类型' }).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

const cards = (page: Page) => page.getByRole('region', { name: '企业管理' }).locator('article');

test('the search box finds an organisation by credit code or full name, and its card leads to its portrait', async ({ page, request }) => {
  await loginAs(page, OPERATOR);
  const everything = await expectServerTotal(page, request, {}, () => page.goto(MANAGE));
  await expect(page.getByRole('search')).toBeVisible();
  expect(everything).toBeGreaterThan(100);

  // Search by a credit code (lower case): exactly the demo organisation.
  const searchBox = page.getByRole('search').getByRole('searchbox');
  await searchBox.fill(demoOrg.credit_code.toLowerCase());
  await searchBox.press('Enter');
  await expect(totalLine(page)).toHaveText('共 1 条');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().getByRole('heading')).toHaveText(demoOrg.fullname);
  const id = await demoOrgId(page, request);
  await expect(cards(page).first().getByRole('link', { name: demoOrg.fullname })).toHaveAttribute('href', `/innoweb/op/orgPortrait/${id}`);

  // Emptied, the box lists them all again; by the full name: the same one.
  await searchBox.fill('');
  await searchBox.press('Enter');
  await expect(totalLine(page)).not.toHaveText('共 1 条');
  await searchBox.fill(demoOrg.fullname);
  await searchBox.press('Enter');
  await expect(totalLine(page)).toHaveText('共 1 条');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().getByRole('heading')).toHaveText(demoOrg.fullname);
});

test('a Chinese search narrowed by the type chips and the capital dropdown, then widened again', async ({ page, request }) => {
  await loginAs(page, OPERATOR);
  const technology = await expectServerTotal(page, request, { search: '科技' }, () =>
    page.goto(`${MANAGE}?search=${encodeURIComponent('科技')}`),
  );
  await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue('科技');

  const narrowed = await expectServerTotal(page, request, NARROWED, async () => {
    await chooseType(page, '企业');
    await pick(page, '注册资本', '1000-5000万元');
  });
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(technology);
  await expect(page).toHaveURL(/capital=1000-5000/);
  await expect(page).toHaveURL(/orgtype=ORG/);
  for (const card of await cards(page).all()) await expect(card).toContainText('科技');
  await page.screenshot({ path: test.info().outputPath('org-manage-375.png'), fullPage: false });

  // 全部 in the dropdown and in the chips: the search alone again.
  await expectServerTotal(page, request, { search: '科技' }, async () => {
    await pick(page, '1000-5000万元', '全部');
    await chooseType(page, '全部');
  });
  await expect(page).not.toHaveURL(/capital=|orgtype=/);
  await expect(page.locator('.adm-dropdown-item-title').filter({ hasText: '注册资本' })).toBeVisible();
});

test('the export holds what the filters select, in a file the server names', async ({ page, request }) => {
  await loginAs(page, OPERATOR);
  const narrowed = await expectServerTotal(page, request, NARROWED, () => page.goto(`${MANAGE}?${NARROWED_QUERY}`));
  expect(narrowed).toBeGreaterThan(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出' }).click()]);
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
});

test('the portrait of the demo organisation: sections, its linked user (masked), chart and map', async ({ page, request }) => {
  await loginAs(page, OPERATOR);
  const id = await demoOrgId(page, request);
  await page.goto(`/innoweb/op/orgPortrait/${id}`);
  await expect(page).toHaveURL(/\/innoweb\/op\/orgPortrait\/\d+$/);
  await expect(page).toHaveTitle(/企业画像/);
  for (const section of ['基本信息', '经营信息', '认证记录', '注册资本对比', '企业位置'])
    await expect(page.getByText(section, { exact: true })).toBeVisible();
  // The demo user and the staff the seed links to the organisation.
  await expect(page.getByText(/^关联用户（[1-9]\d*）$/)).toBeVisible();
  await expect(page.getByText(demoOrg.credit_code, { exact: true })).toBeVisible();
  await expect(page.getByText('138****0003')).toBeVisible();
  await expect(page.getByRole('img', { name: /^注册资本对比：本企业 \d+(\.\d+)?万元，同产业平均/ })).toBeVisible();
  await expect(page.getByRole('region', { name: '企业位置，共 1 个位置' })).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('org-portrait-375.png'), fullPage: true });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the operations-centre menu lists the directory under 企业审核与管理', async ({ page, request }) => {
    await signIn(page, OPERATOR);
    await page.goto('/innoweb/op/index');
    const group = page
      .getByRole('complementary', { name: '运营中心菜单' })
      .getByRole('group')
      .filter({ has: page.getByRole('heading', { name: '企业审核与管理', exact: true }) });
    const everything = await expectServerTotal(page, request, {}, async () => {
      await group.getByRole('link', { name: '企业管理', exact: true }).click();
      await expect(page).toHaveURL(/\/innoweb\/op\/orgManage$/);
    });
    expect(everything).toBeGreaterThan(100);
    await page.screenshot({ path: test.info().outputPath('org-manage-1280.png') });
  });
});

test('the directory is for operators only', async ({ page }) => {
  await signIn(page, '13800000003');
  await page.goto('/innoweb/op/orgManage');
  await expect(page).toHaveURL(/\/innoweb\/403$/);
});
