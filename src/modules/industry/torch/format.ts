import { TORCH_METRICS, type TorchMetric } from '../api';

/** A torch figure with its unit: 12,345 万元, 3.5 %, 40 件. */
export const torchValue = (metric: TorchMetric, value: number) => `${value.toLocaleString('zh-CN', { maximumFractionDigits: 1 })}${metric === 'rdRatio' ? '%' : ` ${TORCH_METRICS[metric].unit}`}`;
