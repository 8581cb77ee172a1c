import { ownServerOfDescribe } from './support/own-server.js';
import {
  expectOutbox,
  navigateInApp,
  newPhone,
  outboxOf,
  outboxStarted,
  pageViewCounts,
  replayAndSettle,
  replayNow,
  workerControls,
} from './support/pwa.js';
import { expect, test } from './support/test.js';

/**
 * The outbox (DESIGN §5): page views recorded while the server is down reach it exactly once when
 * it returns — through the service worker's background-sync queue, and through the page's own
 * Dexie outbox when there is no worker — even when the server dies in the middle of the replay.
 */

const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

for (const mode of ['worker', 'page'] as const) {
  test.describe(`outbox through the ${mode === 'worker' ? 'service worker' : 'page alone (no service worker)'}`, () => {
    test.setTimeout(120_000);
    const own = ownServerOfDescribe();

    /** A phone on the own server's home page, with the worker in control unless blocked. */
    async function openHome(browser: Parameters<typeof newPhone>[0], testInfo: Parameters<typeof newPhone>[1]) {
      const context = await newPhone(browser, testInfo, mode === 'worker' ? 'allow' : 'block');
      const page = await context.newPage();
      const homeViews = () => pageViewCounts(own.dataDir, '/index').get('/index') ?? 0;
      const before = homeViews();
      await page.goto(`${own.url}/innoweb/index`);
      if (mode === 'worker') expect(await workerControls(page)).toBe(true);
      await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
      await outboxStarted(page);
      // The home page's own record went out (once start-up settled): the outbox is empty before the network goes.
      await expect.poll(homeViews, { timeout: 30_000 }).toBe(before + 1);
      await expectOutbox(page, 'pageview', ['waiting', 'sending', 'worker'], 0);
      return { context, page };
    }

    const heldState = mode === 'worker' ? 'worker' : 'waiting';

    test('page views made while the server is down arrive exactly once after it returns', async ({ browser }, testInfo) => {
      const { context, page } = await openHome(browser, testInfo);
      const marker = `pv-${mode}-${String(Date.now())}`;
      await own.stop();
      for (let i = 1; i <= 3; i++) await navigateInApp(page, `/index?m=${marker}-${String(i)}`);
      await expectOutbox(page, 'pageview', [heldState], 3);
      expect(pageViewCounts(own.dataDir, marker).size).toBe(0);

      await own.start();
      await replayNow(page);
      await expect.poll(() => total(pageViewCounts(own.dataDir, marker)), { timeout: 30_000 }).toBe(3);
      await expectOutbox(page, 'pageview', ['waiting', 'sending', 'worker', 'failed'], 0);
      // Asking again (page and worker both) sends nothing more, once that flush is over.
      await replayAndSettle(page);
      const counts = pageViewCounts(own.dataDir, marker);
      expect([...counts.keys()].sort()).toEqual([1, 2, 3].map((i) => `/index?m=${marker}-${String(i)}`));
      expect([...counts.values()]).toEqual([1, 1, 1]);
      await context.close();
    });

    test('a server killed in the middle of the replay loses and duplicates nothing', async ({ browser }, testInfo) => {
      const { context, page } = await openHome(browser, testInfo);
      const marker = `kill-${mode}-${String(Date.now())}`;
      const N = 40;
      await own.stop();
      for (let i = 1; i <= N; i++) {
        const url = `/index?m=${marker}-${String(i)}`;
        await navigateInApp(page, url);
        // One address after another, each shown before the next, as a person navigates: addresses
        // pushed faster than the page draws are one transition, and a view is of a page drawn.
        await expect.poll(async () => (await outboxOf(page)).some((item) => item.kind === 'pageview' && item.body?.value?.url === url)).toBe(true);
      }
      await expectOutbox(page, 'pageview', [heldState], N);

      await own.start();
      await replayNow(page);
      await expect.poll(() => total(pageViewCounts(own.dataDir, marker)), { intervals: [5], timeout: 30_000 }).toBeGreaterThan(0);
      await own.kill();
      const atKill = total(pageViewCounts(own.dataDir, marker));
      expect(atKill, 'the kill came in the middle of the replay').toBeLessThan(N);
      // Whatever was cut short waits for the next try.
      expect((await outboxOf(page)).filter((i) => i.kind === 'pageview').length).toBeGreaterThan(0);

      await own.start();
      await replayNow(page);
      await expect.poll(() => total(pageViewCounts(own.dataDir, marker)), { timeout: 30_000 }).toBe(N);
      await expectOutbox(page, 'pageview', ['waiting', 'sending', 'worker', 'failed'], 0);
      const counts = pageViewCounts(own.dataDir, marker);
      expect(counts.size).toBe(N);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      await context.close();
    });
  });
}
