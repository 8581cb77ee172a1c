import Canvas from '@antv/f-react';
import { Axis, Chart, Interval, Legend, Line, PieLabel, Point, Tooltip } from '@antv/f2';
import { parkColors, type ChartDescription, type ChartProps } from './types';

/** Labels, grid and legend of the `wall` look: light on dark, large enough to read across a room. */
const WALL = {
  axis: {
    label: { fill: '#c8d6ef', fontSize: '30px' },
    line: { stroke: '#3a4d74' },
    grid: { stroke: '#26385c', lineWidth: '1px', lineDash: ['4px'] },
  },
  legend: { nameStyle: { fill: '#c8d6ef', fontSize: '28px' } },
  label2: '#c8d6ef',
};

/** The F2 drawing behind <Chart/>, from its description; import Chart, not this (it is the lazy chunk). */
export default function F2Chart({ kind, data, unit, horizontal, colors = parkColors(), look, description }: ChartProps & { description: ChartDescription }) {
  const wall = look === 'wall';
  const axisStyle = wall ? { style: WALL.axis } : {};
  const legendStyle = wall ? WALL.legend : {};
  const hasSeries = data.some((d) => d.series);
  const color = hasSeries ? { field: 'series', range: colors } : colors[0];

  if (kind === 'pie' || kind === 'ring') {
    const rows = data.map((d) => ({ ...d, whole: '全部' }));
    return (
      <Canvas pixelRatio={window.devicePixelRatio || 1} autoFit fallback={null}>
        <Chart
          data={rows}
          coord={{ type: 'polar', transposed: true, innerRadius: kind === 'ring' ? 0.6 : 0, radius: 0.75 }}
        >
          <Interval x="whole" y="value" adjust="stack" color={{ field: 'name', range: colors }} />
          {description.legend ? <Legend position="bottom" {...legendStyle} /> : null}
          <PieLabel
            label1={(d: { name: string }) => ({ text: d.name, ...(wall ? { fill: WALL.label2 } : {}) })}
            label2={(d: { value: number }) => ({ text: `${d.value}${unit}`, fill: wall ? WALL.label2 : '#666' })}
          />
        </Chart>
      </Canvas>
    );
  }

  return (
    <Canvas pixelRatio={window.devicePixelRatio || 1} autoFit fallback={null}>
      <Chart data={data} coord={kind === 'bar' && horizontal ? { transposed: true } : undefined}>
        {description.axes ? <Axis field="name" {...axisStyle} /> : null}
        {description.axes ? <Axis field="value" {...axisStyle} /> : null}
        {kind === 'bar' ? (
          <Interval x="name" y="value" color={color} adjust={hasSeries ? 'dodge' : undefined} />
        ) : (
          <Line x="name" y="value" color={color} />
        )}
        {kind === 'line' ? <Point x="name" y="value" color={color} /> : null}
        {description.legend ? <Legend position="top" {...legendStyle} /> : null}
        {description.values === 'tooltip' ? <Tooltip /> : null}
      </Chart>
    </Canvas>
  );
}
