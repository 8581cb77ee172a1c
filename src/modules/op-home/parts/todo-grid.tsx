import { Card, Grid, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { hasPermission } from '@common/roles';
import { useSession } from '@/core/use-session';
import { TODO_SOURCES, type TodoSource } from '../todo-sources';
import styles from './workbench.module.css';

function Todo({ source }: { source: TodoSource }) {
  const navigate = useNavigate();
  const { count, failed, loading } = source.useCount();
  return (
    // The label comes first in the DOM so the button's name reads 企业认证待审核 5 as it is seen
    // (the count drawn above it by the column's reverse order).
    <button type="button" className={styles.todo} onClick={() => navigate(source.link)}>
      <span>{source.label}</span>
      {loading ? (
        <Skeleton.Title animated className={styles.todoSkeleton} />
      ) : (
        <strong className={count ? styles.todoCount : styles.todoZero}>{failed ? '—' : count}</strong>
      )}
    </button>
  );
}

/** The pending work of every area that has an audit queue and the user may work on, two to a row on a phone. */
export function TodoGrid({ columns = 2 }: { columns?: number }) {
  const user = useSession();
  const sources = TODO_SOURCES.filter((source) => !source.permission || hasPermission(user, source.permission));
  if (!sources.length) return null;
  return (
    <Card title="待办事项" className={styles.card}>
      <Grid columns={columns} gap={8}>
        {sources.map((source) => (
          <Grid.Item key={source.key}>
            <Todo source={source} />
          </Grid.Item>
        ))}
      </Grid>
    </Card>
  );
}
