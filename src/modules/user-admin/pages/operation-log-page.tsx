import { ListPage, type CardSpec, type FilterSpec } from '@/ui/list-page';
import { operationLog, operationLogModules, type LogQuery, type OperationLogItem } from '../api';
import { OP_INDEX } from '../paths';

const CARD: CardSpec<OperationLogItem> = {
  title: 'action',
  subtitle: 'userName',
  meta: [
    { label: '模块', value: 'module' },
    { label: '时间', value: 'createdAt', format: 'datetime' },
    { label: '记录编号', value: (e) => (e.recordId === null ? '' : String(e.recordId)) },
    { label: 'IP 地址', value: 'ip' },
  ],
  table: { titleLabel: '操作', subtitleLabel: '操作人', sort: {} },
};

const RANGES = [
  { label: '今天', value: '1' },
  { label: '近7天', value: '7' },
  { label: '近30天', value: '30' },
  { label: '近90天', value: '90' },
];

/**
 * /op/operationLog: who changed what and when in the park, in the park's words (module and
 * operation; reads, searches, previews and exports are not changes and are not there), searched
 * by person, module or operation and filtered by module and time.
 */
export default function OperationLogPage() {
  const modules = operationLogModules.useQuery({});
  const filters: FilterSpec<LogQuery>[] = [
    { field: 'module', label: '模块', options: (modules.data ?? []).map((m) => ({ label: m, value: m })), allLabel: '全部模块' },
    { field: 'days', label: '时间', options: RANGES, allLabel: '全部时间' },
  ];
  return (
    <ListPage<OperationLogItem, LogQuery>
      title="操作日志"
      backTo={OP_INDEX}
      list={operationLog}
      search={{ field: 'search', placeholder: '操作人、模块或操作' }}
      filters={filters}
      card={CARD}
      emptyText="暂无操作记录"
    />
  );
}
