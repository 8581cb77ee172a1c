import { Card } from 'antd-mobile';
import { useParams } from 'react-router-dom';
import { formatAward, POLICY_MATCH_LEVELS, type PolicyEnterpriseItem } from '@common/policy';
import type { POLICY_ENTERPRISE_SORTS } from '@common/policy/match/contract';
import { ListPage, type CardSpec, type SortsOf } from '@/ui/list-page';
import { policyDetail, policyEnterprises, type EnterpriseQuery } from '../api';
import styles from '../parts/policy.module.css';
import { MatchLevelTag } from '../parts/verdict';
import { idOf, POLICY_MANAGE, recordPath } from '../paths';

const LEVEL_TABS = [{ value: '', label: '全部' }, ...Object.entries(POLICY_MATCH_LEVELS).map(([value, label]) => ({ value, label }))];

const CARD: CardSpec<PolicyEnterpriseItem> = {
  title: 'orgName',
  subtitle: (o) => [o.creditCode, o.industryName].filter(Boolean).join(' · '),
  tags: (o) => [o.autoGranted && '免申即享'],
  meta: [
    { label: '匹配程度', value: (o) => <MatchLevelTag level={o.matchLevel} /> },
    { label: '符合条件', value: (o) => `${Math.round(o.share * 100)}%` },
    { label: '预计奖补', value: (o) => formatAward(o.estimatedAward) },
    { label: '测评次数', value: (o) => `${o.testCount} 次` },
    { label: '最近测评', value: 'testedAt', format: 'datetime' },
  ],
  table: {
    titleLabel: '企业名称',
    subtitleLabel: '信用代码 · 产业',
    sort: { title: 'orgName', 符合条件: 'share', 预计奖补: 'award', 最近测评: 'testedAt' } satisfies SortsOf<
      typeof POLICY_ENTERPRISE_SORTS
    >,
  },
};

function Heading({ id }: { id: number | null }) {
  const policy = policyDetail.useItem(id);
  if (!policy.data) return null;
  return (
    <Card className={styles.card}>
      <p className={styles.summaryLead}>{policy.data.title}</p>
      <p className={styles.muted}>
        {policy.data.issuer} · 已有 {policy.data.matchCount} 次测评匹配到该政策 · 以各企业最近一次测评为准，点击查看测评结果
      </p>
    </Card>
  );
}

/** /op/policy/enterprise/:id: the organisations that tested policy :id, with their latest outcome. */
export default function PolicyEnterprisePage() {
  const { id } = useParams();
  return (
    <ListPage<PolicyEnterpriseItem, EnterpriseQuery>
      title="政策匹配企业"
      backTo={POLICY_MANAGE}
      list={policyEnterprises}
      fixed={{ id }}
      tabs={{ field: 'matchLevel', options: LEVEL_TABS }}
      search={{ field: 'search', placeholder: '搜索企业名称或信用代码' }}
      header={<Heading id={idOf(id)} />}
      card={CARD}
      // An operator screen outside the menu: a table on a desktop too.
      table
      itemKey={(o) => o.orgId}
      itemPath={(o) => recordPath(o.testId)}
      emptyText="暂无企业测评过该政策"
    />
  );
}
