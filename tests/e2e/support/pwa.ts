import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { recordToasts } from './toasts.js';

/**
 * A fresh phone of the project's device, recording its toasts; `serviceWorkers: 'block'` for the
 * browser without a worker.
 */
export async function newPhone(browser: Browser, testInfo: TestInfo, serviceWorkers: 'allow' | 'block' = 'allow'): Promise<BrowserContext> {
  const { viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
  const context = await browser.newContext({ viewport, locale, timezoneId, isMobile, hasTouch, deviceScaleFactor, userAgent, serviceWorkers });
  await recordToasts(context);
  return context;
}

/** Waits until the service worker is active and controls the page. */
export async function workerControls(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    return !!navigator.serviceWorker.controller;
  });
}

export interface StoredItem {
  key: string;
  kind: string;
  state: string;
  label: string;
  error?: string;
  /** A JSON body's value (a page view's url). */
  body?: { type: string; value?: { url?: string } };
}

/** The page's outbox (Dexie database `outbox`, store `items`), read with plain IndexedDB. */
export function outboxOf(page: Page): Promise<StoredItem[]> {
  return page.evaluate(
    () =>
      new Promise<StoredItem[]>((resolve, reject) => {
        const open = indexedDB.open('outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('items')) return resolve([]);
          const all = db.transaction('items').objectStore('items').getAll();
          all.onsuccess = () => resolve(all.result as StoredItem[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** Waits until the page has started its outbox (after start-up settles): its Dexie database exists. */
export async function outboxStarted(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === 'outbox'))).toBe(true);
}

/** Tells the page the network is back (the outbox flushes, and asks the worker to replay what it holds). */
export async function replayNow(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

/**
 * Tells the page the network is back and waits until the flush that started has finished: the
 * outbox holds its Web Lock (`innoweb-outbox`) while it sends, so a request for the same lock is
 * granted once it is done. Whatever that flush was going to send has been sent by then.
 */
export async function replayAndSettle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    window.dispatchEvent(new Event('online'));
    await navigator.locks.request('innoweb-outbox', () => undefined);
  });
}

/** An in-app navigation (react-router follows popstate): no page load, so no server needed. */
export async function navigateInApp(page: Page, appPath: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/innoweb${appPath}`);
}

/** Page-view rows of the server's database whose url contains the marker, as url → count. */
export function pageViewCounts(dataDir: string, marker: string): Map<string, number> {
  const db = new Database(path.join(dataDir, 'innoweb.db'), { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare('SELECT url, COUNT(*) AS n FROM page_views WHERE url LIKE ? GROUP BY url')
      .all(`%${marker}%`) as { url: string; n: number }[];
    return new Map(rows.map((row) => [row.url, row.n]));
  } finally {
    db.close();
  }
}

/** Waits for the page's outbox to hold `count` items of a kind in one of the states. */
export async function expectOutbox(page: Page, kind: string, states: string[], count: number): Promise<void> {
  const matching = async () => (await outboxOf(page)).filter((i) => i.kind === kind && states.includes(i.state)).length;
  try {
    await expect.poll(matching).toBe(count);
  } catch (error) {
    // Say what the outbox holds instead: a failed item's server message tells why at once.
    const held = (await outboxOf(page)).filter((i) => i.kind === kind);
    const seen =
      held.map((i) => `${i.state}${i.body?.value?.url ? ` ${i.body.value.url}` : ''}${i.error ? ` (${i.error})` : ''}`).join(', ') ||
      'nothing';
    throw new Error(`expected ${String(count)} ${kind} items in ${states.join('/')}; the outbox holds: ${seen}`, { cause: error });
  }
}
