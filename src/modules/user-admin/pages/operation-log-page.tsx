import { ListPage, type CardSpec } from '@/ui/list-page';
import { operationLog, type LogQuery, type OperationLogItem } from '../api';
import { OP_INDEX } from '../paths';

const CARD: CardSpec<OperationLogItem> = {
  title: (e) => e.action || e.route,
  subtitle: 'userName',
  meta: [
    { label: '时间', value: 'createdAt', format: 'datetime' },
    { label: '记录编号', value: (e) => (e.recordId === null ? '' : String(e.recordId)) },
    { label: '接口', value: (e) => `${e.method} ${e.route}` },
    { label: 'IP', value: 'ip' },
  ],
  table: { titleLabel: '操作', subtitleLabel: '操作人' },
};

/** /op/operationLog: who wrote what and when in the park (every module's writes, without their content). */
export default function OperationLogPage() {
  return (
    <ListPage<OperationLogItem, LogQuery>
      title="操作日志"
      backTo={OP_INDEX}
      list={operationLog}
      search={{ field: 'search', placeholder: '操作人或操作名称' }}
      card={CARD}
      emptyText="暂无操作记录"
    />
  );
}
