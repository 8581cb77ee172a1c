import { Button, Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { quoted } from '@common/quoted';
import { deleteMessage, type SentMessage } from '../api';
import { messageChoosePath, messageEditPath, messageResultPath } from '../paths';
import styles from './message.module.css';

/** The row actions of /op/message: a draft is edited, sent or deleted; a sent message shows its result. */
export function MessageCardActions({ message }: { message: SentMessage }) {
  const navigate = useNavigate();
  const remove = async () => {
    const ok = await Dialog.confirm({
      title: '删除草稿',
      content: `确定删除${quoted(message.title)}吗？删除后不可恢复。`,
      confirmText: '删除',
      cancelText: '取消',
    });
    // A failure was shown by the HTTP client; the list refreshes either way.
    if (ok) await deleteMessage(message.id).catch(() => undefined);
  };
  return (
    <div className={styles.cardActions} role="group" aria-label={`${message.title} 的操作`}>
      {message.status === 'DRAFT' ? (
        <>
          <Button size="mini" onClick={() => void navigate(messageEditPath(message.id))}>
            编辑
          </Button>
          <Button size="mini" color="primary" onClick={() => void navigate(messageChoosePath(message.id))}>
            选择接收对象
          </Button>
          <Button size="mini" color="danger" fill="outline" onClick={() => void remove()}>
            删除
          </Button>
        </>
      ) : (
        <Button size="mini" color="primary" fill="outline" onClick={() => void navigate(messageResultPath(message.id))}>
          推送结果
        </Button>
      )}
    </div>
  );
}
