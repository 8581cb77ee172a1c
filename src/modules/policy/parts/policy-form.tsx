import { Button, Form, Toast } from 'antd-mobile';
import { useRef, useState, type ReactNode } from 'react';
import { POLICY_LIMITS } from '@common/policy';
import { EnvelopeError } from '@/core/http';
import { FormFieldItem, useLeaveGuard, type FormField } from '@/ui/form-page';
import { FilesField } from '@/ui/files-field';
import styles from './policy.module.css';
import type { PolicyValues } from './policy-fields';

export interface PolicyFormBodyProps<R> {
  fields: FormField<PolicyValues>[];
  initialValues: Partial<PolicyValues>;
  /** Saves; reject to stay on the form (the HTTP client showed the server's words). */
  onSave: (values: PolicyValues) => Promise<R>;
  /** After a successful save (navigate away). */
  onSaved: (result: R) => void;
  submitText?: string;
  intro?: ReactNode;
}

/** The described fields, then the attachments; validation in Chinese, asks before leaving unsaved. */
export function PolicyFormBody<R>({ fields, initialValues, onSave, onSaved, submitText = '保存', intro }: PolicyFormBodyProps<R>) {
  const [form] = Form.useForm<PolicyValues>();
  const [dirty, setDirty] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const { allowLeave } = useLeaveGuard(dirty && !submitting);

  const finish = async (values: PolicyValues) => {
    setSubmitting(true);
    try {
      const result = await onSave(values);
      allowLeave();
      Toast.show({ content: '保存成功', icon: 'success' });
      onSaved(result);
    } catch (error) {
      if (!(error instanceof EnvelopeError)) Toast.show({ content: '提交失败，请检查网络后重试', icon: 'fail' });
    } finally {
      setSubmitting(false);
    }
  };

  let group: string | undefined;
  const items: ReactNode[] = [];
  for (const field of fields) {
    if (field.group && field.group !== group) items.push(<Form.Header key={`group:${field.group}`}>{field.group}</Form.Header>);
    group = field.group ?? group;
    items.push(<FormFieldItem key={field.name} field={field} />);
  }

  return (
    <div ref={container}>
      {intro}
      <Form
        form={form}
        layout="vertical"
        mode="card"
        className={styles.form}
        initialValues={{ attachments: [], ...initialValues }}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => void finish(values)}
        onFinishFailed={() =>
          requestAnimationFrame(() =>
            container.current?.querySelector('.adm-form-item-has-error')?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
          )
        }
        footer={
          <Button block type="submit" color="primary" size="large" loading={submitting} disabled={submitting}>
            {submitText}
          </Button>
        }
      >
        {items}
        <Form.Header>附件</Form.Header>
        <Form.Item name="attachments" label="政策附件">
          <FilesField max={POLICY_LIMITS.attachmentsMax} hint="政策原文、申报表格等；发布后企业可下载" />
        </Form.Item>
      </Form>
    </div>
  );
}
