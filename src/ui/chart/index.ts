export { Chart, RankedBars } from './chart';
export { chartSummary, DEFAULT_COLORS, type ChartDatum, type ChartKind, type ChartProps } from './types';
