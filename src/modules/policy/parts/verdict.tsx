import { Tag } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill, QuestionCircleFill } from 'antd-mobile-icons';
import { MATCH_VERDICTS, POLICY_MATCH_LEVELS, type MatchVerdict, type PolicyMatchLevel } from '@common/policy';
import styles from './policy.module.css';

const ICONS = { PASS: CheckCircleFill, FAIL: CloseCircleFill, UNKNOWN: QuestionCircleFill } as const;

/** ✓ 符合 / ✗ 不符合 / ? 待确认 before a condition. */
export function VerdictIcon({ verdict }: { verdict: MatchVerdict }) {
  const Icon = ICONS[verdict];
  return (
    <span className={styles[`verdict${verdict}`]} role="img" aria-label={MATCH_VERDICTS[verdict]}>
      <Icon />
    </span>
  );
}

export const LEVEL_COLORS: Record<PolicyMatchLevel, 'success' | 'primary' | 'warning' | 'default'> = {
  MATCHED: 'success',
  PARTIAL: 'primary',
  POSSIBLE: 'warning',
  UNMATCHED: 'default',
};

export function MatchLevelTag({ level }: { level: PolicyMatchLevel }) {
  return (
    <Tag color={LEVEL_COLORS[level]} fill={level === 'MATCHED' ? 'solid' : 'outline'}>
      {POLICY_MATCH_LEVELS[level]}
    </Tag>
  );
}
