import type { APPLICATION_LIST_SORTS } from '@common/declare/contract';
import { ListPage, type CardSpec, type SortsOf } from '@/ui/list-page';
import { applications, counts, exportApplications, type ApplicationItem, type ApplicationQuery } from '../../api';
import { OP_INDEX, opAuditPath } from '../../paths';
import { OPERATOR_CARD } from '../../parts/application-card';
import { OPERATOR_STATE_TABS } from '../../parts/state-tag';

const CARD: CardSpec<ApplicationItem> = {
  ...OPERATOR_CARD,
  table: {
    titleLabel: '企业名称',
    subtitleLabel: '项目名称',
    sort: {
      title: 'orgName',
      subtitle: 'projectName',
      申请金额: 'amountApplied',
      提交时间: 'submittedAt',
    } satisfies SortsOf<typeof APPLICATION_LIST_SORTS>,
  },
};

/** /op/policy/declare: every submitted application of the park to audit, by state; search and export. */
export default function DeclareQueuePage() {
  const pending = counts.useQuery({}).data?.TOAUDIT;
  return (
    <ListPage<ApplicationItem, ApplicationQuery>
      title="政策申报审核"
      backTo={OP_INDEX}
      list={applications}
      tabs={{ field: 'state', options: OPERATOR_STATE_TABS, counts: pending === undefined ? undefined : { TOAUDIT: pending } }}
      search={{ field: 'search', placeholder: '企业名称、项目名称或申报名称' }}
      card={CARD}
      itemPath={(a) => opAuditPath(a.id)}
      exportTo={exportApplications}
      emptyText="暂无申报"
    />
  );
}
