import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { APPEAL_CATEGORIES, APPEAL_STATES } from '@common/appeal/rules';
import type { APPEAL_LIST_SORTS } from '@common/appeal/contract';
import { withCount } from '@/ui/format';
import { ListPage, type SortsOf } from '@/ui/list-page';
import { appealCounts, appealExport, appealExportSelected, departments as departmentList, opAppeals, type AppealListItem, type OpQuery } from '../api';
import { appealCard } from '../parts/appeal-card';
import { OP_ANALYSE, OP_INDEX, opAppealDetailPath, opAppealListPath, USER_APPEAL_ADD } from '../paths';

const TABS = [
  { label: '全部', value: '' },
  ...Object.entries(APPEAL_STATES).map(([value, label]) => ({ label, value })),
];
const CATEGORY_OPTIONS = APPEAL_CATEGORIES.map((c) => ({ label: c.label, value: c.value }));
const OVERDUE_OPTIONS = [{ label: '已超期未答复', value: '1' }];
const CARD = {
  ...appealCard('operator'),
  table: {
    titleLabel: '诉求标题',
    subtitleLabel: '企业名称',
    extraLabel: '办理状态',
    sort: {
      title: 'title',
      subtitle: 'orgName',
      提交时间: 'createdAt',
      答复期限: 'dueAt',
      extra: 'state',
    } satisfies SortsOf<typeof APPEAL_LIST_SORTS>,
  },
};

const exportSelected = (rows: AppealListItem[]) => appealExportSelected(rows.map((row) => row.id));

/** /op/appeal/list/:states?: the park's appeals by state, with filters, the overdue first to see, and export. */
export default function OpAppealListPage() {
  const navigate = useNavigate();
  const counts = appealCounts.useQuery({}).data;
  const departments = departmentList.useQuery({}).data ?? [];
  return (
    <ListPage<AppealListItem, OpQuery>
      title="诉求办理"
      backTo={OP_INDEX}
      list={opAppeals}
      tabs={{
        field: 'states',
        options: TABS,
        param: 'states',
        pathFor: opAppealListPath,
        counts: counts ? { '': counts.total, ...counts } : undefined,
      }}
      search={{ field: 'search', placeholder: '标题、内容或企业名称' }}
      filters={[
        {
          field: 'overdue',
          label: counts?.overdue ? withCount('超期', counts.overdue) : '超期',
          options: OVERDUE_OPTIONS,
        },
        { field: 'category', label: '诉求类别', options: CATEGORY_OPTIONS },
        {
          field: 'departmentId',
          label: '承办部门',
          options: departments.map((d) => ({ label: d.name, value: String(d.id) })),
        },
      ]}
      card={CARD}
      itemPath={(a) => opAppealDetailPath(a.id)}
      exportTo={appealExport}
      exportSelected={exportSelected}
      actions={
        <Button size="mini" color="primary" fill="none" onClick={() => void navigate(OP_ANALYSE)}>
          分析
        </Button>
      }
      createPath={USER_APPEAL_ADD}
      createLabel="代企业提交"
      emptyText="暂无诉求"
    />
  );
}
