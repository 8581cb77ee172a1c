import { Button, Tag } from 'antd-mobile';
import { formatDateTime } from '@/ui/format';
import { Empty, LoadFailed, LoadingCards } from '@/ui/states';
import { myTickets, type MyTicket } from '../api';
import styles from './customer.module.css';

function TicketCard({ ticket }: { ticket: MyTicket }) {
  return (
    <article className={styles.card} aria-label={`留言：${ticket.question}`}>
      <div className={styles.cardHead}>
        <p className={styles.cardTitle}>{ticket.question}</p>
        <Tag color={ticket.status === 'OPEN' ? 'warning' : 'success'}>{ticket.statusLabel}</Tag>
      </div>
      <div className={styles.meta}>留言时间 {formatDateTime(ticket.createdAt)}</div>
      {ticket.status === 'REPLIED' ? (
        <div className={styles.reply}>
          <strong>园区回复：</strong>
          {ticket.reply}
          <div className={styles.meta}>回复时间 {formatDateTime(ticket.repliedAt)}</div>
        </div>
      ) : null}
    </article>
  );
}

/** 我的留言: the user's questions for staff, waiting ones first, with the replies. */
export function MyTickets() {
  const { items, isLoading, error, hasMore, loadMore, refresh, isValidating } = myTickets.useList({});
  if (isLoading) return <LoadingCards count={2} />;
  if (error && items.length === 0) return <LoadFailed error={error} onRetry={() => void refresh()} />;
  if (items.length === 0) return <Empty title="暂无留言" description="智能问答没有解决的问题，可以点“转人工”留言" />;
  return (
    <section className={styles.tickets} aria-label="我的留言">
      {items.map((t) => (
        <TicketCard key={t.id} ticket={t} />
      ))}
      {hasMore ? (
        <Button block fill="none" loading={isValidating} onClick={() => void loadMore()}>
          加载更多
        </Button>
      ) : null}
    </section>
  );
}
