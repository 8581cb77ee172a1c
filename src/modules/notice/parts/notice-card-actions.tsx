import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { deleteNotice, publishNotice, withdrawNotice, type ManagedNotice } from '../api';
import { noticeEditPath } from '../paths';
import { confirmed, PUBLISH_CONFIRM, WITHDRAW_CONFIRM } from './operator-bar';
import styles from './notice.module.css';
import { quoted } from '@common/quoted';

/** The row actions of /op/notice: what the notice's status allows, each asking first where it matters. */
export function NoticeCardActions({ notice }: { notice: ManagedNotice }) {
  const navigate = useNavigate();
  // Failures were shown by the HTTP client; the list refreshes either way.
  const quietly = (work: Promise<unknown>) => void work.catch(() => undefined);
  const ask = async (title: string, content: string, confirmText: string, work: () => Promise<unknown>) => {
    if (await confirmed(title, content, confirmText)) quietly(work());
  };
  const name = quoted(notice.title);
  return (
    <div className={styles.cardActions} role="group" aria-label={`${notice.title} 的操作`}>
      {notice.status !== 'JOINT' ? (
        <Button size="mini" onClick={() => void navigate(noticeEditPath(notice.id))}>
          编辑
        </Button>
      ) : null}
      {notice.status === 'CHECK' ? (
        <Button size="mini" color="primary" onClick={() => void ask('发布通知', PUBLISH_CONFIRM, '发布', () => publishNotice(notice.id))}>
          发布
        </Button>
      ) : null}
      {notice.status === 'JOINT' ? (
        <Button size="mini" color="warning" onClick={() => void ask('撤回通知', WITHDRAW_CONFIRM, '撤回', () => withdrawNotice(notice.id))}>
          撤回
        </Button>
      ) : null}
      {notice.status !== 'JOINT' ? (
        <Button
          size="mini"
          color="danger"
          fill="outline"
          onClick={() => void ask('删除通知', `确定删除${name}吗？删除后不可恢复。`, '删除', () => deleteNotice(notice.id))}
        >
          删除
        </Button>
      ) : null}
    </div>
  );
}
