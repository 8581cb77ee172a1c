import { expect, test } from './support/test.js';

const port = process.env.E2E_PORT!;

test('the default park opens on /innoweb/index with its name and a full title', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page).toHaveURL(/\/innoweb\/index$/);
  await expect(page.getByRole('heading', { name: '杭州高新技术产业开发区' })).toBeVisible();
  await expect(page).toHaveTitle('区域创新与园区运营平台 - 首页 - 杭州高新技术产业开发区');
  expect(errors).toEqual([]);
});

test('the second park is served on its own hostname', async ({ page }) => {
  await page.goto(`http://demo2.localhost:${port}/innoweb/index`);
  await expect(page.getByRole('heading', { name: '苏州工业园区' })).toBeVisible();
  await expect(page).toHaveTitle(/苏州工业园区$/);
});

test('an unknown page path shows the 404 screen, and an unknown API path an envelope', async ({ page, request }) => {
  await page.goto('/innoweb/no/such/page');
  await expect(page).toHaveURL(/\/innoweb\/404$/);
  await expect(page.getByText('页面不存在').first()).toBeVisible();

  const response = await request.get('/api/dpboot/no-such-route');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ statusCode: 404, message: '接口不存在', data: null });
});

test('the page signs its relative requests with the spec headers', async ({ page }) => {
  const noticeCall = page.waitForRequest((r) => r.url().includes('/api/dpboot/notice/list'));
  await page.goto('/innoweb/index');
  const request = await noticeCall;
  const headers = request.headers();
  expect(headers.sysid).toBe('1');
  expect(Math.abs(Number(headers.timestamp) - Date.now())).toBeLessThan(60_000);
  expect(headers.nonce).toMatch(/^[A-Za-z0-9+/]+=*$/);
  expect(headers.signature).toMatch(/^[0-9a-f]{32}$/);
  expect(headers.authorization).toBeUndefined();
  // Paths under /dpboot also carry the tenant as a query parameter.
  expect(new URL(request.url()).searchParams.get('sysid')).toBe('1');
});
