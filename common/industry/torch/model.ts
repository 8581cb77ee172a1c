/**
 * 火炬统计 (the national torch-programme survey of high-tech enterprises): each enterprise's annual
 * figures as the park collects them. Money in 万元.
 */
export const TORCH_METRICS = {
  revenue: { label: '营业收入', unit: '万元' },
  rdExpense: { label: '研发费用', unit: '万元' },
  rdRatio: { label: '研发投入强度', unit: '%' },
  profit: { label: '净利润', unit: '万元' },
  tax: { label: '实缴税费', unit: '万元' },
  exportValue: { label: '出口创汇', unit: '万元' },
  staff: { label: '从业人员', unit: '人' },
  rdStaff: { label: '研发人员', unit: '人' },
  patents: { label: '有效专利', unit: '件' },
  inventionPatents: { label: '有效发明专利', unit: '件' },
} as const satisfies Record<string, { label: string; unit: string }>;
export type TorchMetric = keyof typeof TORCH_METRICS;
export const TORCH_METRIC_KEYS = Object.keys(TORCH_METRICS) as TorchMetric[];

/** Compare at least two and at most five enterprises. */
export const TORCH_COMPARE = { min: 2, max: 5 } as const;

/** R&D intensity in percent, one decimal; 0 without revenue. */
export const rdRatioOf = (rdExpense: number, revenue: number) => (revenue > 0 ? Math.round((rdExpense / revenue) * 1000) / 10 : 0);
