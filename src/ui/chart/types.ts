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
  /**
   * What a value counts, e.g. 家, 万元, %: the value axis says 单位：家, values, tooltips and the
   * description sentence carry it. Every chart says it (a count of things says 个 or 项).
   */
  unit: string;
  /** bar: bars from the left (long names). */
  horizontal?: boolean;
  colors?: string[];
  /** `wall`: light labels, grid and legend in large type on a dark background (the score big-screen). */
  look?: 'wall';
}

/**
 * The series colours; the first is the park's own (parkColors). Any two differ by at least
 * DISTINCT_COLORS in CIELAB (the purple and the gold were once as close as the blue and the orange
 * they stood beside).
 */
export const DEFAULT_COLORS = [
  '#1677ff',
  '#00b578',
  '#ff8f1f',
  '#722ed1',
  '#ff3141',
  '#13c2c2',
  '#8c6d1f',
  '#eb2f96',
];

/** How far apart (CIE76 ΔE) two series colours must be to be told apart at a glance. */
export const DISTINCT_COLORS = 30;

const channel = (hex: string, at: number) => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** A #rrggbb colour in CIELAB (D65). */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = [channel(hex, 1), channel(hex, 3), channel(hex, 5)];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047);
  const y = f(r * 0.2126 + g * 0.7152 + b * 0.0722);
  const z = f((r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** The CIE76 colour difference of two #rrggbb colours: about 2 is just noticeable, 30 plainly another colour. */
export function colorDistance(a: string, b: string): number {
  const [l1, a1, b1] = lab(a);
  const [l2, a2, b2] = lab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
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

/**
 * What a reader is told about a chart besides its drawing: its axes (a bar or line chart's names
 * along one, values in the unit along the other), the legend (the series, or a pie's slices), how
 * each value is read (a tooltip on touch, or a label beside the slice) and one sentence saying what
 * it shows. <Chart/> draws from it, and the chart test checks every chart's description.
 */
export interface ChartDescription {
  axes: { category: string; value: string } | null;
  unit: string;
  legend: string[] | null;
  values: 'tooltip' | 'labels';
  sentence: string;
}

const unique = (values: string[]) => [...new Set(values)];

/** The description sentence: what the chart shows and where it peaks. */
function sentenceOf({ kind, title, data, unit }: Pick<ChartProps, 'kind' | 'title' | 'data' | 'unit'>): string {
  if (!data.length) return `${title}：暂无数据。`;
  const series = unique(data.flatMap((d) => (d.series ? [d.series] : [])));
  const top = data.reduce((best, d) => (d.value > best.value ? d : best));
  const name = (d: ChartDatum) => `${d.series ? `${d.series}·` : ''}${d.name}`;
  if (kind === 'pie' || kind === 'ring') {
    const total = data.reduce((sum, d) => sum + d.value, 0);
    const share = total ? Math.round((top.value / total) * 100) : 0;
    return `${title}：共 ${String(total)}${unit}，分 ${String(data.length)} 类，${name(top)}最多（${String(top.value)}${unit}，占 ${String(share)}%）。`;
  }
  const names = unique(data.map((d) => d.name));
  const span =
    kind === 'line' && names.length > 1
      ? `${names[0]!}至${names[names.length - 1]!}的变化`
      : `共 ${String(names.length)} 项`;
  const compared = series.length > 1 ? `，${series.join('与')}对比` : '';
  return `${title}（${unit}）：${span}${compared}，${name(top)}最高，为 ${String(top.value)}${unit}。`;
}

export function describeChart(props: Pick<ChartProps, 'kind' | 'title' | 'data' | 'unit'>): ChartDescription {
  const { kind, data, unit } = props;
  const round = kind === 'pie' || kind === 'ring';
  const series = unique(data.flatMap((d) => (d.series ? [d.series] : [])));
  return {
    axes: round ? null : { category: '名称', value: `单位：${unit}` },
    unit,
    legend: round ? data.map((d) => d.name) : series.length > 1 ? series : null,
    values: round ? 'labels' : 'tooltip',
    sentence: sentenceOf(props),
  };
}

/** What a chart's description lacks: an empty list for a chart that explains itself. */
export function chartProblems(kind: ChartKind, data: ChartDatum[], d: ChartDescription): string[] {
  const problems: string[] = [];
  if (kind !== 'pie' && kind !== 'ring' && !d.axes) problems.push('no axes');
  if (!d.unit.trim()) problems.push('no unit');
  if (unique(data.flatMap((x) => (x.series ? [x.series] : []))).length > 1 && !d.legend?.length) problems.push('several series and no legend');
  if (d.values !== 'tooltip' && d.values !== 'labels') problems.push('values not shown');
  if (!/。$/.test(d.sentence) || d.sentence.length < 8) problems.push('no sentence saying what it shows');
  return problems;
}
