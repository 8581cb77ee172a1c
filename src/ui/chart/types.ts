/** What a chart shows: one number per name, optionally split into series. */
export interface ChartDatum {
  name: string;
  value: number;
  /** Several bars / lines per name (grouped bars, one line per series). */
  series?: string;
}

export type ChartKind = 'bar' | 'line' | 'pie' | 'ring';

export interface ChartProps {
  kind: ChartKind;
  data: ChartDatum[];
  /** What the chart is about; read by screen readers with the values. */
  title: string;
  /** px, 240 by default. */
  height?: number;
  /** Appended to values in the accessible summary and labels, e.g. 家 or 万元. */
  unit?: string;
  /** bar: bars from the left (long names). */
  horizontal?: boolean;
  colors?: string[];
  /** `wall`: light labels, grid and legend in large type on a dark background (the score big-screen). */
  look?: 'wall';
}

/** The series colours; the first is the park's own (parkColors). */
export const DEFAULT_COLORS = [
  '#1677ff',
  '#00b578',
  '#ff8f1f',
  '#7b61ff',
  '#ff3141',
  '#13c2c2',
  '#faad14',
  '#eb2f96',
];

/**
 * The series colours on this page: the park's theme colour first (antd-mobile's primary colour,
 * which the page sets from the tenant), then the others.
 */
export function parkColors(root: Element | null = typeof document === 'undefined' ? null : document.documentElement): string[] {
  const primary = root ? getComputedStyle(root).getPropertyValue('--adm-color-primary').trim() : '';
  return /^#[0-9a-f]{6}$/i.test(primary) ? [primary, ...DEFAULT_COLORS.slice(1)] : DEFAULT_COLORS;
}

/** The chart as a sentence: 标题：甲 3 家，乙 5 家. */
export function chartSummary({
  title,
  data,
  unit = '',
}: Pick<ChartProps, 'title' | 'data' | 'unit'>): string {
  if (!data.length) return `${title}：暂无数据`;
  const parts = data.map((d) => `${d.series ? `${d.series}·` : ''}${d.name} ${d.value}${unit}`);
  return `${title}：${parts.join('，')}`;
}
