import type { Page } from '@playwright/test';
import { BOOT_SCRIPT_ID, type BootData } from '../../common/boot-data.js';
import { UUID_COOKIE } from '../../common/constants.js';
import { expect, test } from './support/test.js';

/**
 * The first screens people land on paint from the answers that came inside the page, without
 * waiting for their reads (which are held back here and never answered), and still ask again.
 */

const bootOf = (page: Page) =>
  page.evaluate((id) => JSON.parse(document.getElementById(id)?.textContent ?? 'null') as BootData | null, BOOT_SCRIPT_ID);

/** Holds back every request matching the pattern (never answered) and counts them. */
async function holdBack(page: Page, pattern: string | RegExp) {
  const held = { count: 0 };
  await page.route(pattern, () => {
    held.count += 1;
  });
  return held;
}

test('/index shows the park contact, the figures and the notices while their reads are held back', async ({ page }) => {
  const portal = await holdBack(page, /\/setting\/public\/portal/);
  const counts = await holdBack(page, /\/v2\/org\/countEsOrg/);
  const notices = await holdBack(page, /\/notice\/list\?/);
  await page.goto('/innoweb/index');
  const contact = page.getByRole('group', { name: '园区联系方式' }).or(page.locator('address[aria-label="园区联系方式"]'));
  await expect(contact).toContainText('服务电话');
  const boot = await bootOf(page);
  const figures = Object.entries(boot?.reads ?? {}).filter(([key]) => key.startsWith('v2/org/countEsOrg'));
  expect(figures).toHaveLength(2);
  const [enterprises] = figures.map(([, answer]) => (answer as { count: number }).count.toLocaleString('zh-CN'));
  await expect(page.getByText('入园企业').locator('..')).toContainText(enterprises!);
  const [firstNotice] = Object.entries(boot?.reads ?? {})
    .filter(([key]) => key.startsWith('notice/list') && key.includes('"size":5'))
    .map(([, answer]) => (answer as { list: { title: string }[] }).list[0]?.title);
  await expect(page.getByText(firstNotice!).first()).toBeVisible();
  // The page still asks: what came inside it only stands in meanwhile.
  await expect.poll(() => Math.min(portal.count, counts.count, notices.count)).toBeGreaterThan(0);
});

test('/policy/list shows its first page while the list read is held back', async ({ page }) => {
  const list = await holdBack(page, /\/policy\/listpolices/);
  await page.goto('/innoweb/policy/list');
  const boot = await bootOf(page);
  const [first] = Object.values(boot?.reads ?? {}).map((answer) => (answer as { list: { title: string }[] }).list[0]?.title);
  expect(first).toBeTruthy();
  await expect(page.getByText(first!).first()).toBeVisible();
  await expect.poll(() => list.count).toBeGreaterThan(0);
});

test('/login shows the captcha that came inside the page, bound to the uuid the browser now holds', async ({ page, context }) => {
  const captchas = await holdBack(page, /\/captcha\?/);
  await page.goto('/innoweb/login');
  const image = page.getByRole('img', { name: '图形验证码' });
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const boot = await bootOf(page);
  const uuid = (await context.cookies()).find((cookie) => cookie.name.endsWith(`_${UUID_COOKIE}`))?.value;
  expect(uuid).toBe(boot?.captcha?.uuid);
  expect(captchas.count).toBe(0);
  // A new image is asked of the server.
  await page.getByRole('button', { name: '看不清？点击更换图形验证码' }).click();
  await expect.poll(() => captchas.count).toBe(1);
});
