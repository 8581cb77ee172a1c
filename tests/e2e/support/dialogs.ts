import { expect, type Page } from '@playwright/test';

/**
 * antd-mobile's dialogs grow in and fade out: until one has opened it ignores taps (Playwright
 * waits for that), and while one fades out it is still on the page, where the next dialog's
 * buttons would be looked for too.
 */

/** The dialog on screen (antd-mobile's Dialog has the dialog role). */
export const dialogOf = (page: Page) => page.getByRole('dialog');

/** Taps a button of the dialog on screen, then waits until the dialog has gone. */
export async function answerDialog(page: Page, button: string): Promise<void> {
  const dialog = dialogOf(page);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}
