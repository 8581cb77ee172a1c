/** How the economy's figures print: 万元 kept below 1 亿, 亿元 above; per cent with one decimal; '—' when unknown. */
export function formatWan(value: number | null): string {
  if (value === null) return '—';
  return Math.abs(value) >= 10000
    ? `${(value / 10000).toFixed(2)} 亿元`
    : `${value.toLocaleString('zh-CN', { maximumFractionDigits: 1 })} 万元`;
}

export const formatPercent = (value: number | null): string =>
  value === null ? '—' : `${value.toFixed(1)}%`;

/** A growth with its sign: +12.3% / −4.0%. */
export const formatGrowth = (value: number | null): string =>
  value === null ? '—' : `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}%`;
