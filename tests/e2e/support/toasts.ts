import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * A toast is gone after two seconds, sooner than a busy machine may take between a tap and the
 * test's next look. So every page of a context made with `recordToasts` writes down the text of
 * each antd-mobile toast it shows, from its first script on (kept in sessionStorage, so a reload
 * loses nothing), and a test asserts on that record: a toast that came and went is still seen.
 * After it, the test waits for what the action leaves on screen (the URL, the row, the status).
 */

const KEY = 'e2e-toasts';

interface ShownToast {
  text: string;
  /** Already matched by an expectToast: the same text shown again is another toast. */
  taken: boolean;
}

/** Runs in the page before its own scripts (an init script): self-contained. */
function installToastRecorder(key: string): void {
  if (window !== window.top) return;
  const holder = window as unknown as Record<string, ShownToast[] | undefined>;
  if (holder[key]) return;
  let records: ShownToast[] = [];
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    if (Array.isArray(stored)) records = stored as ShownToast[];
  } catch {
    // No storage here (about:blank): the window's copy is enough.
  }
  holder[key] = records;
  const shown = new WeakMap<Element, string>();
  const scan = () => {
    for (const toast of document.querySelectorAll('.adm-toast-main')) {
      const text = (toast.textContent ?? '').trim();
      if (!text || shown.get(toast) === text) continue;
      shown.set(toast, text);
      records.push({ text, taken: false });
      try {
        sessionStorage.setItem(key, JSON.stringify(records));
      } catch {
        // As above.
      }
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Every page of the context records its toasts (call before the context's pages navigate). */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(installToastRecorder, KEY);
}

/** Marks the first not yet matched toast with the text as matched; else what the page has shown. */
function takeToast([key, text]: [string, string]): string | string[] | null {
  const records = (window as unknown as Record<string, ShownToast[] | undefined>)[key];
  if (!records) return null;
  const found = records.find((toast) => !toast.taken && toast.text === text);
  if (!found) return records.filter((toast) => !toast.taken).map((toast) => toast.text);
  found.taken = true;
  try {
    sessionStorage.setItem(key, JSON.stringify(records));
  } catch {
    // As in the recorder.
  }
  return found.text;
}

/**
 * Waits until the page has shown a toast with exactly this text (now or a moment ago), once per
 * toast: a second call for the same text waits for a second toast.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      async () => {
        // A navigation may replace the document between two looks: look again.
        const seen = await page.evaluate(takeToast, [KEY, text] as [string, string]).catch(() => [] as string[]);
        if (seen === null) throw new Error('This page does not record its toasts: create its context with recordToasts (support/toasts.ts).');
        return seen;
      },
      { message: `the toast 「${text}」` },
    )
    .toBe(text);
}
