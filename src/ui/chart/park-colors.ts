import { colorDistance, DEFAULT_COLORS, DISTINCT_COLORS } from './types';

/**
 * The series colours on this page: the park's theme colour first (antd-mobile's primary colour,
 * which the page sets from the tenant), then the others that differ from it plainly (a teal park
 * drops the cyan, a blue one the default blue), so no two series of a chart look alike.
 */
export function parkColors(root: Element | null = typeof document === 'undefined' ? null : document.documentElement): string[] {
  const primary = root ? getComputedStyle(root).getPropertyValue('--adm-color-primary').trim() : '';
  if (!/^#[0-9a-f]{6}$/i.test(primary)) return DEFAULT_COLORS;
  return [primary, ...DEFAULT_COLORS.filter((colour) => colorDistance(colour, primary) >= DISTINCT_COLORS)];
}
