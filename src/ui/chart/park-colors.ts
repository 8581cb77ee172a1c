import { DEFAULT_COLORS } from './types';

/**
 * The series colours on this page: the park's theme colour first (antd-mobile's primary colour,
 * which the page sets from the tenant), then the others.
 */
export function parkColors(root: Element | null = typeof document === 'undefined' ? null : document.documentElement): string[] {
  const primary = root ? getComputedStyle(root).getPropertyValue('--adm-color-primary').trim() : '';
  return /^#[0-9a-f]{6}$/i.test(primary) ? [primary, ...DEFAULT_COLORS.slice(1)] : DEFAULT_COLORS;
}
