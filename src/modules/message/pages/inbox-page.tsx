import { Badge, Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { MessageKind } from '@common/message/contract';
import { formatDateTime } from '@/ui/format';
import { ListPage } from '@/ui/list-page';
import { markAllRead, myMessages, unreadCounts, type InboxQuery, type MyMessage } from '../api';
import styles from '../parts/message.module.css';
import { myMessagePath, USER_MESSAGE, USER_NOTICE } from '../paths';

const READ_TABS = [
  { label: '全部', value: '' },
  { label: '未读', value: 'UNREAD' },
  { label: '已读', value: 'READ' },
];

const TITLES: Record<MessageKind, string> = { MESSAGE: '我的消息', NOTICE: '系统通知' };

function Item({ message }: { message: MyMessage }) {
  const navigate = useNavigate();
  return (
    <button type="button" className={styles.item} onClick={() => void navigate(myMessagePath(message.id))}>
      <span className={message.read ? styles.itemTitle : styles.itemTitleUnread}>
        {message.read ? null : <span className={styles.unreadDot} aria-label="未读" />}
        {message.title}
      </span>
      <span className={styles.itemSummary}>
        {message.summary}
      </span>
      <span className={styles.itemMeta}>
        {message.topic ? <Tag color="primary" fill="outline">{message.topic}</Tag> : null}
        <span>{formatDateTime(message.deliveredAt)}</span>
        <span>{message.read ? '已读' : '未读'}</span>
      </span>
    </button>
  );
}

/** The two inboxes side by side, each with its unread count. */
function Switcher({ kind }: { kind: MessageKind }) {
  const navigate = useNavigate();
  const unread = unreadCounts.useQuery({}).data;
  const entry = (k: MessageKind, path: string, count: number | undefined) => (
    <Badge content={count ? String(count) : null}>
      <Button size="small" color={k === kind ? 'primary' : 'default'} fill={k === kind ? 'solid' : 'outline'} onClick={() => {
          if (k !== kind) void navigate(path, { replace: true });
        }}>
        {TITLES[k]}
      </Button>
    </Badge>
  );
  return (
    <div className={styles.switcher} role="group" aria-label="消息类别">
      {entry('MESSAGE', USER_MESSAGE, unread?.message)}
      {entry('NOTICE', USER_NOTICE, unread?.notice)}
    </div>
  );
}

/** /user/message and /user/messageNotice: the signed-in user's messages of one kind, unread first. */
export function Inbox({ kind }: { kind: MessageKind }) {
  const unread = unreadCounts.useQuery({}).data;
  const count = kind === 'MESSAGE' ? unread?.message : unread?.notice;
  return (
    <ListPage<MyMessage, InboxQuery>
      title={TITLES[kind]}
      backTo="/user/index"
      list={myMessages}
      fixed={{ kind }}
      tabs={{ field: 'read', options: READ_TABS }}
      header={<Switcher kind={kind} />}
      actions={
        <Button size="mini" fill="none" disabled={!count} onClick={() => void markAllRead(kind).catch(() => undefined)}>
          全部已读
        </Button>
      }
      renderItem={(m) => <Item message={m} />}
      emptyText={kind === 'MESSAGE' ? '暂无消息' : '暂无系统通知'}
    />
  );
}

export default function MessageInboxPage() {
  return <Inbox kind="MESSAGE" />;
}
