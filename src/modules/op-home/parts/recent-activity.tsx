import { Card, List, Skeleton } from 'antd-mobile';
import { formatDateTime } from '@/ui/format';
import { myOperations } from '../api';
import styles from './workbench.module.css';

/** 最近动态: the user's own latest changes, from the operation log (reads and exports are not there). */
export function RecentActivity() {
  const { data, error } = myOperations.useQuery({});
  if (error) return null;
  return (
    <Card title="最近动态" className={styles.card}>
      {!data ? (
        <Skeleton.Paragraph lineCount={3} animated />
      ) : data.length === 0 ? (
        <p className={styles.note}>您在运营中心的改动（审核、发布、保存等）会列在这里。</p>
      ) : (
        <List className={styles.activity}>
          {data.map((op) => (
            <List.Item key={op.id} description={formatDateTime(op.createdAt)}>
              {op.module ? `${op.module} · ` : ''}
              {op.action}
              {op.recordId === null ? '' : `（编号 ${String(op.recordId)}）`}
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
