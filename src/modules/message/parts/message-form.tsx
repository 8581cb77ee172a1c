import type { UploadedFile } from '@common/attach/contract';
import { MESSAGE_LIMITS } from '@common/message/contract';
import { FilesField } from '@/ui/files-field';
import { FormView, type FormField } from '@/ui/form-page';
import { saveMessage } from '../api';
import { messageChoosePath, OP_MESSAGE } from '../paths';

export interface MessageFormValues {
  title: string;
  /** HTML from the rich text editor; the server sanitizes it. */
  body: string;
  attachments: UploadedFile[];
}

/** The limits the server enforces (MESSAGE_LIMITS of the contract), checked here first. */
const FIELDS: FormField<MessageFormValues>[] = [
  { name: 'title', label: '标题', type: 'text', required: true, min: MESSAGE_LIMITS.titleMin, max: MESSAGE_LIMITS.titleMax },
  { name: 'body', label: '正文', type: 'richtext', required: true, max: MESSAGE_LIMITS.bodyMax },
  {
    name: 'attachments',
    label: '附件',
    type: 'custom',
    input: <FilesField max={MESSAGE_LIMITS.maxFiles} hint="图片、PDF、Office 文档、zip 或 txt/csv（发送后接收人可下载）" />,
  },
];

const toPayload = (values: MessageFormValues, id: number | undefined) => ({
  ...(id ? { id } : {}),
  title: values.title.trim(),
  body: values.body,
  attachmentIds: (values.attachments ?? []).map((f) => f.id),
});

/**
 * Compose or edit a draft: 保存草稿 returns to the list; 下一步 saves it and goes on to choosing
 * the recipients, where it is sent.
 */
export function MessageForm({ id, initialValues }: { id?: number; initialValues: Partial<MessageFormValues> }) {
  return (
    <FormView<MessageFormValues, { id: number }>
      fields={FIELDS}
      initialValues={{ attachments: [], ...initialValues }}
      backTo={OP_MESSAGE}
      actions={[
        { text: '保存草稿', primary: false, run: (values) => saveMessage(toPayload(values, id)), successTo: OP_MESSAGE },
        {
          text: '下一步：选择接收对象',
          run: (values) => saveMessage(toPayload(values, id)),
          successMessage: false,
          successTo: (saved) => messageChoosePath(saved.id),
        },
      ]}
    />
  );
}
