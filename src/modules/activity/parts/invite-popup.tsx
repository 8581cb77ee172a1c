import { Button, Checkbox, InfiniteScroll, List, Popup, SearchBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { Empty, LoadFailed, LoadingCards } from '@/ui/states';
import { formatDateTime } from '@/ui/format';
import { invitedOrgs, notInvitedOrgs, sendInvitations, type InviteOrg } from '../api';
import styles from './activity.module.css';

type Tab = 'not' | 'yes';

function OrgList({ tab, activeId, search, picked, onPick }: { tab: Tab; activeId: string; search: string; picked: Set<number>; onPick: (id: number, on: boolean) => void }) {
  const resource = tab === 'not' ? notInvitedOrgs : invitedOrgs;
  const list = resource.useList({ activeId, search });
  if (list.error && !list.items.length) return <LoadFailed error={list.error} onRetry={list.refresh} />;
  if (list.isLoading) return <LoadingCards count={3} lines={1} />;
  if (!list.items.length) return <Empty title={tab === 'not' ? '没有待邀请的机构' : '尚未邀请任何机构'} />;
  const line = (o: InviteOrg) => `${o.industry || '行业未填'} · ${String(o.users)} 位用户${o.invitedAt ? ` · ${formatDateTime(o.invitedAt)} 邀请` : ''}`;
  return (
    <>
      <List aria-label={tab === 'not' ? '未邀请机构' : '已邀请机构'}>
        {list.items.map((o) =>
          tab === 'not' ? (
            <List.Item key={o.id} description={line(o)} prefix={<Checkbox aria-label={o.fullname} checked={picked.has(o.id)} disabled={o.users === 0} onChange={(on) => onPick(o.id, on)} />}>
              {o.fullname}
            </List.Item>
          ) : (
            <List.Item key={o.id} description={line(o)}>
              {o.fullname}
            </List.Item>
          ),
        )}
      </List>
      <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} />
    </>
  );
}

/** 短信邀请: the organisations not yet invited (pick and send) and those invited, in a bottom sheet. */
export function InvitePopup({ activeId, open, onClose }: { activeId: string; open: boolean; onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('not');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [sending, setSending] = useState(false);
  const pick = (id: number, on: boolean) =>
    setPicked((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const send = async () => {
    setSending(true);
    try {
      await sendInvitations({ activeId: Number(activeId), orgIds: [...picked] });
      setPicked(new Set());
      setTab('yes');
    } catch {
      // The server's message is already shown; the choice stays for another try.
    } finally {
      setSending(false);
    }
  };
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <div role="dialog" aria-label="短信邀请">
        <div className={styles.sheetHead}>
          <strong>短信邀请</strong>
          <Button size="small" fill="none" onClick={onClose}>
            关闭
          </Button>
        </div>
        <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)}>
          <Tabs.Tab title="未邀请" key="not" />
          <Tabs.Tab title="已邀请" key="yes" />
        </Tabs>
        <SearchBar placeholder="搜索机构名称" value={search} onChange={setSearch} />
        <div className={styles.sheetBody}>
          <OrgList tab={tab} activeId={activeId} search={search} picked={picked} onPick={pick} />
        </div>
        {tab === 'not' ? (
          <Button block color="primary" disabled={picked.size === 0} loading={sending} onClick={() => void send()}>
            {picked.size ? `发送邀请短信（${String(picked.size)} 家）` : '请选择要邀请的机构'}
          </Button>
        ) : null}
      </div>
    </Popup>
  );
}
