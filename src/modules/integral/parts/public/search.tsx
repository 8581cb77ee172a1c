import { Button, Card, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { PUBLIC_TOP_MAX } from '@common/integral/contract';
import { quoted } from '@common/quoted';
import { LoadFailed } from '@/ui/states';
import { integralSearch } from '../../api-public';
import styles from './public.module.css';
import { PublicRankRow } from './rank-row';

/** 查询企业积分: an enterprise of the park by name, with its total and rank among the scored ones. */
export function PublicSearch({ year, count }: { year: number | undefined; count: number | undefined }) {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const query = { keyword, ...(year ? { year: String(year) } : {}) };
  const list = integralSearch.useList(query, { enabled: keyword !== '' });
  const submit = (value: string) => setKeyword(value.trim());

  let result = null;
  if (keyword && list.error && list.items.length === 0) result = <LoadFailed error={list.error} onRetry={() => void list.refresh()} />;
  else if (keyword && list.isLoading) result = <p className={styles.muted}>查询中……</p>;
  else if (keyword && list.items.length === 0)
    result = (
      <p className={styles.muted}>
        在公开的前{PUBLIC_TOP_MAX}名中未找到名称含{quoted(keyword)}的企业
      </p>
    );
  else if (keyword)
    result = (
      <>
        <p className={styles.muted}>
          找到{list.total ?? list.items.length}家名称含{quoted(keyword)}的企业
        </p>
        <ol className={styles.ranking} aria-label="查询结果">
          {list.items.map((item) => (
            <PublicRankRow key={item.orgId} item={item} {...(count ? { count } : {})} />
          ))}
        </ol>
        {list.hasMore ? (
          <Button block fill="none" color="primary" size="small" onClick={() => void list.loadMore().catch(() => undefined)}>
            加载更多
          </Button>
        ) : null}
      </>
    );

  return (
    <Card className={styles.card} title="查询企业积分">
      <SearchBar
        className={styles.searchBar}
        placeholder="输入企业名称"
        value={draft}
        maxLength={50}
        onChange={setDraft}
        onSearch={submit}
        onClear={() => setKeyword('')}
      />
      <Button size="small" color="primary" disabled={!draft.trim()} onClick={() => submit(draft)}>
        查询
      </Button>
      {result ?? (
        <p className={styles.muted}>
          可按企业名称查询积分排名前{PUBLIC_TOP_MAX}名企业的积分和排名；认证企业登录后还可查到本企业。
        </p>
      )}
    </Card>
  );
}
