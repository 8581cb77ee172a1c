import { Card, Grid, Skeleton } from 'antd-mobile';
import useSWR from 'swr';
import { useNavigate } from 'react-router-dom';
import { request } from '@/core/http';
import { TODO_SOURCES, type TodoSource } from '../todo-sources';
import styles from './workbench.module.css';

function Todo({ source }: { source: TodoSource }) {
  const navigate = useNavigate();
  const { data, error, isLoading } = useSWR([source.base, source.path], () =>
    request<unknown>(source.path, { base: source.base, silent: true }),
  );
  const count = data === undefined ? undefined : source.pick(data);
  return (
    <button type="button" className={styles.todo} onClick={() => navigate(source.link)} aria-label={`${source.label}：${count ?? '—'}`}>
      {isLoading ? (
        <Skeleton.Title animated className={styles.todoSkeleton} />
      ) : (
        <strong className={count ? styles.todoCount : styles.todoZero}>{error ? '—' : count}</strong>
      )}
      <span>{source.label}</span>
    </button>
  );
}

/** The pending work of every area that has an audit queue. */
export function TodoGrid() {
  return (
    <Card title="待办事项" className={styles.card}>
      <Grid columns={2} gap={8}>
        {TODO_SOURCES.map((source) => (
          <Grid.Item key={source.key}>
            <Todo source={source} />
          </Grid.Item>
        ))}
      </Grid>
    </Card>
  );
}
