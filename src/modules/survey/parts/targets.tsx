import { Button } from 'antd-mobile';
import { DataTable, type DataColumn } from '@/ui/data-table';
import { formatDateTime } from '@/ui/format';
import { LoadFailed } from '@/ui/states';
import { targets, type TargetRow } from '../api';
import styles from './survey.module.css';

const COLUMNS: DataColumn<TargetRow>[] = [
  { key: 'org', title: '企业', render: (t) => t.orgName, strong: true },
  { key: 'via', title: '选中方式', render: (t) => t.via },
  { key: 'sent', title: '发送时间', render: (t) => formatDateTime(t.sentAt) },
  { key: 'answered', title: '答卷', render: (t) => (t.answeredAt ? `已提交（${t.answererName}，${formatDateTime(t.answeredAt)}）` : '未提交') },
];

/** The enterprises a survey was sent to and whether each answered. */
export function Targets({ id }: { id: number }) {
  const list = targets.useList({ id });
  if (list.error) return <LoadFailed error={list.error} onRetry={() => void list.refresh()} />;
  if (list.items.length === 0) return null;
  return (
    <div className={styles.card}>
      <DataTable caption={`发送对象（${String(list.total)} 家）`} rows={list.items} columns={COLUMNS} rowKey={(t) => t.orgId} />
      {list.hasMore ? (
        <Button size="small" fill="none" onClick={() => list.loadMore()}>
          加载更多
        </Button>
      ) : null}
    </div>
  );
}
