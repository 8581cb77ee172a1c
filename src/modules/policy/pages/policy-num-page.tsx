import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import type { MatchedPolicy, TestDetail } from '@common/policy';
import { formatDateTime, withCount } from '@/ui/format';
import { Empty } from '@/ui/states';
import { MatchedPolicyCard } from '../parts/matched-policy-card';
import styles from '../parts/policy.module.css';
import { TestScreen } from '../parts/test-loader';
import type { MatchBucket } from '../paths';

const BUCKETS: Array<{ key: MatchBucket; label: string; pick: (p: MatchedPolicy) => boolean; empty: string }> = [
  { key: 'MATCHED', label: '完全匹配', pick: (p) => p.matchLevel === 'MATCHED', empty: '没有完全匹配的政策' },
  { key: 'PARTIAL', label: '部分匹配', pick: (p) => p.matchLevel === 'PARTIAL', empty: '没有部分匹配的政策' },
  { key: 'POSSIBLE', label: '可能匹配', pick: (p) => p.matchLevel === 'POSSIBLE', empty: '没有需补充信息的政策' },
  { key: 'AUTO', label: '免申即享', pick: (p) => p.autoGranted, empty: '没有可免申即享的政策' },
  { key: 'UNMATCHED', label: '暂不匹配', pick: (p) => p.matchLevel === 'UNMATCHED', empty: '没有暂不匹配的政策' },
];

const HINTS: Record<MatchBucket, string> = {
  MATCHED: '所有申报条件均符合，可直接申报。',
  PARTIAL: '有不符合的条件，但至少一个申报事项的条件全部符合，可申报该事项。',
  POSSIBLE: '没有不符合的条件，但有条件待确认：补充作答即可判断。',
  AUTO: '条件符合且属于免申即享事项，无需申报即可享受。',
  UNMATCHED: '存在不符合的条件，暂不能申报。',
};

function Bucket({ test }: { test: TestDetail }) {
  const [search, setSearch] = useSearchParams();
  const current = BUCKETS.find((b) => b.key === search.get('bucket')) ?? BUCKETS[0]!;
  const ranked = test.result.policies;
  const list = ranked.filter(current.pick);
  return (
    <>
      <Tabs
        activeKey={current.key}
        onChange={(key) => setSearch({ bucket: key }, { replace: true })}
        className={styles.tabs}
      >
        {BUCKETS.map((b) => (
          <Tabs.Tab key={b.key} title={withCount(b.label, ranked.filter(b.pick).length)} />
        ))}
      </Tabs>
      <p className={styles.caption}>
        {formatDateTime(test.createdAt)} 的测评{test.orgName ? ` · ${test.orgName}` : ''} · {HINTS[current.key]}
      </p>
      <section className={styles.matchList} aria-label={current.label}>
        {list.length ? (
          list.map((p) => <MatchedPolicyCard key={p.policyId} policy={p} rank={ranked.indexOf(p) + 1} />)
        ) : (
          <Empty title={current.empty} />
        )}
      </section>
    </>
  );
}

/** /policy/policyNum/:id?bucket=: the policies counted in one figure of a test record's result. */
export default function PolicyNumPage() {
  return (
    <TestScreen title="匹配政策" what="查看政策匹配结果">
      {(test) => <Bucket test={test} />}
    </TestScreen>
  );
}
