import { ListPage, type CardSpec } from '@/ui/list-page';
import { applications, type ApplicationItem, type ApplicationQuery } from '../api';
import { CENTER, progressPath } from '../paths';
import { DeclareStateTag, STATE_TABS } from '../parts/state-tag';

const CARD: CardSpec<ApplicationItem> = {
  title: 'declareName',
  subtitle: (a) => a.projectName || a.applyItemName,
  meta: [
    { label: '申报状态', value: (a) => <DeclareStateTag state={a.state} /> },
    { label: '申请金额', value: 'amountApplied', format: 'money' },
    { label: '退回原因', value: 'reason', hidden: (a) => a.state !== 'BACK' },
    { label: '审核意见', value: 'reason', hidden: (a) => a.state !== 'FAIL' },
    { label: '兑现金额', value: 'landingAmount', format: 'money' },
    { label: '截止日期', value: 'endDate', hidden: (a) => a.state !== 'TOSUBMIT' },
    { label: '提交时间', value: 'submittedAt', format: 'datetime' },
  ],
};

/** /policy/declareList: the enterprise's applications by state. */
export default function MyListPage() {
  return (
    <ListPage<ApplicationItem, ApplicationQuery>
      title="我的申报"
      backTo={CENTER}
      list={applications}
      tabs={{ field: 'state', options: STATE_TABS }}
      search={{ field: 'search', placeholder: '搜索申报名称或项目名称' }}
      card={CARD}
      itemPath={(a) => progressPath(a.id)}
      emptyText="暂无申报"
    />
  );
}
