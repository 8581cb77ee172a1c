import { Form } from 'antd-mobile';
import { FormFieldItem, type FormField } from '@/ui/form-page';
import { FormPopup } from '@/ui/form-popup';
import { CUSTOMER_LIMITS as L, replyTicket, type FaqCategory, type ManagedTicket } from '../api';
import { CATEGORY_OPTIONS } from './faq-popup';

interface ReplyValues {
  reply: string;
  toFaq: boolean;
  category?: FaqCategory;
  keywords?: string;
}

const FIELDS: FormField<ReplyValues>[] = [
  { name: 'reply', label: '回复内容', type: 'textarea', required: true, min: L.replyMin, max: L.replyMax, rows: 5 },
  { name: 'toFaq', label: '同时转为常见问题', type: 'switch' },
];

/** Asked (and checked) only when the reply is kept as an FAQ. */
const FAQ_FIELDS: FormField<ReplyValues>[] = [
  { name: 'category', label: '分类', type: 'select', required: true, options: CATEGORY_OPTIONS },
  { name: 'keywords', label: '关键词', type: 'text', required: true, max: L.keywordsMax, placeholder: '用逗号、顿号或空格分隔' },
];

/** 回复 one waiting question; optionally keep the question and the reply as an FAQ. */
export function ReplyPopup({ ticket, onClose }: { ticket: ManagedTicket; onClose: () => void }) {
  return (
    <FormPopup<ReplyValues>
      title={`回复：${ticket.question.length > 20 ? `${ticket.question.slice(0, 20)}…` : ticket.question}`}
      visible
      onClose={onClose}
      fields={FIELDS}
      initialValues={{ toFaq: false }}
      submitText="发送回复"
      onSubmit={(v) =>
        replyTicket({ id: ticket.id, reply: v.reply, ...(v.toFaq ? { toFaq: true, category: v.category, keywords: v.keywords } : {}) })
      }
    >
      <Form.Subscribe to={['toFaq']}>
        {(values) => (values.toFaq ? FAQ_FIELDS.map((field) => <FormFieldItem key={field.name} field={field} />) : null)}
      </Form.Subscribe>
    </FormPopup>
  );
}
