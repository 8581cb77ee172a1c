import { Card } from 'antd-mobile';
import { ChipTabs } from '@/ui/chip-tabs';
import { formatDateTime } from '@/ui/format';
import { StatGrid } from '@/ui/stat-grid';
import type { IntegralPortrait, IntegralScoreView } from '../../api-public';
import styles from './portrait.module.css';
import { points } from '../public/rule-text';
import publicStyles from '../public/public.module.css';

/** The organisation, the year picker, the total and its place in the park. */
export function PortraitSummary({
  portrait,
  score,
  onYear,
}: {
  portrait: IntegralPortrait;
  score: IntegralScoreView | null;
  onYear: (year: number) => void;
}) {
  const { org, system } = portrait;
  return (
    <Card className={publicStyles.card}>
      <h2 className={styles.orgName}>{org.fullname}</h2>
      <p className={styles.orgMeta}>{[org.industryName, org.area].filter(Boolean).join(' · ')}</p>
      {portrait.years.length > 1 ? (
        <ChipTabs
          className={publicStyles.years}
          label="积分年度"
          tabs={portrait.years.map((y) => ({ key: String(y), title: `${String(y)}年度` }))}
          activeKey={String(portrait.year ?? '')}
          onChange={(key) => onYear(Number(key))}
        />
      ) : null}
      {score ? (
        <>
          <p className={styles.total}>
            <span className={styles.totalValue} data-testid="portrait-total">
              {points(score.total)}
            </span>
            <span className={styles.totalUnit}>分 / 100</span>
          </p>
          <p className={styles.totalLabel}>{portrait.year}年度创新积分总分</p>
          <StatGrid
            label="园区排名"
            items={[
              { label: `园区排名（共${String(score.count)}家）`, value: `第${String(score.rank)}名`, testId: 'portrait-rank' },
              { label: '超过园区企业', value: `${String(score.percentile)}%`, testId: 'portrait-percentile' },
              { label: score.age === null ? '企业阶段' : `企业阶段（成立${String(score.age)}年）`, value: score.stageLabel },
            ]}
          />
          <p className={publicStyles.muted}>
            {system ? `按${String(system.year)}年度指标体系第${String(system.version)}版计算，` : ''}
            更新于{formatDateTime(score.computedAt)}
            {score.missingCount > 0 ? `；有${String(score.missingCount)}项指标缺少数据，按0分计` : ''}。
          </p>
        </>
      ) : null}
    </Card>
  );
}
