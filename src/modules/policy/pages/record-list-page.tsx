import { formatAward, type TestRecordItem } from '@common/policy';
import { useSession } from '@/core/use-session';
import { formatDateTime } from '@/ui/format';
import { ListPage, type CardSpec } from '@/ui/list-page';
import { PageFrame } from '@/ui/page-frame';
import { testRecords } from '../api';
import { LoginNeeded } from '../parts/login-needed';
import { POLICY_INDEX, recordPath } from '../paths';

const CARD: CardSpec<TestRecordItem> = {
  title: (r) => `${formatDateTime(r.createdAt)} 的测评`,
  subtitle: (r) => r.orgName || '个人测评',
  tags: (r) => [
    `完全匹配 ${r.summary.matchedCount}`,
    `部分匹配 ${r.summary.partialCount}`,
    r.summary.autoGrantedCount > 0 && `免申即享 ${r.summary.autoGrantedCount}`,
  ],
  meta: [
    { label: '预计奖补', value: (r) => formatAward(r.summary.totalAward) },
    { label: '作答题数', value: (r) => `${r.answerCount} 题` },
    { label: '推荐政策', value: (r) => r.topPolicies.join('；') },
  ],
};

/** /policy/record: my test records, newest first. */
export default function RecordListPage() {
  const signedIn = !!useSession();
  if (!signedIn)
    return (
      <PageFrame title="测评记录" backTo={POLICY_INDEX}>
        <LoginNeeded what="查看您的政策匹配测评记录" />
      </PageFrame>
    );
  return (
    <ListPage<TestRecordItem, Record<string, never>>
      title="测评记录"
      backTo={POLICY_INDEX}
      list={testRecords}
      card={CARD}
      itemPath={(r) => recordPath(r.id)}
      emptyText="还没有测评记录，去做一次快速匹配吧"
    />
  );
}
