import { Button, List, Switch } from 'antd-mobile';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { HOME_ENTRIES, HOME_ENTRY_PATHS, type HomeEntryChoice } from '@common/setting/home-entries';
import { entriesProblem } from '@common/setting/rules';
import { notify } from '@/core/notify';
import { tabRoots } from '@/core/nav';
import { isRegistered, registeredRoutes } from '@/core/route-registry';
import { Loaded } from '@/ui/loaded';
import { portalSetting, savePortal } from '../api';
import styles from './setting.module.css';

const titleOf = (path: string) => HOME_ENTRIES.find((e) => e.path === path)?.title ?? path;

function EntriesEditor({ saved }: { saved: HomeEntryChoice[] }) {
  const [entries, setEntries] = useState(saved);
  const [saving, setSaving] = useState(false);
  const changed = JSON.stringify(entries) !== JSON.stringify(saved);
  const problem = entriesProblem(entries, HOME_ENTRY_PATHS);

  // Only the areas whose screens exist are offered, and not the tab bar's tabs (the home grid does not
  // repeat them); the others keep their place in the saved order and appear here when their area lands.
  const tabs = new Set(tabRoots(registeredRoutes()).map((route) => route.path));
  const offered = entries.flatMap((entry, index) => (isRegistered(entry.path) && !tabs.has(entry.path) ? [index] : []));
  const move = (at: number, by: -1 | 1) =>
    setEntries((list) => {
      const next = [...list];
      const from = offered[at]!;
      const to = offered[at + by]!;
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  const toggle = (index: number, shown: boolean) => setEntries((list) => list.map((e, i) => (i === index ? { ...e, shown } : e)));
  const save = async () => {
    setSaving(true);
    try {
      await savePortal({ entries });
      notify.success('门户入口已保存');
    } catch {
      // The server's message was shown.
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <p className={styles.hint}>门户首页按下面的顺序显示打开的入口；新功能上线后会出现在这里。运营中心只对运营人员显示。</p>
      <List className={styles.entries} aria-label="门户入口">
        {offered.map((index, at) => {
          const entry = entries[index]!;
          const title = titleOf(entry.path);
          return (
            <List.Item
              key={entry.path}
              extra={
                <div className={styles.entryRow}>
                  <Button size="mini" fill="none" disabled={at === 0} onClick={() => move(at, -1)} aria-label={`上移${title}`}>
                    <UpOutline />
                  </Button>
                  <Button size="mini" fill="none" disabled={at === offered.length - 1} onClick={() => move(at, 1)} aria-label={`下移${title}`}>
                    <DownOutline />
                  </Button>
                  <Switch checked={entry.shown} onChange={(shown) => toggle(index, shown)} aria-label={`显示${title}`} />
                </div>
              }
            >
              <span className={entry.shown ? styles.entryTitle : `${styles.entryTitle} ${styles.hidden}`}>{title}</span>
            </List.Item>
          );
        })}
      </List>
      {problem ? (
        <p className={styles.hint} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.footer}>
        <Button disabled={!changed || saving} onClick={() => setEntries(saved)}>
          还原
        </Button>
        <Button color="primary" loading={saving} disabled={!changed || saving || problem !== null} onClick={() => void save()}>
          保存
        </Button>
      </div>
    </>
  );
}

/** 门户入口: which home entries the portal shows, in which order. */
export function PortalSection() {
  const state = portalSetting.useQuery({});
  return <Loaded state={state}>{(data) => <EntriesEditor key={JSON.stringify(data.entries)} saved={data.entries} />}</Loaded>;
}
