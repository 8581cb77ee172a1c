import type { IntegralPortrait } from '../../api-public';
import { Empty } from '@/ui/states';
import { PortraitBreakdown } from './breakdown';
import { PortraitDimensions } from './dimensions';
import { PortraitSummary } from './summary';
import { PortraitTrend } from './trend';
import styles from '../public/public.module.css';

/**
 * One enterprise's innovation score for a year, explained — the same for the enterprise
 * (/info/integral/portrait) and for the park's operators (/integral/portrait/:id): the summary
 * with the year picker, the dimensions, the breakdown indicator by indicator and the years.
 * `whose` names the enterprise in the empty state (本企业 / 该企业).
 */
export function PortraitView({
  portrait,
  onYear,
  whose,
}: {
  portrait: IntegralPortrait;
  onYear: (year: number) => void;
  whose: '本企业' | '该企业';
}) {
  return (
    <>
      <PortraitSummary portrait={portrait} score={portrait.score} onYear={onYear} />
      {portrait.score ? (
        <>
          <PortraitDimensions score={portrait.score} />
          <PortraitBreakdown score={portrait.score} />
        </>
      ) : (
        <div className={styles.card}>
          <Empty
            title={portrait.year ? `${String(portrait.year)}年度暂无${whose}的创新积分` : '园区尚未发布创新积分'}
            description={
              portrait.year
                ? `${whose}该年度没有审核通过的填报数据，未参与计分。`
                : '园区发布创新积分后，可在此查看企业的得分、排名和逐项明细。'
            }
          />
        </div>
      )}
      <PortraitTrend trend={portrait.trend} />
    </>
  );
}
