import { Button, List, Popup, SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { sysId } from '@/core/tenant';
import { searchOrgs, type OrgOption } from '../api';
import styles from './appeal.module.css';
import { quoted } from '@common/quoted';

const RECENT_MAX = 8;
const recentKey = () => `innoweb.appeal.recent-orgs.${String(sysId())}`;

/** The enterprises an officer filed for lately: pickable without a network. */
function readRecent(): OrgOption[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(recentKey()) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? parsed
          .filter((o): o is OrgOption => typeof o?.id === 'number' && typeof o?.fullname === 'string')
          .slice(0, RECENT_MAX)
      : [];
  } catch {
    return [];
  }
}

export function rememberOrg(org: OrgOption): void {
  try {
    const next = [org, ...readRecent().filter((o) => o.id !== org.id)].slice(0, RECENT_MAX);
    localStorage.setItem(recentKey(), JSON.stringify(next));
  } catch {
    // No local storage: nothing to remember.
  }
}

export interface OrgPickerProps {
  value?: OrgOption | null;
  onChange?: (value: OrgOption | null) => void;
}

/** 诉求企业, for officers filing on an enterprise's behalf: search the park's enterprises by name. */
export function OrgPicker({ value, onChange }: OrgPickerProps) {
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  // The answer of the last search, for the term it was made for: a newer term shows nothing stale.
  const [result, setResult] = useState<{ term: string; list: OrgOption[] | null } | null>(null);
  const text = term.trim();

  useEffect(() => {
    if (!open || text.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchOrgs(text, controller.signal).then(
        (list) => setResult({ term: text, list }),
        () => {
          if (!controller.signal.aborted) setResult({ term: text, list: null });
        },
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, open]);

  const current = result && result.term === text && text.length >= 2 ? result : null;
  const found = current?.list ?? null;
  const failed = current !== null && current.list === null;

  const choose = (org: OrgOption) => {
    rememberOrg(org);
    onChange?.(org);
    setOpen(false);
  };
  const recent = readRecent();
  const shown = found ?? (text.length < 2 ? recent : []);

  return (
    <>
      <Button
        block
        fill="outline"
        className={styles.pickerButton}
        onClick={() => setOpen(true)}
        aria-label="选择诉求企业"
      >
        {value ? value.fullname : '请选择诉求企业'}
      </Button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName={styles.popup} destroyOnClose>
        <h2 className={styles.popupTitle}>选择诉求企业</h2>
        <SearchBar
          placeholder="输入企业名称（至少 2 个字）"
          value={term}
          onChange={setTerm}
          aria-label="搜索企业"
        />
        {failed ? <p className={styles.problem}>搜索失败，请检查网络；也可从最近选择的企业中选</p> : null}
        {recent.length > 0 && text.length < 2 ? <p className={styles.hint}>最近选择</p> : null}
        <List className={styles.orgList}>
          {shown.map((org) => (
            <List.Item key={org.id} onClick={() => choose(org)} arrow={false}>
              {org.fullname}
            </List.Item>
          ))}
        </List>
        {found !== null && found.length === 0 ? (
          <p className={styles.hint}>没有找到名称含{quoted(text)}的企业</p>
        ) : null}
        <div className={styles.popupActions}>
          <Button block onClick={() => setOpen(false)}>
            取消
          </Button>
        </div>
      </Popup>
    </>
  );
}
