import { ListPage, type CardSpec } from '@/ui/list-page';
import { formatDateTime } from '@/ui/format';
import { PageFrame } from '@/ui/page-frame';
import { NotFound } from '@/ui/states';
import {
  managedMessage,
  messageResult,
  resultStats,
  sentMessages,
  type RecipientRow,
  type ResultQuery,
  type SentMessage,
  type SentQuery,
} from '../api';
import { useIdParam } from '@/ui/id-param';
import styles from '../parts/message.module.css';
import { messageResultPath, OP_MESSAGE } from '../paths';
import { StatGrid } from '@/ui/stat-grid';

const READ_TABS = [
  { label: '全部', value: '' },
  { label: '已读', value: 'READ' },
  { label: '未读', value: 'UNREAD' },
];

const RECIPIENT_CARD: CardSpec<RecipientRow> = {
  title: 'name',
  subtitle: (r) => r.orgName || '未关联机构',
  tags: (r) => [r.read ? '已读' : '未读'],
  meta: [
    { label: '手机号', value: 'phone' },
    { label: '送达时间', value: 'deliveredAt', format: 'datetime' },
    { label: '阅读时间', value: 'readAt', format: 'datetime', hidden: (r) => !r.read },
  ],
  table: { titleLabel: '接收人', subtitleLabel: '所属机构' },
};

const SENT_CARD: CardSpec<SentMessage> = {
  title: 'title',
  subtitle: 'audienceText',
  meta: [
    { label: '发送时间', value: 'sentAt', format: 'datetime' },
    { label: '已读', value: (m) => `${m.readCount} / ${m.recipients}` },
  ],
  table: { titleLabel: '标题', subtitleLabel: '接收对象' },
};

/** What was sent, to whom, and how many read it. */
function Summary({ id }: { id: number }) {
  const message = managedMessage.useItem(id).data;
  const stats = resultStats.useQuery(id).data?.stats;
  return (
    <section className={styles.panel} aria-label="推送概况">
      <h2 className={styles.panelTitle}>{message?.title ?? '…'}</h2>
      {message ? (
        <p className={styles.muted}>
          {message.audienceText}
          {message.sentAt ? ` · ${formatDateTime(message.sentAt)} 发送` : ''}
        </p>
      ) : null}
      <StatGrid
        label="阅读情况"
        items={[
          { label: '接收人数', value: stats?.recipients, testId: 'stat-recipients' },
          { label: '已读', value: stats?.read, testId: 'stat-read' },
          { label: '未读', value: stats?.unread, testId: 'stat-unread' },
        ]}
      />
    </section>
  );
}

function Recipients({ id }: { id: number }) {
  const message = managedMessage.useItem(id);
  if (message.notFound)
    return (
      <PageFrame title="推送结果" backTo={OP_MESSAGE}>
        <NotFound title="消息不存在或已被删除" />
      </PageFrame>
    );
  return (
    <ListPage<RecipientRow, ResultQuery>
      title="推送结果"
      backTo={OP_MESSAGE}
      list={messageResult}
      fixed={{ id: String(id) }}
      tabs={{ field: 'read', options: READ_TABS }}
      search={{ field: 'search', placeholder: '搜索姓名、手机号或机构' }}
      header={<Summary id={id} />}
      card={RECIPIENT_CARD}
      itemKey={(r) => r.userId}
      table
      emptyText="没有符合条件的接收人"
    />
  );
}

/** /op/message/result: with ?id= each recipient of that message (delivered, read and when); without, the sent messages. */
export default function MessageResultPage() {
  const { raw, id } = useIdParam();
  if (raw === null)
    return (
      <ListPage<SentMessage, SentQuery>
        title="推送结果"
        backTo={OP_MESSAGE}
        list={sentMessages}
        fixed={{ status: 'SENT' }}
        search={{ field: 'search', placeholder: '搜索标题或内容' }}
        card={SENT_CARD}
        itemPath={(m) => messageResultPath(m.id)}
        emptyText="暂无已发送的消息"
      />
    );
  if (!id)
    return (
      <PageFrame title="推送结果" backTo={OP_MESSAGE}>
        <NotFound title="消息不存在或已被删除" />
      </PageFrame>
    );
  return <Recipients id={id} />;
}
