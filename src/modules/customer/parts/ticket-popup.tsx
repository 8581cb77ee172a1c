import type { FormField } from '@/ui/form-page';
import { FormPopup } from '@/ui/form-popup';
import { CUSTOMER_LIMITS as L, leaveTicket } from '../api';

interface TicketValues {
  question: string;
  contactName: string;
  contactPhone: string;
}

const FIELDS: FormField<TicketValues>[] = [
  { name: 'question', label: '留言内容', type: 'textarea', required: true, min: L.questionMin, max: L.questionMax, rows: 4, placeholder: '请描述您的问题，工作人员会尽快回复' },
  { name: 'contactName', label: '联系人', type: 'text', required: true, max: 20 },
  { name: 'contactPhone', label: '联系电话', type: 'phone', required: true },
];

/** 转人工: a question left for the park's staff, with the user's name and phone filled in. */
export function TicketPopup({
  visible,
  onClose,
  initial,
  onLeft,
}: {
  visible: boolean;
  onClose: () => void;
  initial: TicketValues;
  onLeft: () => void;
}) {
  return (
    <FormPopup<TicketValues>
      title="转人工：给园区工作人员留言"
      visible={visible}
      onClose={onClose}
      fields={FIELDS}
      initialValues={initial}
      submitText="提交留言"
      onSubmit={async (values) => {
        await leaveTicket({ question: values.question.trim(), contactName: values.contactName.trim(), contactPhone: values.contactPhone.trim() });
        onLeft();
      }}
    />
  );
}
