import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { AuditHistory } from '../audit-history';
import { Loaded } from '../loaded';
import type { ItemResource } from '../resource';
import type { HistoryEntry } from './review';
import popup from '../audit.module.css';
import styles from './publish.module.css';

function History({ history, id }: { history: ItemResource<HistoryEntry[]>; id: number }) {
  const state = history.useItem(id);
  return (
    <Loaded state={state} notFoundText="记录不存在" skeleton={{ count: 1, lines: 4 }}>
      {(entries) => <AuditHistory entries={entries} newestFirst />}
    </Loaded>
  );
}

/**
 * 审核记录: a record's history (historyEndpoint: who, when, which step, why), newest first, in a
 * popup loaded when opened.
 */
export function HistoryButton({ history, id, title }: { history: ItemResource<HistoryEntry[]>; id: number; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="mini" fill="none" color="primary" onClick={() => setOpen(true)} aria-label={`${title} 的审核记录`}>
        审核记录
      </Button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName={popup.popup} destroyOnClose>
        <section role="dialog" aria-label={`${title} 的审核记录`}>
          <h2 className={popup.popupTitle}>审核记录</h2>
          <div className={styles.historyBody}>{open ? <History history={history} id={id} /> : null}</div>
          <Button block onClick={() => setOpen(false)}>
            关闭
          </Button>
        </section>
      </Popup>
    </>
  );
}
