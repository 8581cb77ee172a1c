import { Button, Dialog, Form, Toast } from 'antd-mobile';
import { useRef, useState, type ReactNode } from 'react';
import type { IntegralField } from '@common/integral/model';
import { EnvelopeError, HttpResponseError } from '@/core/http';
import { fieldProblemsOf, NumberInput, useFieldMarks } from '@/ui/form-page/index';
import { FilesField } from '@/ui/files-field';
import { formatDateTime } from '@/ui/format';
import { PageFrame } from '@/ui/page-frame';
import { ReasonNote } from '@/ui/notes';
import { StatusTag } from '@/ui/status-tag';
import type { UploadedFile } from '@/ui/upload-field';
import type { DraftHandle } from '@/ui/use-draft';
import {
  FILL_LIMITS,
  fillFieldProblem,
  fillProblems,
  type FillItem,
  type FillSubmission,
  type FillValuesInput,
} from '../api';
import { figureWithUnit, groupFields, takesText, usedForText } from './fields';
import styles from './fill.module.css';

/** The form's values: one number per field (undefined = blank) and the evidence files. */
export type FillFormValues = Partial<Record<IntegralField, number>> & { files?: UploadedFile[] };

/** What the draft keeps in the browser: the values, and the submission as last seen online. */
/**
 * The submission a fill screen shows: the server's copy, or the draft's snapshot while the server
 * cannot be reached (not when it refused: signed out, not allowed, no such round).
 */
export function serverOrSnapshot<T>(live: T | undefined, error: Error | undefined, snapshot: T | undefined): T | undefined {
  const refused = error instanceof HttpResponseError && [401, 403, 404].includes(error.response.status);
  const unreachable = !!error && !(error instanceof EnvelopeError) && !refused;
  return live ?? (unreachable && snapshot ? snapshot : undefined);
}

export interface FillDraft {
  values: FillFormValues;
  snapshot: FillSubmission;
}

/** What a save or a submit sends (the enterprise's and the operator's endpoints take the same). */
export interface FillBody {
  values: FillValuesInput;
  attachmentIds: number[];
}

const OFFLINE_SAVED = '网络不可用，内容已保存在本机，联网后请再次保存';
const OFFLINE_SUBMIT = '网络不可用，内容已保存在本机，请联网后再提交';

const startValues = (s: FillSubmission): FillFormValues => ({
  ...Object.fromEntries(s.items.filter((i) => i.value !== null).map((i) => [i.field, i.value])),
  files: s.files,
});

/** The form's values as the endpoints take them: every field of the round, blank as null. */
export function toBody(submission: FillSubmission, values: FillFormValues): FillBody {
  const figures: FillValuesInput = {};
  for (const { field } of submission.round.fields) {
    const value = values[field];
    figures[field] = typeof value === 'number' && Number.isFinite(value) ? value : null;
  }
  return { values: figures, attachmentIds: (values.files ?? []).map((f) => f.id) };
}

/** Why the form cannot be written now, or null when it can. */
export function lockedText(s: FillSubmission): string | null {
  if (s.editable) return null;
  if (s.state === 'TOAUDIT') return '已提交，等待园区审核；审核完成前不能修改。';
  if (s.state === 'PASS') return '全部审核通过，数据已入库，不能再修改。';
  if (s.round.phase === 'NOTSTARTED') return `填报尚未开始，${s.round.startDate} 起可以填写。`;
  if (s.round.phase === 'CLOSED') return '填报已截止，不能再填写或提交。';
  return '现在不能修改这份填报。';
}

/** The hint under a field: what it feeds, what it takes, last year's approved figure. */
function ItemNotes({ item, min }: { item: FillItem; min: number }) {
  const used = usedForText(item.field);
  return (
    <div className={styles.itemNotes}>
      {item.audit ? (
        <p className={styles.itemState}>
          <StatusTag family="audit" value={item.audit} />
          {item.audit === 'BACK' && item.returnedValue !== null && item.returnedValue !== item.value ? (
            <span className={styles.muted}>退回时为 {figureWithUnit(item.returnedValue, item.unit)}</span>
          ) : null}
        </p>
      ) : null}
      {item.audit === 'BACK' && item.reason ? <ReasonNote label="退回原因">{item.reason}</ReasonNote> : null}
      <p className={styles.hint}>
        {[used, takesText({ integer: item.integer, min })].filter(Boolean).join('；')}
        {item.lastYear !== null ? `；上年度已审核：${figureWithUnit(item.lastYear, item.unit)}` : ''}
      </p>
    </div>
  );
}

export interface FillFormProps {
  submission: FillSubmission;
  /** The server cannot be reached: the draft's snapshot stands in, files cannot be uploaded. */
  offline: boolean;
  draft: DraftHandle<FillDraft>;
  save: (body: FillBody) => Promise<unknown>;
  submit: (body: FillBody) => Promise<unknown>;
  /** After a successful submit (the data is read again by the actions). */
  onSubmitted?: () => void;
  /** Above the form: the round and whose submission it is. */
  heading: ReactNode;
  /** Who fills: the enterprise, or an operator on its behalf (for the confirmation's words). */
  onBehalf?: boolean;
  title: string;
  backTo: string;
}

/**
 * The fill form of a round, the enterprise's and the operator's (opfill) alike: the round's fields
 * grouped by dimension with their units and hints, the evidence files, each item's audit and the
 * reason it was returned beside it; autosaved in the browser on every change (restored after a
 * reload or while offline), 保存草稿 to the server, 提交 (重新提交 once returned) after a confirmation.
 */
export function FillForm({
  submission,
  offline,
  draft,
  save,
  submit,
  onSubmitted,
  heading,
  onBehalf,
  title,
  backTo,
}: FillFormProps) {
  const [form] = Form.useForm<FillFormValues>();
  const [busy, setBusy] = useState(false);
  const marks = useFieldMarks(form);
  const body = useRef<HTMLDivElement>(null);
  // Decided once, when the form opens: a draft newer than the server's copy wins.
  const [start] = useState<{ values: FillFormValues; restoredAt: number | null }>(() => {
    const stored = draft.draft;
    const serverAt = submission.updatedAt ? Date.parse(submission.updatedAt) : 0;
    const newer = stored && submission.editable && (offline || stored.savedAt > serverAt);
    return newer
      ? { values: stored.value.values, restoredAt: stored.savedAt }
      : { values: startValues(submission), restoredAt: null };
  });

  const editable = submission.editable;
  const items = new Map(submission.items.map((i) => [i.field, i]));
  const current = (): FillFormValues => form.getFieldsValue(true) as FillFormValues;
  const named = submission.round.fields.map((f) => ({ name: f.field, label: f.label }));
  const resubmit = submission.state === 'BACK';

  const remember = (changed: Partial<FillFormValues>) => {
    marks.clear(Object.keys(changed));
    if (editable) draft.save({ values: current(), snapshot: submission });
  };

  const saveToServer = async () => {
    const values = current();
    const problems = fillProblems(
      submission.round.fields.map((f) => f.field),
      toBody(submission, values).values,
      { submit: false },
    );
    if (problems.length) {
      marks.mark(
        problems.map((p) => ({ name: p.field, message: p.message })),
        body.current,
      );
      return;
    }
    setBusy(true);
    await draft.saveNow({ values, snapshot: submission });
    try {
      await save(toBody(submission, values));
      await draft.clear();
      Toast.show({ content: '草稿已保存', icon: 'success' });
    } catch (error) {
      marks.mark(fieldProblemsOf(error, named), body.current);
      if (!(error instanceof EnvelopeError)) Toast.show({ content: OFFLINE_SAVED, duration: 3000 });
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    const values = current();
    const problems = fillProblems(
      submission.round.fields.map((f) => f.field),
      toBody(submission, values).values,
      { submit: true },
    );
    if (problems.length) {
      marks.mark(
        problems.map((p) => ({ name: p.field, message: p.message })),
        body.current,
      );
      return;
    }
    const confirmed = await Dialog.confirm({
      title: resubmit ? '重新提交' : '提交填报',
      content: resubmit
        ? '确定重新提交吗？被退回的项将重新进入审核，已通过的项不变。'
        : `确定提交${onBehalf ? '（代企业填报）' : ''}吗？提交后在审核完成前不能修改。`,
      confirmText: '提交',
      cancelText: '取消',
    });
    if (!confirmed) return;
    setBusy(true);
    await draft.saveNow({ values, snapshot: submission });
    try {
      await submit(toBody(submission, values));
      await draft.clear();
      Toast.show({ content: onBehalf ? '已代为提交' : '已提交，等待园区审核', icon: 'success' });
      onSubmitted?.();
    } catch (error) {
      marks.mark(fieldProblemsOf(error, named), body.current);
      if (!(error instanceof EnvelopeError)) Toast.show({ content: OFFLINE_SUBMIT, duration: 3000 });
    } finally {
      setBusy(false);
    }
  };

  const fields = submission.round.fields.map((info) => ({ ...info, item: items.get(info.field) }));
  const footer = editable ? (
    <div className={styles.footerRow}>
      <Button size="large" disabled={busy} onClick={() => void saveToServer()}>
        保存草稿
      </Button>
      <Button size="large" color="primary" loading={busy} disabled={busy} onClick={() => void send()}>
        {resubmit ? '重新提交' : '提交'}
      </Button>
    </div>
  ) : undefined;
  return (
    <PageFrame title={title} backTo={backTo} footer={footer}>
      {offline ? (
        <p className={`${styles.banner} ${styles.offline}`} role="status">
          网络不可用：可以继续填写，内容会自动保存在本机，联网后再保存或提交。
        </p>
      ) : null}
      {start.restoredAt ? (
        <p className={styles.banner} role="status" data-testid="draft-restored">
          已恢复 {formatDateTime(start.restoredAt)} 自动保存在本机的草稿
        </p>
      ) : null}
      {heading}
      {lockedText(submission) ? (
        <p className={styles.banner} role="status" data-testid="fill-locked">
          {lockedText(submission)}
        </p>
      ) : null}
      <div ref={body}>
        <Form
          form={form}
          layout="vertical"
          mode="card"
          initialValues={start.values}
          onValuesChange={remember}
          className={styles.form}
        >
          {groupFields(fields).flatMap((group) => [
            <Form.Header key={`h:${group.title}`}>{group.title}</Form.Header>,
            ...group.fields.map(({ field, label, unit, integer, min, item }) => (
              <Form.Item
                key={field}
                name={field}
                label={label}
                extra={<span className={styles.unit}>{unit}</span>}
                disabled={!editable || (item ? !item.editable : false)}
                rules={[
                  {
                    validator: async (_rule: unknown, value: unknown) => {
                      const problem = fillFieldProblem(field, typeof value === 'number' ? value : null);
                      if (problem) throw new Error(problem);
                    },
                  },
                ]}
                description={
                  item ? (
                    <ItemNotes item={item} min={min} />
                  ) : (
                    <p className={styles.hint}>
                      {[usedForText(field), takesText({ integer, min })].filter(Boolean).join('；')}
                    </p>
                  )
                }
              >
                <NumberInput
                  integer={integer}
                  disabled={!editable || (item ? !item.editable : false)}
                  aria-label={label}
                  placeholder={editable ? `请输入${label}` : '未填'}
                />
              </Form.Item>
            )),
          ])}
          <Form.Header key="h:files">证明材料</Form.Header>
          <Form.Item key="files" name="files" label="证明材料" disabled={!editable || offline}>
            <FilesField
              max={FILL_LIMITS.filesMax}
              disabled={!editable || offline}
              hint={
                offline
                  ? '离线时不能上传文件，联网后可继续上传'
                  : '审计报告、纳税证明、专利证书等，图片、PDF 或 Office 文档'
              }
            />
          </Form.Item>
        </Form>
      </div>
    </PageFrame>
  );
}
