import { Button, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { quoted } from '@common/quoted';
import { LoadFailed } from '@/ui/states';
import { integralSearch } from '../../api-public';
import styles from './quality.module.css';
import { ptsText } from './format';

export interface PickedOrg {
  orgId: number;
  fullname: string;
}

/**
 * An enterprise of the park found by name among the scored ones (integral/search): a search box
 * and the matches, each with its total and rank; a tap picks it.
 */
export function QualityOrgSearch({ onPick, placeholder = '输入企业名称' }: { onPick: (org: PickedOrg) => void; placeholder?: string }) {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const list = integralSearch.useList({ keyword }, { enabled: keyword !== '' });
  const submit = (value: string) => setKeyword(value.trim());

  let result = null;
  if (keyword && list.error && list.items.length === 0) result = <LoadFailed error={list.error} onRetry={() => void list.refresh()} />;
  else if (keyword && list.isLoading) result = <p className={styles.muted}>查询中……</p>;
  else if (keyword && list.items.length === 0) result = <p className={styles.muted}>未找到名称含{quoted(keyword)}的计分企业</p>;
  else if (keyword)
    result = (
      <ul className={styles.pickList} aria-label="查询结果">
        {list.items.map((item) => (
          <li key={item.orgId}>
            <button type="button" className={styles.pickItem} onClick={() => onPick({ orgId: item.orgId, fullname: item.fullname })}>
              <span>{item.fullname}</span>
              <span className={styles.muted}>
                {ptsText(item.total)} · 第{item.rank}名
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <div className={styles.picker}>
      <SearchBar placeholder={placeholder} value={draft} maxLength={50} onChange={setDraft} onSearch={submit} onClear={() => setKeyword('')} aria-label="企业名称" />
      <Button size="small" color="primary" disabled={!draft.trim()} onClick={() => submit(draft)}>
        查询
      </Button>
      {result}
    </div>
  );
}

/** The same search as a form control: the picked enterprise, or the search to pick one. */
export function QualityOrgField({ value, onChange }: { value?: PickedOrg | null; onChange?: (org: PickedOrg | null) => void }) {
  if (value)
    return (
      <div className={styles.basisRow}>
        <span>{value.fullname}</span>
        <Button size="mini" fill="outline" onClick={() => onChange?.(null)}>
          重新选择
        </Button>
      </div>
    );
  return <QualityOrgSearch onPick={(org) => onChange?.(org)} placeholder="搜索企业名称后选择" />;
}
