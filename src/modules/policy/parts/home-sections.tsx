import { Button, Card, Skeleton } from 'antd-mobile';
import { Link, useNavigate } from 'react-router-dom';
import { formatAward } from '@common/policy';
import { formatDateTime } from '@/ui/format';
import { hotPolicies, policies, useLatestTest } from '../api';
import { POLICY_LIST, POLICY_QUESTION, POLICY_QUICK_MATCH, POLICY_RECORDS, recordPath } from '../paths';
import styles from './policy.module.css';
import { PolicyRow } from './policy-row';

const Loading = () => <Skeleton.Paragraph lineCount={3} animated />;

/** 热门政策: live published policies by real views and matches. */
export function HotSection() {
  const { data, error, isLoading } = hotPolicies.useQuery(5);
  let body;
  if (isLoading && !data) body = <Loading />;
  else if (error && !data) body = <p className={styles.muted}>热门政策加载失败，请稍后重试</p>;
  else if (!data?.length) body = <p className={styles.muted}>暂无热门政策</p>;
  else
    body = (
      <ol className={styles.rows}>
        {data.map((p) => (
          <PolicyRow key={p.id} policy={p} extra={`浏览 ${p.viewCount} · 匹配 ${p.matchCount}`} />
        ))}
      </ol>
    );
  return (
    <Card className={styles.card} title={<h2 className={styles.sectionTitle}>热门政策</h2>}>
      {body}
    </Card>
  );
}

/** 最新政策: the newest published ones, with a way into the library. */
export function LatestSection() {
  const { items, isLoading, error } = policies.useList({ sort: 'NEW' }, { pageSize: 5 });
  let body;
  if (isLoading && !items.length) body = <Loading />;
  else if (error && !items.length) body = <p className={styles.muted}>最新政策加载失败，请稍后重试</p>;
  else if (!items.length) body = <p className={styles.muted}>暂无已发布的政策</p>;
  else
    body = (
      <ul className={styles.rows}>
        {items.slice(0, 5).map((p) => (
          <PolicyRow key={p.id} policy={p} />
        ))}
      </ul>
    );
  return (
    <Card
      className={styles.card}
      title={<h2 className={styles.sectionTitle}>最新政策</h2>}
      extra={
        <Link to={POLICY_LIST} className={styles.more}>
          政策库
        </Link>
      }
    >
      {body}
    </Card>
  );
}

/** 快速匹配 entry; a signed-in user also sees the outcome of the newest test. */
export function MatchEntry({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const latest = useLatestTest(signedIn);
  const test = latest.data;
  return (
    <Card className={`${styles.card} ${styles.matchEntry}`}>
      <h2 className={styles.sectionTitle}>政策快速匹配</h2>
      <p className={styles.muted}>结合企业信息回答几个问题，立即查看可享受的政策、满足与不满足的条件和预计奖补金额。</p>
      {test ? (
        <p className={styles.latest}>
          最近一次测评（{formatDateTime(test.createdAt)}）：完全匹配 {test.result.summary.matchedCount} 项，部分匹配{' '}
          {test.result.summary.partialCount} 项，预计奖补 {formatAward(test.result.summary.totalAward)}。{' '}
          <Link to={recordPath(test.id)}>查看结果</Link>
        </p>
      ) : null}
      <div className={styles.entryButtons}>
        <Button color="primary" onClick={() => void navigate(POLICY_QUICK_MATCH)}>
          快速匹配
        </Button>
        <Button onClick={() => void navigate(POLICY_QUESTION)}>完整问卷</Button>
        {signedIn ? <Button onClick={() => void navigate(POLICY_RECORDS)}>测评记录</Button> : null}
      </div>
    </Card>
  );
}
