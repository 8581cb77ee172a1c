import { Chart, type ChartDatum, type ChartProps } from '@/ui/chart/index';
import type { BigscreenOverview } from '../api';
import { Panel } from './screen-frame';
import { useIsWall } from './use-chart-height';

/** What the park's overview and a chain's screen both chart: its histogram, stages and dimensions. */
type Scored = Pick<BigscreenOverview, 'histogram' | 'stages' | 'dimensions'>;

interface ScoreChart {
  panel: string;
  kind: ChartProps['kind'];
  unit: string;
  data: (scored: Scored) => ChartDatum[];
}

const CHARTS = {
  histogram: {
    panel: '得分分布',
    kind: 'bar',
    unit: '家',
    data: (s) => s.histogram.map((b) => ({ name: `${String(b.from)}–${String(b.to)}`, value: b.count })),
  },
  stages: {
    panel: '各阶段企业',
    kind: 'ring',
    unit: '家',
    data: (s) => s.stages.filter((stage) => stage.count > 0).map((stage) => ({ name: stage.stageLabel, value: stage.count })),
  },
  dimensions: {
    panel: '各维度平均得分',
    kind: 'bar',
    unit: '分',
    data: (s) =>
      s.dimensions.flatMap((d) => [
        { name: d.name, value: d.average, series: '平均得分' },
        { name: d.name, value: d.maxAverage, series: '平均满分' },
      ]),
  },
} satisfies Record<string, ScoreChart>;

/**
 * One of the score charts in its panel, titled for the screen. The histogram's ten buckets do not
 * fit a phone's width side by side: there its bars run from the left, 320 px high.
 */
export function ScorePanel({ chart, of, title, height }: { chart: keyof typeof CHARTS; of: Scored; title: string; height: number }) {
  const wall = useIsWall();
  const spec: ScoreChart = CHARTS[chart];
  const across = chart === 'histogram' && !wall;
  return (
    <Panel title={spec.panel}>
      <Chart
        kind={spec.kind}
        look="wall"
        horizontal={across}
        height={across ? 320 : height}
        title={title}
        unit={spec.unit}
        data={spec.data(of)}
      />
    </Panel>
  );
}
