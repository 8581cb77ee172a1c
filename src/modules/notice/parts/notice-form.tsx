import { FilesField } from '@/ui/files-field';
import { FormView, type FormField } from '@/ui/form-page';
import { NOTICE_LIFECYCLE } from '@common/notice/contract';
import { transitionDialog } from '@/ui/publish/lifecycle-view';
import { NOTICE_TYPES, publishNotice, saveNotice, type NoticeFile, type NoticeType } from '../api';
import { NOTICE_MANAGE, noticeDetailPath } from '../paths';

export interface NoticeFormValues {
  title: string;
  type: NoticeType;
  summary?: string;
  /** Download address of the cover image. */
  cover?: string;
  /** HTML from the rich text editor; the server sanitizes it. */
  body: string;
  pinned: boolean;
  attachments: NoticeFile[];
}

/** The limits the server enforces (NOTICE_LIMITS of the contract), checked here first. */
const FIELDS: FormField<NoticeFormValues>[] = [
  { name: 'title', label: '标题', type: 'text', required: true, min: 2, max: 100 },
  {
    name: 'type',
    label: '通知类型',
    type: 'select',
    required: true,
    columns: 2,
    options: NOTICE_TYPES.map((t) => ({ label: t, value: t })),
  },
  { name: 'summary', label: '摘要', type: 'textarea', max: 200, rows: 2, help: '不填则取正文开头' },
  { name: 'cover', label: '封面图', type: 'image', help: '可选，列表中显示' },
  { name: 'body', label: '正文', type: 'richtext', required: true, max: 100_000 },
  { name: 'pinned', label: '置顶', type: 'switch' },
  {
    name: 'attachments',
    label: '附件',
    type: 'custom',
    input: <FilesField hint="图片、PDF、Office 文档、zip 或 txt/csv（发布后所有访客可下载）" />,
  },
];

const toPayload = (values: NoticeFormValues, id: number | undefined) => ({
  ...(id ? { id } : {}),
  title: values.title.trim(),
  type: values.type,
  summary: values.summary?.trim() ?? '',
  body: values.body,
  cover: values.cover ?? '',
  attachmentIds: (values.attachments ?? []).map((f) => f.id),
  pinned: !!values.pinned,
});

/**
 * Create or edit a notice. 保存 leaves it waiting (待审核) and returns to the list; 保存并发布
 * publishes it at once and shows it as visitors will see it.
 */
export function NoticeForm({ id, initialValues }: { id?: number; initialValues: Partial<NoticeFormValues> }) {
  return (
    <FormView<NoticeFormValues, { id: number }>
      fields={FIELDS}
      initialValues={{ pinned: false, attachments: [], ...initialValues }}
      backTo={NOTICE_MANAGE}
      actions={[
        { text: '保存', primary: false, run: (values) => saveNotice(toPayload(values, id)), successTo: NOTICE_MANAGE },
        {
          text: '保存并发布',
          confirm: transitionDialog(NOTICE_LIFECYCLE, 'PUBLISH'),
          // Saved even if publishing fails: the notice then waits in the list as 待审核.
          run: async (values) => {
            const saved = await saveNotice(toPayload(values, id));
            await publishNotice(saved.id).catch(() => undefined);
            return saved;
          },
          successMessage: false,
          successTo: (saved) => noticeDetailPath(saved.id),
        },
      ]}
    />
  );
}
