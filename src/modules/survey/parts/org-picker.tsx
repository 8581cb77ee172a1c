import { CheckList, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { LoadFailed, LoadingCards } from '@/ui/states';
import { orgOptions } from '../api';
import styles from './survey.module.css';

/** Enterprises picked one by one: search by name, tick; the picked stay picked across searches. */
export function OrgPicker({ value = [], onChange }: { value?: number[]; onChange?: (ids: number[]) => void }) {
  const [search, setSearch] = useState('');
  const [names, setNames] = useState<Record<number, string>>({});
  const found = orgOptions.useQuery({ search: search || undefined });
  const orgs = found.data?.orgs ?? [];
  const picked = value.filter((id) => !orgs.some((o) => o.id === id));
  return (
    <div className={styles.editor}>
      <SearchBar placeholder="搜索企业名称" onSearch={setSearch} onClear={() => setSearch('')} aria-label="搜索企业名称" />
      {picked.length ? <p className={styles.intro}>已选：{picked.map((id) => names[id] ?? `企业 ${String(id)}`).join('、')}</p> : null}
      {found.error ? (
        <LoadFailed error={found.error} onRetry={() => void found.mutate()} />
      ) : !found.data ? (
        <LoadingCards count={1} lines={3} />
      ) : (
        <CheckList
          multiple
          value={value}
          onChange={(ids) => {
            setNames((n) => ({ ...n, ...Object.fromEntries(orgs.map((o) => [o.id, o.name])) }));
            onChange?.(ids.map(Number));
          }}
          aria-label="企业"
        >
          {orgs.map((o) => (
            <CheckList.Item key={o.id} value={o.id} description={[o.industry, o.category].filter(Boolean).join(' · ')}>
              {o.name}
            </CheckList.Item>
          ))}
        </CheckList>
      )}
    </div>
  );
}
