import { Card, Grid, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { TODO_SOURCES, type TodoSource } from '../todo-sources';
import styles from './workbench.module.css';

function Todo({ source }: { source: TodoSource }) {
  const navigate = useNavigate();
  const { count, failed, loading } = source.useCount();
  return (
    <button type="button" className={styles.todo} onClick={() => navigate(source.link)} aria-label={`${source.label}：${count ?? '—'}`}>
      {loading ? (
        <Skeleton.Title animated className={styles.todoSkeleton} />
      ) : (
        <strong className={count ? styles.todoCount : styles.todoZero}>{failed ? '—' : count}</strong>
      )}
      <span>{source.label}</span>
    </button>
  );
}

/** The pending work of every area that has an audit queue, two to a row on a phone. */
export function TodoGrid({ columns = 2 }: { columns?: number }) {
  return (
    <Card title="待办事项" className={styles.card}>
      <Grid columns={columns} gap={8}>
        {TODO_SOURCES.map((source) => (
          <Grid.Item key={source.key}>
            <Todo source={source} />
          </Grid.Item>
        ))}
      </Grid>
    </Card>
  );
}
