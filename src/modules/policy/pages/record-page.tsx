import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TestDetail } from '@common/policy';
import { isOperator } from '@common/roles';
import { useSession } from '@/core/use-session';
import { formatDateTime } from '@/ui/format';
import { Empty } from '@/ui/states';
import { MatchSummaryCard } from '../parts/match-summary';
import { MatchedPolicyCard } from '../parts/matched-policy-card';
import styles from '../parts/policy.module.css';
import { TestScreen } from '../parts/test-loader';
import { answerOfPath, answerPath } from '../paths';

function Result({ test }: { test: TestDetail }) {
  const [showUnmatched, setShowUnmatched] = useState(false);
  const { policies, summary } = test.result;
  const hopeful = policies.filter((p) => p.matchLevel !== 'UNMATCHED');
  const unmatched = policies.filter((p) => p.matchLevel === 'UNMATCHED');
  return (
    <>
      <MatchSummaryCard testId={test.id} summary={summary} orgName={test.orgName} />
      <p className={styles.caption}>
        测评时间 {formatDateTime(test.createdAt)} · 按匹配程度、符合条件比例和预计奖补排序
      </p>
      <section className={styles.matchList} aria-label="匹配结果">
        {hopeful.length ? (
          hopeful.map((p, i) => <MatchedPolicyCard key={p.policyId} policy={p} rank={i + 1} defaultOpen={i === 0} />)
        ) : (
          <Empty title="暂未匹配到可申报的政策" description="补充或修改作答后再试试" />
        )}
      </section>
      {unmatched.length ? (
        <div className={styles.actions}>
          <Button block fill="outline" onClick={() => setShowUnmatched(!showUnmatched)} aria-expanded={showUnmatched}>
            {showUnmatched ? '收起暂不匹配的政策' : `查看暂不匹配的政策（${unmatched.length}）`}
          </Button>
        </div>
      ) : null}
      {showUnmatched ? (
        <section className={styles.matchList} aria-label="暂不匹配的政策">
          {unmatched.map((p, i) => (
            <MatchedPolicyCard key={p.policyId} policy={p} rank={hopeful.length + i + 1} />
          ))}
        </section>
      ) : null}
    </>
  );
}

function Footer({ test }: { test: TestDetail }) {
  const navigate = useNavigate();
  // Operators read enterprises' records; only the person re-runs their own.
  const operator = isOperator(useSession());
  return (
    <>
      <Button block onClick={() => void navigate(answerOfPath(test.id))}>
        查看作答
      </Button>
      {operator ? null : (
        <Button block color="primary" onClick={() => void navigate(answerPath(test.id))}>
          修改答案重新匹配
        </Button>
      )}
    </>
  );
}

/** /policy/record/:id: one test's ranked result with pass/fail/unknown per condition and the estimated award. */
export default function RecordPage() {
  return (
    <TestScreen title="匹配结果" what="查看政策匹配结果" footer={(t) => <Footer test={t} />}>
      {(test) => <Result test={test} />}
    </TestScreen>
  );
}
