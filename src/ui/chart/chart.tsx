import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Empty } from '../states';
import styles from './chart.module.css';
import { chartSummary, describeChart, type ChartProps } from './types';

// F2 is loaded only by screens that draw a chart.
const F2Chart = lazy(() => import('./f2-chart'));

/** A chart that fails to draw (or to load) leaves a note, not a broken screen. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p className={styles.note}>图表加载失败</p> : this.props.children;
  }
}

/**
 * `<Chart kind="bar" title="企业数量" unit="家" data={[{ name: '滨江区', value: 12 }]} />` — bar, line,
 * pie or ring, drawn from its description (describeChart): axes with the unit, a legend for several
 * series, values on touch or beside the slices, and a sentence under it saying what it shows.
 */
export function Chart(props: ChartProps) {
  const height = props.height ?? 240;
  if (!props.data.length) return <Empty title="暂无数据" />;
  const description = describeChart(props);
  const wall = props.look === 'wall';
  return (
    <figure className={wall ? `${styles.chart} ${styles.wall}` : styles.chart} data-chart={props.kind}>
      {description.axes ? <span className={styles.unit} aria-hidden="true">{description.axes.value}</span> : null}
      <div className={styles.drawing} style={{ height }} role="img" aria-label={chartSummary(props)}>
        <ChartBoundary>
          <Suspense fallback={<div className={styles.loading}>图表加载中……</div>}>
            <F2Chart {...props} description={description} />
          </Suspense>
        </ChartBoundary>
      </div>
      <figcaption className={styles.sentence}>{description.sentence}</figcaption>
    </figure>
  );
}

/**
 * Horizontal bars, one row per item (long names stay readable on a phone), tall enough for every
 * row: `rowHeight` px each, never under `minHeight`.
 */
export function RankedBars({
  rowHeight = 32,
  minHeight = 200,
  ...props
}: Omit<ChartProps, 'kind' | 'horizontal' | 'height'> & { rowHeight?: number; minHeight?: number }) {
  return <Chart {...props} kind="bar" horizontal height={Math.max(minHeight, props.data.length * rowHeight)} />;
}
