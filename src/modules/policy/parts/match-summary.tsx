import { Card } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { formatAward, type MatchSummary } from '@common/policy';
import { policyNumPath, type MatchBucket } from '../paths';
import styles from './policy.module.css';

const BUCKETS: Array<{ bucket: MatchBucket; label: string; count: (s: MatchSummary) => number }> = [
  { bucket: 'MATCHED', label: '完全匹配', count: (s) => s.matchedCount },
  { bucket: 'PARTIAL', label: '部分匹配', count: (s) => s.partialCount },
  { bucket: 'POSSIBLE', label: '可能匹配', count: (s) => s.possibleCount },
  { bucket: 'AUTO', label: '免申即享', count: (s) => s.autoGrantedCount },
];

/** The figures of a result, each leading to its bucket's policies (/policy/policyNum/:id). */
export function MatchSummaryCard({ testId, summary, orgName }: { testId: number; summary: MatchSummary; orgName?: string }) {
  return (
    <Card className={styles.card}>
      <p className={styles.summaryLead}>
        {orgName ? `${orgName} · ` : ''}共比对 {summary.policyCount} 项有效政策，预计可获奖补
        <strong className={styles.moneyBig}> {summary.totalAward ? formatAward(summary.totalAward) : '0万元'}</strong>
      </p>
      <nav className={styles.buckets} aria-label="匹配结果分类">
        {BUCKETS.map(({ bucket, label, count }) => (
          <Link key={bucket} to={policyNumPath(testId, bucket)} className={styles.bucket}>
            <strong>{count(summary)}</strong>
            <span>{label}</span>
          </Link>
        ))}
      </nav>
    </Card>
  );
}
