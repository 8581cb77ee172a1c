import { expect, test } from './support/test.js';

const LIFETIME = 18_000_000;

test('the tenant cache lives 5 hours in localStorage, then the page resolves it again', async ({ page }) => {
  const start = new Date('2026-11-21T08:00:00+08:00');
  // A fixed clock: Date.now() answers exactly these instants while timers keep running.
  await page.clock.setFixedTime(start);
  // The server embeds this host's answer in the page, so resolving the tenant costs no call.
  let asked = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/need/getTenantWrapper')) asked++;
  });
  const expiry = () => page.evaluate((h) => Number(localStorage.getItem(`${h}_expire`)), new URL(page.url()).hostname);

  await page.goto('/innoweb/index');
  await expect(page.getByRole('heading', { name: '杭州高新技术产业开发区' })).toBeVisible();
  const host = new URL(page.url()).hostname;
  const stored = await page.evaluate((h) => [localStorage.getItem(h), localStorage.getItem(`${h}_expire`)], host);
  expect(JSON.parse(stored[0]!)).toMatchObject({ id: 1, name: '杭州高新技术产业开发区' });
  expect(Number(stored[1])).toBe(start.getTime() + LIFETIME);

  // Still valid: restored from the cache as it was, its expiry untouched.
  await page.clock.setFixedTime(start.getTime() + LIFETIME - 60_000);
  await page.reload();
  await expect(page.getByRole('heading', { name: '杭州高新技术产业开发区' })).toBeVisible();
  expect(await expiry()).toBe(start.getTime() + LIFETIME);

  await page.clock.setFixedTime(start.getTime() + LIFETIME + 1);
  await page.reload();
  await expect(page.getByRole('heading', { name: '杭州高新技术产业开发区' })).toBeVisible();
  const renewed = await page.evaluate((h) => localStorage.getItem(`${h}_expire`), host);
  expect(Number(renewed)).toBe(start.getTime() + LIFETIME + 1 + LIFETIME);
  expect(asked).toBe(0);
});

test('without an embedded answer the page asks getTenantWrapper for its hostname', async ({ page }) => {
  // The shell as the offline fallback or a dev server gives it: no park embedded.
  await page.route('**/innoweb/index', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script type="application\/json" id="innoweb-tenant">.*?<\/script>/, '');
    await route.fulfill({ response, body });
  });
  const tenantCall = page.waitForRequest((r) => r.url().endsWith('/api/need/getTenantWrapper'));
  await page.goto('/innoweb/index');
  const request = await tenantCall;
  expect(request.postDataJSON()).toEqual({ domain: new URL(page.url()).hostname });
  await expect(page.getByRole('heading', { name: '杭州高新技术产业开发区' })).toBeVisible();
});
