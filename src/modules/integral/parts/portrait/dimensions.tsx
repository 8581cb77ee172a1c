import { Card } from 'antd-mobile';
import { Chart } from '@/ui/chart/index';
import type { IntegralScoreView } from '../../api-public';
import styles from './portrait.module.css';
import { points } from '../public/rule-text';
import publicStyles from '../public/public.module.css';

/**
 * The three dimensions: each score against its full mark at the enterprise's stage, and a grouped
 * bar chart of the enterprise against the park's average (the kit's Chart draws no radar).
 */
export function PortraitDimensions({ score }: { score: IntegralScoreView }) {
  const data = score.dimensions.flatMap((d) => [
    { name: d.name, value: d.score, series: '本企业' },
    { name: d.name, value: d.parkAverage, series: '园区平均' },
  ]);
  return (
    <Card className={publicStyles.card} title="各维度得分">
      <ul className={styles.dimensionList} aria-label="各维度得分">
        {score.dimensions.map((d) => (
          <li key={d.dimension} className={styles.dimensionRow} aria-label={`${d.name} ${points(d.score)}分，满分${String(d.max)}分`}>
            <span>{d.name}</span>
            <span className={styles.dimensionBar} aria-hidden>
              <span className={styles.dimensionFill} style={{ width: `${d.max > 0 ? Math.min(100, (d.score / d.max) * 100) : 0}%` }} />
            </span>
            <span className={styles.dimensionFigures}>
              <span data-testid="dimension-score">{points(d.score)}</span>
              <small> / {d.max}分</small>
            </span>
          </li>
        ))}
      </ul>
      <Chart kind="bar" title="各维度得分与园区平均" data={data} unit="分" height={220} />
    </Card>
  );
}
