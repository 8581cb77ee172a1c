import { Chart } from '@/ui/chart/index';
import type { BigscreenOverview } from '../api';
import { Panel } from './screen-frame';

type Stages = BigscreenOverview['stages'];
type Dimensions = BigscreenOverview['dimensions'];

/** 各阶段企业: a ring of the scored enterprises per stage (stages without any left out). */
export function StagesPanel({ stages, title, height }: { stages: Stages; title: string; height: number }) {
  return (
    <Panel title="各阶段企业">
      <Chart
        kind="ring"
        look="wall"
        height={height}
        title={title}
        unit="家"
        data={stages.filter((s) => s.count > 0).map((s) => ({ name: s.stageLabel, value: s.count }))}
      />
    </Panel>
  );
}

/** 各维度平均得分: each dimension's average score beside its average full marks. */
export function DimensionsPanel({ dimensions, title, height }: { dimensions: Dimensions; title: string; height: number }) {
  return (
    <Panel title="各维度平均得分">
      <Chart
        kind="bar"
        look="wall"
        height={height}
        title={title}
        unit="分"
        data={dimensions.flatMap((d) => [
          { name: d.name, value: d.average, series: '平均得分' },
          { name: d.name, value: d.maxAverage, series: '平均满分' },
        ])}
      />
    </Panel>
  );
}
