import { expect, test } from '@playwright/test';

const LIFETIME = 18_000_000;

test('the tenant cache lives 5 hours in localStorage, then the page asks again', async ({ page }) => {
  const start = new Date('2026-11-21T08:00:00+08:00');
  // A fixed clock: Date.now() answers exactly these instants while timers keep running.
  await page.clock.setFixedTime(start);
  let asked = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/need/getTenantWrapper')) asked++;
  });

  await page.goto('/innoweb/index');
  await expect(page.getByRole('heading', { name: '杭州高新技术产业开发区' })).toBeVisible();
  const host = new URL(page.url()).hostname;
  const stored = await page.evaluate((h) => [localStorage.getItem(h), localStorage.getItem(`${h}_expire`)], host);
  expect(JSON.parse(stored[0]!)).toMatchObject({ id: 1, name: '杭州高新技术产业开发区' });
  expect(Number(stored[1])).toBe(start.getTime() + LIFETIME);
  expect(asked).toBe(1);

  await page.clock.setFixedTime(start.getTime() + LIFETIME - 60_000);
  await page.reload();
  await expect(page.getByRole('heading', { name: '杭州高新技术产业开发区' })).toBeVisible();
  expect(asked).toBe(1);

  await page.clock.setFixedTime(start.getTime() + LIFETIME + 1);
  await page.reload();
  await expect(page.getByRole('heading', { name: '杭州高新技术产业开发区' })).toBeVisible();
  expect(asked).toBe(2);
  const renewed = await page.evaluate((h) => localStorage.getItem(`${h}_expire`), host);
  expect(Number(renewed)).toBe(start.getTime() + LIFETIME + 1 + LIFETIME);
});
