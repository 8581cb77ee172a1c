import type { EconomyTarget } from '../api';
import { formatGrowth, formatPercent, formatWan } from './format';

type Area = EconomyTarget['areas'][number];

/** The columns of an indicator's areas at its month: target, cumulative, growth, completion, pace. */
export const AREA_COLUMNS = [
  { key: 'name', title: '片区', strong: true, render: (a: Area) => a.name },
  { key: 'target', title: '年度目标', numeric: true, render: (a: Area) => formatWan(a.target) },
  { key: 'cumulative', title: '累计值', numeric: true, render: (a: Area) => formatWan(a.cumulative) },
  { key: 'growth', title: '同比增长', numeric: true, render: (a: Area) => formatGrowth(a.growth) },
  { key: 'completion', title: '完成率', numeric: true, render: (a: Area) => formatPercent(a.completion) },
  {
    key: 'pace',
    title: '序时进度',
    render: (a: Area) =>
      a.pace ? (a.pace.behind ? `落后 ${Math.abs(a.pace.gap).toFixed(1)} 个百分点` : '达到序时') : '—',
  },
];
