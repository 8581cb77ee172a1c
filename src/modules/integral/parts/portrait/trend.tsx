import { Card } from 'antd-mobile';
import { Chart } from '@/ui/chart/index';
import type { IntegralPortrait } from '../../api-public';
import styles from './portrait.module.css';
import { points } from '../public/rule-text';
import publicStyles from '../public/public.module.css';

/** 历年趋势: the total and rank of each year the enterprise was scored (a line once there are two). */
export function PortraitTrend({ trend }: { trend: IntegralPortrait['trend'] }) {
  if (trend.length === 0) return null;
  return (
    <Card className={publicStyles.card} title="历年趋势">
      {trend.length > 1 ? (
        <Chart kind="line" title="历年总分" data={trend.map((t) => ({ name: String(t.year), value: t.total }))} unit="分" height={200} />
      ) : null}
      <ul className={styles.trend} aria-label="历年得分">
        {[...trend].reverse().map((t) => (
          <li key={t.year}>
            <span>
              {t.year}年度 · {t.stageLabel}
            </span>
            <span>
              {points(t.total)}分 · 第{t.rank}名 / 共{t.count}家
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
