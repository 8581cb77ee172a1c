import { List, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Empty, LoadFailed, LoadingCards } from '@/ui/states';
import { StatusTag } from '@/ui/status-tag';
import { policies } from '../api';
import styles from './policy.module.css';

/** Choose a policy (for screens opened without ?id=): search, then a link per policy. */
export function PolicyPicker({ pathFor, hint }: { pathFor: (id: number) => string; hint: string }) {
  const [search, setSearch] = useState('');
  const { items, isLoading, error, refresh } = policies.useList(search ? { search, validity: 'ALL' } : { validity: 'ALL' }, { pageSize: 20 });
  let body;
  if (isLoading && !items.length) body = <LoadingCards count={2} />;
  else if (error && !items.length) body = <LoadFailed error={error} onRetry={() => void refresh()} />;
  else if (!items.length) body = <Empty title="没有找到政策" />;
  else
    body = (
      <List mode="card">
        {items.map((p) => (
          <List.Item key={p.id} extra={<StatusTag family="publish" value={p.state} />} description={p.issuer}>
            <Link to={pathFor(p.id)}>{p.title}</Link>
          </List.Item>
        ))}
      </List>
    );
  return (
    <>
      <p className={styles.caption}>{hint}</p>
      <div role="search" className={styles.searchBox}>
        <SearchBar placeholder="搜索政策标题" onSearch={(text) => setSearch(text.trim())} onClear={() => setSearch('')} />
      </div>
      {body}
    </>
  );
}
