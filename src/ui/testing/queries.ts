import { act } from 'react';
import { expect } from 'vitest';

/*
 * What a web test reads and does on the page as a person would: its text, its buttons by their
 * visible name, and waiting until something shows.
 */

/** Waits (inside act, `every` ms at a time, `tries` times at most) until the check holds, then asserts it. */
export async function until(check: () => boolean, { tries = 300, every = 10 } = {}): Promise<void> {
  for (let i = 0; i < tries && !check(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, every)));
  expect(check()).toBe(true);
}

/** Lets pending timers and promises run for `ms` inside act. */
export async function settle(ms = 50): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

/** The whole page's text. */
export const pageText = (): string => document.body.textContent ?? '';

const nameOf = (button: HTMLButtonElement) => button.textContent?.replace(/\s/g, '') ?? '';

/** The visible names of the buttons on the page (white space removed, as antd-mobile spaces two-character names). */
export const buttonNames = (within: ParentNode = document): string[] => [...within.querySelectorAll('button')].map(nameOf);

/** The button whose visible name (white space removed) is `name`, if there is one. */
export const findButton = (name: string, within: ParentNode = document): HTMLButtonElement | undefined =>
  [...within.querySelectorAll('button')].find((b) => nameOf(b) === name);

/** Clicks the button named `name` (inside act); fails when there is none. */
export function clickButton(name: string, within: ParentNode = document): void {
  const button = findButton(name, within);
  expect(button, `a button named ${name}`).toBeDefined();
  act(() => button!.click());
}
