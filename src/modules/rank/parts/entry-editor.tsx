import { quoted } from '@common/quoted';
import { Button, Input, List, Popup, SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { moveEntry } from '@common/rank/rules';
import { LoadFailed } from '@/ui/states';
import { RANK_LIMITS, rankOrgs } from '../api';
import styles from './rank.module.css';

/** One place of the list as the form holds it; the rank is its place in the array. */
export interface EntryValue {
  orgId: number;
  orgName: string;
  /** As typed ('' = none); the form turns it into a number. */
  figure: string;
  note: string;
}

/** The park's enterprises matching the term (debounced), those already on the list marked. */
function OrgSearch({ taken, onPick, onClose }: { taken: ReadonlySet<number>; onPick: (org: { id: number; fullname: string }) => void; onClose: () => void }) {
  const [term, setTerm] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(term.trim()), 300);
    return () => clearTimeout(timer);
  }, [term]);
  const found = rankOrgs.useQuery({ search: asked, size: 20 });
  return (
    <>
      <h2 className={styles.popupTitle}>添加上榜企业</h2>
      <SearchBar placeholder="输入企业名称搜索" value={term} onChange={setTerm} aria-label="搜索企业" />
      {found.error ? <LoadFailed error={found.error} onRetry={() => void found.mutate()} /> : null}
      {!found.data && !found.error ? <p className={styles.hint}>搜索中……</p> : null}
      {found.data?.list.length === 0 ? <p className={styles.hint}>没有找到名称含{quoted(asked)}的企业</p> : null}
      <List className={styles.orgList} aria-label="搜索结果">
        {found.data?.list.map((org) => {
          const already = taken.has(org.id);
          return (
            <List.Item
              key={org.id}
              disabled={already}
              description={already ? '已在榜单中' : org.industryName}
              onClick={already ? undefined : () => onPick(org)}
              arrow={false}
            >
              {org.fullname}
            </List.Item>
          );
        })}
      </List>
      {found.data && found.data.total > found.data.list.length ? (
        <p className={styles.hint}>共 {found.data.total} 家，请输入更多文字缩小范围</p>
      ) : null}
      <div className={styles.popupActions}>
        <Button block onClick={onClose}>
          完成
        </Button>
      </div>
    </>
  );
}

export interface EntryEditorProps {
  value?: EntryValue[];
  onChange?: (value: EntryValue[]) => void;
}

/**
 * The list's enterprises in rank order: add from the park's enterprises (each once), move up or
 * down with buttons (they work on a phone), remove; a figure and a note per place.
 */
export function EntryEditor({ value = [], onChange }: EntryEditorProps) {
  const [picking, setPicking] = useState(false);
  const set = (next: readonly EntryValue[]) => onChange?.([...next]);
  const patch = (index: number, change: Partial<EntryValue>) => set(value.map((e, i) => (i === index ? { ...e, ...change } : e)));
  const taken = new Set(value.map((e) => e.orgId));
  const full = value.length >= RANK_LIMITS.maxEntries;

  return (
    <div className={styles.editor}>
      {value.length === 0 ? <p className={styles.hint}>还没有上榜企业，点击下方“添加企业”</p> : null}
      <ol className={styles.entries} aria-label="上榜企业">
        {value.map((entry, index) => {
          const place = `第${String(index + 1)}名`;
          return (
            <li key={entry.orgId} className={styles.entry} aria-label={`${place} ${entry.orgName}`}>
              <div className={styles.entryHead}>
                <span className={styles.place}>{index + 1}</span>
                <span className={styles.entryName}>{entry.orgName}</span>
              </div>
              <div className={styles.entryFields}>
                <Input
                  aria-label={`${place}的数值`}
                  placeholder="数值（可选）"
                  inputMode="decimal"
                  value={entry.figure}
                  onChange={(figure) => patch(index, { figure })}
                />
                <Input
                  aria-label={`${place}的备注`}
                  placeholder="备注（可选）"
                  maxLength={RANK_LIMITS.noteMax}
                  value={entry.note}
                  onChange={(note) => patch(index, { note })}
                />
              </div>
              <div className={styles.entryButtons}>
                <Button size="mini" disabled={index === 0} aria-label={`上移 ${entry.orgName}`} onClick={() => set(moveEntry(value, index, -1))}>
                  上移
                </Button>
                <Button
                  size="mini"
                  disabled={index === value.length - 1}
                  aria-label={`下移 ${entry.orgName}`}
                  onClick={() => set(moveEntry(value, index, 1))}
                >
                  下移
                </Button>
                <Button
                  size="mini"
                  color="danger"
                  fill="none"
                  aria-label={`移除 ${entry.orgName}`}
                  onClick={() => set(value.filter((_, i) => i !== index))}
                >
                  移除
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button block fill="outline" color="primary" disabled={full} onClick={() => setPicking(true)}>
        {full ? `已达上限 ${String(RANK_LIMITS.maxEntries)} 家` : '添加企业'}
      </Button>
      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyClassName={styles.popup} destroyOnClose>
        <OrgSearch
          taken={taken}
          onClose={() => setPicking(false)}
          onPick={(org) => {
            if (taken.has(org.id) || full) return;
            set([...value, { orgId: org.id, orgName: org.fullname, figure: '', note: '' }]);
          }}
        />
      </Popup>
    </div>
  );
}
