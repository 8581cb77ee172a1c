import { Button, ProgressBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ANSWER_SOURCES, formatAward, type MatchedItem, type MatchedPolicy } from '@common/policy';
import { policyDetailPath } from '../paths';
import styles from './policy.module.css';
import { MatchLevelTag, VerdictIcon } from './verdict';
import { AutoGrantTag } from './auto-grant-tag';

function ItemVerdicts({ item }: { item: MatchedItem }) {
  return (
    <section className={styles.matchItem} aria-label={`申报事项：${item.name}`}>
      <h4 className={styles.matchItemTitle}>
        <VerdictIcon verdict={item.verdict} />
        <span>{item.name}</span>
        <AutoGrantTag shown={item.autoGrant} fill="outline" />
        {item.award ? <span className={styles.money}>{formatAward(item.award)}</span> : null}
      </h4>
      {item.conditions.length ? (
        <ul className={styles.verdictList}>
          {item.conditions.map((c) => (
            <li key={c.conditionId} className={styles.verdictRow} data-verdict={c.verdict}>
              <VerdictIcon verdict={c.verdict} />
              <div>
                <span className={styles.conditionName}>{c.name}</span>
                <span className={styles.explanation}>{c.explanation}</span>
                {c.quotas.some((q) => q.source === 'PROFILE') ? (
                  <span className={styles.source}>依据：{ANSWER_SOURCES.PROFILE}</span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>该事项不设条件</p>
      )}
    </section>
  );
}

/**
 * One policy of a match result: its outcome, how many conditions pass, the estimated award, and
 * (unfolded) every apply item with each condition's 符合 / 不符合 / 待确认 and why.
 */
export function MatchedPolicyCard({ policy, rank, defaultOpen = false }: { policy: MatchedPolicy; rank?: number; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <article className={styles.matchCard} aria-label={policy.title} data-policy-id={policy.policyId}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          {rank !== undefined ? <span className={styles.rank}>{rank}</span> : null}
          <Link to={policyDetailPath(policy.policyId)}>{policy.title}</Link>
        </h3>
        <MatchLevelTag level={policy.matchLevel} />
      </div>
      <div className={styles.tags}>
        <Tag fill="outline">{policy.levelLabel}</Tag>
        <AutoGrantTag shown={policy.autoGranted} />
        <span className={styles.muted}>{policy.issuer}</span>
      </div>
      <div className={styles.shareRow}>
        <ProgressBar percent={Math.round(policy.share * 100)} aria-label="符合条件比例" />
        <span className={styles.shareText}>
          符合 {policy.passed} · 不符合 {policy.failed} · 待确认 {policy.unknown}
        </span>
      </div>
      <p className={styles.estimate}>
        预计可获奖补：<strong className={styles.money}>{policy.estimatedAward ? formatAward(policy.estimatedAward) : '—'}</strong>
        {policy.endDate ? <span className={styles.muted}> · 截止 {policy.endDate}</span> : null}
      </p>
      <Button size="small" fill="none" color="primary" onClick={() => setOpen(!open)} aria-expanded={open}>
        {open ? '收起条件明细' : '查看条件明细'}
      </Button>
      {open ? (
        <div className={styles.matchItems}>
          {policy.items.map((item) => (
            <ItemVerdicts key={item.itemId} item={item} />
          ))}
        </div>
      ) : null}
    </article>
  );
}
