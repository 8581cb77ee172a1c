import { useState } from 'react';

/**
 * Which columns of a list's desktop table a person hid (列设置), remembered per screen in
 * localStorage, so a reload or the next visit shows the table as they left it.
 */

const storageKey = (screen: string) => `innoweb.list-columns.${screen}`;

/** The hidden column keys stored for a screen; none when nothing (or nothing readable) is stored. */
export function readHiddenColumns(screen: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(screen)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

export function writeHiddenColumns(screen: string, hidden: readonly string[]): void {
  try {
    if (hidden.length) localStorage.setItem(storageKey(screen), JSON.stringify(hidden));
    else localStorage.removeItem(storageKey(screen));
  } catch {
    // Storage full or refused (private mode): the setting lasts for this visit only.
  }
}

/**
 * Shows or hides one column; hiding the last visible one is refused (the table keeps a column).
 * Keys that are no longer columns are dropped.
 */
export function toggleColumn(hidden: readonly string[], key: string, columns: readonly string[]): string[] {
  const current = hidden.filter((k) => columns.includes(k));
  if (current.includes(key)) return current.filter((k) => k !== key);
  const visible = columns.filter((k) => !current.includes(k));
  if (visible.length <= 1 && visible.includes(key)) return current;
  return [...current, key];
}

/** The screen's hidden columns and a toggle that stores the change. */
export function useHiddenColumns(screen: string, columns: readonly string[]) {
  const [state, setState] = useState(() => ({ screen, hidden: readHiddenColumns(screen) }));
  // Another screen in the same component (a route change): read its own setting.
  const hidden = state.screen === screen ? state.hidden : readHiddenColumns(screen);
  const visibleHidden = hidden.filter((key) => columns.includes(key));
  // Never every column, whatever was stored.
  const effective = visibleHidden.length >= columns.length ? [] : visibleHidden;
  const toggle = (key: string) => {
    const next = toggleColumn(effective, key, columns);
    writeHiddenColumns(screen, next);
    setState({ screen, hidden: next });
  };
  return { hidden: effective, toggle };
}
