import { Button, Card, Form, Toast } from 'antd-mobile';
import { useState } from 'react';
import { DECLARE_LIMITS as L } from '@common/declare/rules';
import { EnvelopeError } from '@/core/http';
import { FormFieldItem, type FormField } from '@/ui/form-page';
import { addLanding, type ApplicationDetail } from '../api';
import styles from './declare.module.css';

interface LandingValues {
  amount?: number;
  landedOn?: string;
  note: string;
  /** The uploaded document's download address. */
  document?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

const FIELDS = (): FormField<LandingValues>[] => [
  { name: 'amount', label: '兑现金额', type: 'number', required: true, min: 0.01, max: L.amountMax, unit: '万元' },
  { name: 'landedOn', label: '兑现日期', type: 'date', required: true, maxDate: today() },
  { name: 'note', label: '兑现说明', type: 'textarea', max: L.landingNoteMax, rows: 2, placeholder: '如：资金已拨付至企业基本账户' },
  { name: 'document', label: '兑现凭证', type: 'file', help: '拨付凭证、文件等（选填，照片或 PDF）' },
];

/** The attachment id in a download address /api/dpboot/attach/download/{id}. */
const attachmentIdOf = (url: string | undefined) => {
  const match = url ? /\/attach\/download\/(\d+)$/.exec(url) : null;
  return match ? Number(match[1]) : null;
};

/** 登记兑现 once an application passed; a second time corrects what was recorded. */
export function LandingForm({ application, onSaved }: { application: ApplicationDetail; onSaved: () => Promise<unknown> }) {
  const [form] = Form.useForm<LandingValues>();
  const [saving, setSaving] = useState(false);
  const landing = application.landing;
  const initial: LandingValues = landing
    ? { amount: landing.amount, landedOn: landing.landedOn, note: landing.note, document: landing.file?.url }
    : { amount: application.amountApplied ?? undefined, landedOn: today(), note: '' };

  const finish = async (values: LandingValues) => {
    setSaving(true);
    try {
      await addLanding({
        id: application.id,
        amount: values.amount ?? 0,
        landedOn: values.landedOn ?? '',
        note: values.note?.trim() ?? '',
        attachmentId: attachmentIdOf(values.document),
      });
      Toast.show({ content: '兑现信息已登记', icon: 'success' });
      await onSaved();
    } catch (error) {
      if (!(error instanceof EnvelopeError)) Toast.show({ content: '保存失败，请检查网络后重试', icon: 'fail' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className={styles.card} title={landing ? '更正兑现信息' : '登记兑现'}>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v: LandingValues) => void finish(v)}
        footer={
          <Button block type="submit" color="primary" loading={saving} disabled={saving}>
            {landing ? '保存更正' : '登记兑现'}
          </Button>
        }
      >
        {FIELDS().map((field) => (
          <FormFieldItem key={field.name} field={field} />
        ))}
      </Form>
    </Card>
  );
}
