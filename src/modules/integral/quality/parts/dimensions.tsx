import { Card } from 'antd-mobile';
import { Chart } from '@/ui/chart/index';
import portraitStyles from '../../parts/portrait/portrait.module.css';
import { pts } from './format';
import styles from './quality.module.css';

export interface DimensionFigures {
  dimension: string;
  name: string;
  score: number;
  max: number;
  parkAverage: number;
  industryAverage?: number;
}

/**
 * The three dimensions: each score against its full mark (the portrait's bars), and a grouped bar
 * chart of the enterprise against the park's average (and the industry's, when given).
 */
export function QualityDimensions({ dimensions, title = '各维度得分' }: { dimensions: readonly DimensionFigures[]; title?: string }) {
  const data = dimensions.flatMap((d) => [
    { name: d.name, value: d.score, series: '本企业' },
    { name: d.name, value: d.parkAverage, series: '园区平均' },
    ...(d.industryAverage === undefined ? [] : [{ name: d.name, value: d.industryAverage, series: '行业平均' }]),
  ]);
  return (
    <Card className={styles.card} title={title}>
      <ul className={portraitStyles.dimensionList} aria-label={title}>
        {dimensions.map((d) => (
          <li key={d.dimension} className={portraitStyles.dimensionRow} aria-label={`${d.name} ${pts(d.score)}分，满分${pts(d.max)}分`}>
            <span>{d.name}</span>
            <span className={portraitStyles.dimensionBar} aria-hidden>
              <span className={portraitStyles.dimensionFill} style={{ width: `${d.max > 0 ? Math.min(100, (d.score / d.max) * 100) : 0}%` }} />
            </span>
            <span className={portraitStyles.dimensionFigures}>
              <span>{pts(d.score)}</span>
              <small> / {pts(d.max)}分</small>
            </span>
          </li>
        ))}
      </ul>
      <Chart kind="bar" title={d3Title(dimensions)} data={data} unit="分" height={220} />
    </Card>
  );
}

const d3Title = (dimensions: readonly DimensionFigures[]) =>
  dimensions.some((d) => d.industryAverage !== undefined) ? '各维度得分与园区、行业平均' : '各维度得分与园区平均';
