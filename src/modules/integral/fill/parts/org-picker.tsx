import { Button, List, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { fillEnterprises, type FillRoundDetail } from '../api';
import styles from './fill.module.css';
import { RemoveButton } from '@/ui/remove-button';

export type PickedOrg = Pick<FillRoundDetail['orgs'][number], 'id' | 'fullname' | 'creditCode'>;

export interface OrgPickerProps {
  value?: PickedOrg[];
  onChange?: (orgs: PickedOrg[]) => void;
  disabled?: boolean;
}

/** 指定企业: the chosen enterprises (移除 takes one out), and a search of the park's certified ones to add. */
export function OrgPicker({ value = [], onChange, disabled }: OrgPickerProps) {
  const [search, setSearch] = useState('');
  const found = fillEnterprises.useList({ search }, { pageSize: 10, enabled: search.trim().length > 0 });
  const chosen = new Set(value.map((o) => o.id));
  return (
    <div>
      {value.length ? (
        <List header={`已选 ${String(value.length)} 家企业`} className={styles.pickList}>
          {value.map((org) => (
            <List.Item
              key={org.id}
              description={org.creditCode}
              extra={<RemoveButton name={org.fullname} disabled={disabled} onRemove={() => onChange?.(value.filter((o) => o.id !== org.id))} />}
            >
              {org.fullname}
            </List.Item>
          ))}
        </List>
      ) : (
        <p className={styles.hint}>尚未选择企业</p>
      )}
      <SearchBar
        placeholder="输入企业名称或统一社会信用代码查找"
        onSearch={setSearch}
        onClear={() => setSearch('')}
        aria-label="查找企业"
      />
      {search.trim() ? (
        found.error ? (
          <p className={styles.error}>查找失败，请稍后重试</p>
        ) : found.isLoading ? (
          <p className={styles.hint}>查找中……</p>
        ) : found.items.length ? (
          <List className={styles.pickList} aria-label="查找结果">
            {found.items.map((org) => (
              <List.Item
                key={org.id}
                description={[org.creditCode, org.industryName].filter(Boolean).join(' · ')}
                extra={
                  <Button
                    size="mini"
                    color="primary"
                    fill="outline"
                    disabled={disabled || chosen.has(org.id)}
                    aria-label={`添加${org.fullname}`}
                    onClick={() =>
                      onChange?.([
                        ...value,
                        { id: org.id, fullname: org.fullname, creditCode: org.creditCode },
                      ])
                    }
                  >
                    {chosen.has(org.id) ? '已添加' : '添加'}
                  </Button>
                }
              >
                {org.fullname}
              </List.Item>
            ))}
          </List>
        ) : (
          <p className={styles.hint}>没有找到符合条件的认证企业</p>
        )
      ) : null}
    </div>
  );
}
