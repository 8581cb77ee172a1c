import { Button, Card, Dialog, Form, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EnvelopeError } from '@/core/http';
import { fieldProblemsOf, FormFieldItem, scrollToFirstError, useFieldMarks } from '@/ui/form-page';
import { formatDateTime } from '@/ui/format';
import { ReasonNote } from '@/ui/notes';
import { PageFrame } from '@/ui/page-frame';
import type { DraftHandle } from '@/ui/use-draft';
import { saveApplication, sendDeclare, type ApplicationDetail } from '../api';
import { CENTER, progressPath } from '../paths';
import { APPLICATION_FIELDS, toForm, toValues, type FormValues } from './application-fields';
import styles from './declare.module.css';
import { materialField, materialSlotItems, missingMaterials } from './material-slots';
import { PhaseTag } from './state-tag';

/** What the form's draft keeps in the browser: the values, and the application as last seen online. */
export interface ProcessDraft {
  values: Partial<FormValues>;
  snapshot: ApplicationDetail;
}

const OFFLINE_SAVED = '网络不可用，内容已保存在本机，联网后请再次保存';
const OFFLINE_SUBMIT = '网络不可用，内容已保存在本机，请联网后再提交';
/** The form's fields and material slots by the names the user knows them by. */
const namedFields = (materials: ApplicationDetail['materials']) => [
  ...APPLICATION_FIELDS.map((f) => ({ name: f.name, label: f.label })),
  ...materials.map((m) => ({ name: materialField(m.id), label: m.name })),
];

const SUBMIT_CONFIRM = '确定提交申报吗？提交后在审核完成前不能修改。';

export interface ProcessEditorProps {
  declareId: number;
  /** The application from the server, or the draft's snapshot while the server cannot be reached. */
  detail: ApplicationDetail;
  offline: boolean;
  draft: DraftHandle<ProcessDraft>;
}

/**
 * The application form: fields autosaved to the browser on every change (restored after a reload or
 * while offline), files per material slot, 保存草稿 to the server and 提交申报.
 */
export function ProcessEditor({ declareId, detail, offline, draft }: ProcessEditorProps) {
  const [form] = Form.useForm<FormValues>();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // Decided once, when the screen opens: a draft newer than the server's copy wins.
  const [start] = useState<{ values: Partial<FormValues>; restoredAt: number | null }>(() => {
    const stored = draft.draft;
    const newer = stored && (offline || stored.savedAt > Date.parse(detail.updatedAt));
    return newer ? { values: stored.value.values, restoredAt: stored.savedAt } : { values: toValues(detail.form), restoredAt: null };
  });

  const marks = useFieldMarks(form);
  const body = useRef<HTMLDivElement>(null);
  // A slot that has a file now loses its 请上传 mark (its files are the field's change).
  const filled = detail.materials.filter((m) => m.files.length > 0).map((m) => materialField(m.id));
  const filledKey = filled.join();
  useEffect(() => marks.clear(filledKey ? filledKey.split(',') : []), [marks, filledKey]);

  const current = (): Partial<FormValues> => form.getFieldsValue(true) as Partial<FormValues>;
  const remember = (changed: Partial<FormValues>) => {
    marks.clear(Object.keys(changed));
    draft.save({ values: current(), snapshot: detail });
  };

  const saveToServer = async () => {
    setBusy(true);
    const values = current();
    await draft.saveNow({ values, snapshot: detail });
    try {
      await saveApplication({ declareId, form: toForm(values) });
      await draft.clear();
      Toast.show({ content: '草稿已保存', icon: 'success' });
    } catch (error) {
      if (!(error instanceof EnvelopeError)) Toast.show({ content: OFFLINE_SAVED, duration: 3000 });
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    // The fields and the required materials are checked together; each message stays by its field.
    const missing = missingMaterials(detail.materials);
    const values = await form.validateFields().catch(() => null);
    if (missing.length) marks.mark(missing, body.current);
    else if (!values) scrollToFirstError(body.current);
    if (!values || missing.length) return;
    if (!(await Dialog.confirm({ title: '提交申报', content: SUBMIT_CONFIRM, confirmText: '提交', cancelText: '取消' }))) return;
    setBusy(true);
    await draft.saveNow({ values, snapshot: detail });
    try {
      await saveApplication({ declareId, form: toForm(values) });
      await sendDeclare(detail.id);
      await draft.clear();
      Toast.show({ content: '提交成功，请等待园区审核', icon: 'success' });
      void navigate(progressPath(detail.id), { replace: true });
    } catch (error) {
      // The server's word about one field (or one material) stays next to it.
      marks.mark(fieldProblemsOf(error, namedFields(detail.materials)), body.current);
      if (!(error instanceof EnvelopeError)) Toast.show({ content: OFFLINE_SUBMIT, duration: 3000 });
    } finally {
      setBusy(false);
    }
  };

  const restoredAt = start.restoredAt;
  return (
    <PageFrame
      title="填写申报书"
      backTo={CENTER}
      footer={
        <div className={styles.footerRow}>
          <Button size="large" disabled={busy} onClick={() => void saveToServer()}>
            保存草稿
          </Button>
          <Button size="large" color="primary" loading={busy} disabled={busy} onClick={() => void submit()}>
            {detail.state === 'BACK' ? '重新提交' : '提交申报'}
          </Button>
        </div>
      }
    >
      {offline ? (
        <p className={`${styles.banner} ${styles.offline}`} role="status">
          网络不可用：可以继续填写，内容会自动保存在本机，联网后再保存或提交。
        </p>
      ) : null}
      {restoredAt ? (
        <p className={styles.banner} role="status" data-testid="draft-restored">
          已恢复 {formatDateTime(restoredAt)} 自动保存在本机的草稿
        </p>
      ) : null}
      <Card className={styles.card}>
        <div className={styles.headRow}>
          <h2 className={styles.headTitle}>{detail.declareName}</h2>
          <PhaseTag phase={detail.phase} fill="solid" />
        </div>
        <dl className={`${styles.facts} ${styles.spaced}`}>
          <dt>所属政策</dt>
          <dd>{detail.policyTitle}</dd>
          <dt>申报项目</dt>
          <dd>{detail.applyItemName}</dd>
          <dt>申报企业</dt>
          <dd>{detail.orgName}</dd>
          <dt>截止日期</dt>
          <dd>{detail.endDate}</dd>
        </dl>
      </Card>
      {detail.state === 'BACK' && detail.reason ? (
        <div className={styles.card}>
          <ReasonNote label="退回原因">{detail.reason}</ReasonNote>
        </div>
      ) : null}
      <div ref={body}>
        <Form form={form} layout="vertical" mode="card" initialValues={start.values} onValuesChange={remember}>
          {APPLICATION_FIELDS.flatMap((field, i) => {
            const header = field.group && field.group !== APPLICATION_FIELDS[i - 1]?.group ? [<Form.Header key={`h:${field.group}`}>{field.group}</Form.Header>] : [];
            return [...header, <FormFieldItem key={field.name} field={field} />];
          })}
          <Form.Header key="h:materials">申报材料</Form.Header>
          {materialSlotItems({
            applicationId: detail.id,
            materials: detail.materials,
            editable: !offline,
            notice: offline ? '离线时不能上传文件，联网后可继续上传。' : '每项材料最多 5 个文件，单个文件不超过 10 MB。',
          })}
        </Form>
      </div>
    </PageFrame>
  );
}
