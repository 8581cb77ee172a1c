import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { quoted } from '@common/quoted';
import { ListPage, type CardSpec } from '@/ui/list-page';
import { editAndDelete, RecordActions, useEditing } from '@/ui/record-actions';
import {
  deleteFaq,
  faqs,
  ticketCounts,
  tickets,
  TICKET_STATUS_LABELS,
  type FaqQuery,
  type ManagedFaq,
  type ManagedTicket,
  type TicketQuery,
} from '../api';
import { CATEGORY_OPTIONS, FaqPopup } from '../parts/faq-popup';
import { ReplyPopup } from '../parts/reply-popup';
import { opCustomerPath } from '../paths';

function SwitchView({ to }: { to: 'tickets' | 'faq' }) {
  const navigate = useNavigate();
  return (
    <Button size="mini" fill="none" color="primary" onClick={() => void navigate(opCustomerPath(to), { replace: true })}>
      {to === 'faq' ? '常见问题' : '留言回复'}
    </Button>
  );
}

function FaqView() {
  const editor = useEditing<ManagedFaq>();
  const remove = async (faq: ManagedFaq) => {
    const ok = await Dialog.confirm({
      title: '删除常见问题',
      content: `确定删除${quoted(faq.question)}吗？删除后智能客服不再用它回答。`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (ok) await deleteFaq(faq.id).catch(() => undefined);
  };
  const card: CardSpec<ManagedFaq> = {
    title: 'question',
    subtitle: (f) => (f.answer.length > 60 ? `${f.answer.slice(0, 60)}…` : f.answer),
    tags: (f) => [f.category, f.pinned && '置顶'],
    meta: [
      { label: '关键词', value: (f) => f.keywords.join('、') },
      { label: '命中次数', value: 'hits' },
      { label: '更新时间', value: 'updatedAt', format: 'datetime' },
    ],
    extra: (f) => (
      <RecordActions
        label={f.question}
        actions={editAndDelete(() => editor.edit(f), () => void remove(f))}
      />
    ),
    table: { titleLabel: '问题', subtitleLabel: '答案' },
  };
  return (
    <>
      <ListPage<ManagedFaq, FaqQuery>
        title="智能客服 · 常见问题"
        backTo="/op/index"
        list={faqs}
        search={{ field: 'search', placeholder: '搜索问题、关键词或答案' }}
        filters={[{ field: 'category', label: '分类', options: CATEGORY_OPTIONS }]}
        card={card}
        columnsKey="customer-faq"
        emptyText="暂无常见问题"
        actions={
          <>
            <SwitchView to="tickets" />
            <Button size="mini" color="primary" fill="none" onClick={editor.add}>
              新增
            </Button>
          </>
        }
      />
      {editor.popup((faq, close) => <FaqPopup faq={faq ?? 'new'} onClose={close} />)}
    </>
  );
}

function TicketView() {
  const counts = ticketCounts.useQuery({}).data;
  const [replying, setReplying] = useState<ManagedTicket | null>(null);
  const card: CardSpec<ManagedTicket> = {
    title: 'question',
    subtitle: (t) => [t.orgName, t.contactName].filter(Boolean).join(' · '),
    tags: (t) => [TICKET_STATUS_LABELS[t.status], t.faqId !== null && '已转常见问题'],
    meta: [
      { label: '联系电话', value: 'contactPhone' },
      { label: '留言时间', value: 'createdAt', format: 'datetime' },
      { label: '回复', value: 'reply', hidden: (t) => t.status !== 'REPLIED' },
      { label: '回复人', value: 'replierName', hidden: (t) => t.status !== 'REPLIED' },
      { label: '回复时间', value: 'repliedAt', format: 'datetime', hidden: (t) => t.status !== 'REPLIED' },
    ],
    extra: (t) =>
      t.status === 'OPEN' ? (
        <RecordActions label={t.question} actions={[{ text: '回复', tone: 'primary', onClick: () => setReplying(t) }]} />
      ) : null,
    table: { titleLabel: '留言', subtitleLabel: '企业 · 联系人' },
  };
  return (
    <>
      <ListPage<ManagedTicket, TicketQuery>
        title="智能客服 · 留言回复"
        backTo="/op/index"
        list={tickets}
        tabs={{
          field: 'status',
          options: [
            { label: '待回复', value: 'OPEN' },
            { label: '已回复', value: 'REPLIED' },
            { label: '全部', value: '' },
          ],
          defaultValue: 'OPEN',
          counts: counts ? { OPEN: counts.OPEN, REPLIED: counts.REPLIED, '': counts.total } : undefined,
        }}
        search={{ field: 'search', placeholder: '搜索留言、企业、联系人或电话' }}
        card={card}
        columnsKey="customer-tickets"
        emptyText="暂无留言"
        actions={<SwitchView to="faq" />}
      />
      {replying ? <ReplyPopup ticket={replying} onClose={() => setReplying(null)} /> : null}
    </>
  );
}

/** /op/customer: the questions enterprises left for staff (待回复 / 已回复) and the park's FAQ. */
export default function OpCustomerPage() {
  const [params] = useSearchParams();
  return params.get('view') === 'faq' ? <FaqView /> : <TicketView />;
}
