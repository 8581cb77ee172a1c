import { Button, Form } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { parkToday } from '@common/park-time';
import { hasPermission } from '@common/roles';
import { useSession } from '@/core/use-session';
import { FilesField, type FilesFieldProps } from '@/ui/files-field';
import { FormPopup } from '@/ui/form-popup';
import { FormFieldItem, type FormField } from '@/ui/form-page';
import {
  addProjectProgress,
  CHANGE_ITEM_LABELS,
  CHANGE_ITEMS,
  moveProjectStage,
  PROJECT_LIMITS as L,
  PROJECT_STAGES,
  requestProjectChange,
  STAGE_LABELS,
  type ChangeItem,
  type ProjectDetailView,
  type ProjectStage,
} from '../api';
import styles from './project.module.css';

type MoveValues = { stage: ProjectStage; date: string; evidence: string; reason?: string };
type ProgressValues = { date: string; text: string; photos?: NonNullable<FilesFieldProps['value']> };
type ChangeValues = { item: ChangeItem; after: string; why: string };

const sinceOf = (p: ProjectDetailView) =>
  (p.stage === 'SIGN' ? p.signDate : p.stage === 'BEGIN' ? p.beginDate : p.produceDate) ?? p.signDate;

function moveFields(p: ProjectDetailView, today: string): FormField<MoveValues>[] {
  const from = PROJECT_STAGES.indexOf(p.stage);
  const next = PROJECT_STAGES.slice(from + 1);
  return [
    {
      name: 'stage',
      label: '推进到',
      type: 'select',
      required: true,
      options: next.map((s) => ({ label: STAGE_LABELS[s], value: s })),
    },
    { name: 'date', label: '日期', type: 'date', required: true, minDate: sinceOf(p), maxDate: today },
    {
      name: 'evidence',
      label: '依据',
      type: 'textarea',
      required: true,
      min: L.textMin,
      max: L.textMax,
      placeholder: '如：取得施工许可证，主体工程开工',
    },
  ];
}

/** The reason a move skipping a stage needs: asked only when the chosen stage skips one. */
function SkipReason({ project }: { project: ProjectDetailView }) {
  const from = PROJECT_STAGES.indexOf(project.stage);
  const field: FormField<MoveValues> = {
    name: 'reason',
    label: `跳过${STAGE_LABELS[PROJECT_STAGES[from + 1] ?? 'BEGIN']}的原因`,
    type: 'textarea',
    required: true,
    min: L.reasonMin,
    max: L.textMax,
    placeholder: '如：租用标准厂房，无需新建土建工程',
  };
  return (
    <Form.Subscribe to={['stage']}>
      {({ stage }: Partial<MoveValues>) =>
        stage && PROJECT_STAGES.indexOf(stage) - from > 1 ? <FormFieldItem field={field} /> : null
      }
    </Form.Subscribe>
  );
}

const progressFields = (p: ProjectDetailView, today: string): FormField<ProgressValues>[] => [
  { name: 'date', label: '进展日期', type: 'date', required: true, minDate: p.signDate, maxDate: today },
  { name: 'text', label: '进展情况', type: 'textarea', required: true, min: L.textMin, max: L.textMax },
  {
    name: 'photos',
    label: '现场照片',
    type: 'custom',
    input: (
      <FilesField
        accept="image/*"
        max={L.photosMax}
        hint={`最多 ${String(L.photosMax)} 张，项目相关人员可查看`}
      />
    ),
  },
];

const changeFields: FormField<ChangeValues>[] = [
  {
    name: 'item',
    label: '变更事项',
    type: 'select',
    required: true,
    options: CHANGE_ITEMS.map((c) => ({ label: CHANGE_ITEM_LABELS[c], value: c })),
  },
  {
    name: 'after',
    label: '变更为',
    type: 'text',
    required: true,
    max: L.nameMax,
    placeholder: '金额（万元）、日期（YYYY-MM-DD）或名称',
  },
  { name: 'why', label: '变更原因', type: 'textarea', required: true, min: L.reasonMin, max: L.textMax },
];

type Open = 'move' | 'progress' | 'change' | null;

/** A popup form as data: its fields, first values, what it sends, and form items after the fields. */
interface Step<V extends object> {
  title: string;
  fields: FormField<V>[];
  initialValues?: Partial<V>;
  submitText: string;
  send: (values: V) => Promise<unknown>;
  extra?: ReactNode;
}

function StepPopup<V extends object>({
  step,
  visible,
  onClose,
  refresh,
}: {
  step: Step<V>;
  visible: boolean;
  onClose: () => void;
  refresh: () => Promise<unknown>;
}) {
  const submit = async (values: V) => {
    await step.send(values);
    await refresh();
  };
  return (
    <FormPopup<V>
      title={step.title}
      visible={visible}
      onClose={onClose}
      fields={step.fields}
      initialValues={step.initialValues}
      submitText={step.submitText}
      onSubmit={submit}
    >
      {step.extra}
    </FormPopup>
  );
}

/** A project's steps for who manages projects: 推进阶段 (until 投产), 登记进展, 申请变更. */
export function ProjectActions({
  project,
  refresh,
}: {
  project: ProjectDetailView;
  refresh: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState<Open>(null);
  if (!hasPermission(useSession(), 'project.manage')) return null;
  const today = parkToday();
  const id = project.id;
  const move: Step<MoveValues> = {
    title: '推进项目阶段',
    fields: moveFields(project, today),
    initialValues: { date: today },
    submitText: '确定推进',
    send: (v) =>
      moveProjectStage({
        id,
        stage: v.stage,
        date: v.date,
        evidence: v.evidence,
        ...(v.reason ? { reason: v.reason } : {}),
      }),
    extra: <SkipReason project={project} />,
  };
  const progress: Step<ProgressValues> = {
    title: '登记项目进展',
    fields: progressFields(project, today),
    initialValues: { date: today, photos: [] },
    submitText: '登记',
    send: (v) =>
      addProjectProgress({ id, date: v.date, text: v.text, photos: (v.photos ?? []).map((f) => f.id) }),
  };
  const change: Step<ChangeValues> = {
    title: '申请项目变更',
    fields: changeFields,
    submitText: '提交申请',
    send: (v) => requestProjectChange({ id, item: v.item, after: v.after, why: v.why }),
  };
  const popup = { onClose: () => setOpen(null), refresh };
  return (
    <>
      <div className={styles.actions}>
        <Button onClick={() => setOpen('change')}>申请变更</Button>
        <Button onClick={() => setOpen('progress')}>登记进展</Button>
        {project.stage !== 'PRODUCE' ? (
          <Button color="primary" onClick={() => setOpen('move')}>
            推进阶段
          </Button>
        ) : null}
      </div>
      <StepPopup step={move} visible={open === 'move'} {...popup} />
      <StepPopup step={progress} visible={open === 'progress'} {...popup} />
      <StepPopup step={change} visible={open === 'change'} {...popup} />
    </>
  );
}
