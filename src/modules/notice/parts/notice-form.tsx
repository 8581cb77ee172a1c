import { Button, Form, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EnvelopeError } from '../../../core/http';
import { FilesField } from '../../../ui/files-field';
import { FormFieldItem, useLeaveGuard, type FormField } from '../../../ui/form-page';
import { NOTICE_TYPES, publishNotice, saveNotice, type NoticeFile, type NoticeType } from '../api';
import { NOTICE_MANAGE, noticeDetailPath } from '../paths';
import { confirmed, PUBLISH_CONFIRM } from './operator-bar';
import styles from './notice.module.css';

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

/** The limits the server enforces (server/modules/notice/schema.ts), checked here first. */
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
];

/**
 * Create or edit a notice. 保存 leaves it waiting (待审核) and returns to the list; 保存并发布
 * publishes it at once and shows it as visitors will see it.
 */
export function NoticeForm({ id, initialValues }: { id?: number; initialValues: Partial<NoticeFormValues> }) {
  const [form] = Form.useForm<NoticeFormValues>();
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  // Which button is running; the ref carries the choice from the click into onFinish.
  const [running, setRunning] = useState<'save' | 'publish' | null>(null);
  const publish = useRef(false);
  const submitting = running !== null;
  const { allowLeave } = useLeaveGuard(dirty && !submitting);

  const finish = async (values: NoticeFormValues) => {
    if (publish.current && !(await confirmed('发布通知', PUBLISH_CONFIRM, '发布'))) return;
    setRunning(publish.current ? 'publish' : 'save');
    try {
      const saved = await saveNotice({
        ...(id ? { id } : {}),
        title: values.title.trim(),
        type: values.type,
        summary: values.summary?.trim() ?? '',
        body: values.body,
        cover: values.cover ?? '',
        attachmentIds: (values.attachments ?? []).map((f) => f.id),
        pinned: !!values.pinned,
      });
      allowLeave();
      if (publish.current) {
        // Saved even if publishing fails: the notice then waits in the list as 待审核.
        await publishNotice(saved.id).catch(() => undefined);
        void navigate(noticeDetailPath(saved.id), { replace: true });
      } else {
        Toast.show({ content: '保存成功', icon: 'success' });
        void navigate(NOTICE_MANAGE, { replace: true });
      }
    } catch (error) {
      if (!(error instanceof EnvelopeError))
        Toast.show({ content: '提交失败，请检查网络后重试', icon: 'fail' });
    } finally {
      setRunning(null);
    }
  };

  const submit = (andPublish: boolean) => {
    publish.current = andPublish;
    form.submit();
  };

  return (
    <div>
      <Form
        form={form}
        layout="vertical"
        mode="card"
        className={styles.form}
        initialValues={{ pinned: false, attachments: [], ...initialValues }}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => void finish(values)}
        footer={
          <div className={styles.footerButtons}>
            <Button
              size="large"
              disabled={submitting}
              loading={running === 'save'}
              onClick={() => submit(false)}
            >
              保存
            </Button>
            <Button
              size="large"
              color="primary"
              disabled={submitting}
              loading={running === 'publish'}
              onClick={() => submit(true)}
            >
              保存并发布
            </Button>
          </div>
        }
      >
        {FIELDS.map((field) => (
          <FormFieldItem key={field.name} field={field} />
        ))}
        <Form.Item name="attachments" label="附件">
          <FilesField hint="图片、PDF、Office 文档、zip 或 txt/csv（发布后所有访客可下载）" />
        </Form.Item>
      </Form>
    </div>
  );
}
