import { ERROR_TOAST_MS } from '@common/constants';

/**
 * How the core tells the person something without knowing about React: the app installs a
 * notifier backed by antd-mobile at start-up; tests install their own.
 */
export interface Notifier {
  error(message: string, durationMs: number): void;
  success(message: string): void;
  /** Shows a blocking loading overlay; returns the function that hides it. */
  loading(message: string): () => void;
}

const silent: Notifier = {
  error: () => undefined,
  success: () => undefined,
  loading: () => () => undefined,
};

let current: Notifier = silent;

export function setNotifier(notifier: Notifier): void {
  current = notifier;
}

export const notify = {
  error: (message: string, durationMs = ERROR_TOAST_MS) => current.error(message, durationMs),
  success: (message: string) => current.success(message),
  loading: (message: string) => current.loading(message),
};
