import type { IntegralField } from '@common/integral/model';
import { FormView, type DependentField, type FormField } from '@/ui/form-page/index';
import {
  FILL_LIMITS as L,
  FILL_SCOPE_LABELS,
  FILL_SCOPE_MODES,
  saveRound,
  type FillOptions,
  type FillRoundDetail,
  type FillRoundSave,
  type FillScopeMode,
} from '../api';
import { OrgPicker, type PickedOrg } from './org-picker';

/** The round form's values (a round being created, or edited with `?id=`). */
export interface RoundValues {
  name: string;
  year?: string;
  startDate?: string;
  endDate?: string;
  description: string;
  fields: IntegralField[];
  mode: FillScopeMode;
  industries: string[];
  areas: string[];
  orgs: PickedOrg[];
}

/** A new round: last year's data (what enterprises report in the spring), every field, every enterprise. */
export function newRoundValues(options: FillOptions, today = new Date()): RoundValues {
  return {
    name: '',
    year: String(today.getFullYear() - 1),
    description: '',
    fields: options.fields.map((f) => f.field),
    mode: 'ALL',
    industries: [],
    areas: [],
    orgs: [],
  };
}

export function roundValues(round: FillRoundDetail): RoundValues {
  return {
    name: round.name,
    year: String(round.year),
    startDate: round.startDate,
    endDate: round.endDate,
    description: round.description,
    fields: round.fields.map((f) => f.field),
    mode: round.scope.mode,
    industries: round.scope.industries,
    areas: round.scope.areas,
    orgs: round.orgs.map((o) => ({ id: o.id, fullname: o.fullname, creditCode: o.creditCode })),
  };
}

export function toSave(values: RoundValues, id: number | undefined): FillRoundSave {
  return {
    ...(id ? { id } : {}),
    year: Number(values.year),
    name: values.name.trim(),
    description: values.description.trim(),
    startDate: values.startDate ?? '',
    endDate: values.endDate ?? '',
    fields: values.fields,
    scope: {
      mode: values.mode,
      industries: values.mode === 'FILTER' ? values.industries : [],
      areas: values.mode === 'FILTER' ? values.areas : [],
    },
    ...(values.mode === 'LIST' ? { orgIds: values.orgs.map((o) => o.id) } : {}),
  };
}

const YEAR_SPAN = 6;
const yearOptions = (today: Date, current?: string) => {
  const years = Array.from({ length: YEAR_SPAN }, (_, i) => String(today.getFullYear() - i));
  if (current && !years.includes(current)) years.push(current);
  return years.map((y) => ({ label: `${y}年度`, value: y }));
};

const toOptions = (values: readonly string[]) => values.map((value) => ({ label: value, value }));

/** The described fields; year and fields are locked once an enterprise has submitted. */
export function roundFields(
  options: FillOptions,
  locked: boolean,
  current?: string,
  today = new Date(),
): Array<FormField<RoundValues> | DependentField<RoundValues>> {
  return [
    {
      name: 'name',
      label: '批次名称',
      type: 'text',
      required: true,
      min: L.nameMin,
      max: L.nameMax,
      placeholder: '如：2025年度创新积分数据填报',
      group: '批次',
    },
    {
      name: 'year',
      label: '数据年度',
      type: 'picker',
      required: true,
      options: yearOptions(today, current),
      disabled: locked,
      help: locked ? '已有企业提交，年度不能再改' : '企业填报的是这一年度的数据，审核通过后计入该年度的积分',
    },
    { name: 'startDate', label: '开始日期', type: 'date', required: true, minDate: '2000-01-01' },
    {
      name: 'endDate',
      label: '截止日期',
      type: 'date',
      required: true,
      help: '含当天，按园区时间',
      rules: [
        ({ getFieldValue }) => ({
          validator: async (_r, value: unknown) => {
            const start = getFieldValue('startDate') as string | undefined;
            if (typeof value === 'string' && start && value < start)
              throw new Error('截止日期不能早于开始日期');
          },
        }),
      ],
    },
    {
      name: 'description',
      label: '填报说明',
      type: 'textarea',
      max: L.descriptionMax,
      rows: 3,
      placeholder: '选填：口径、材料要求、联系人等',
    },
    {
      name: 'fields',
      label: '填报项',
      type: 'select',
      multiple: true,
      columns: 2,
      required: '请至少选择一个填报项',
      disabled: locked,
      options: options.fields.map((f) => ({ label: `${f.label}（${f.unit}）`, value: f.field })),
      help: locked ? '已有企业提交，填报项不能再改' : '默认为计算积分所需的全部数据',
      group: '填报项',
    },
    {
      name: 'mode',
      label: '填报范围',
      type: 'select',
      required: true,
      columns: 1,
      options: FILL_SCOPE_MODES.map((m) => ({
        label:
          m === 'ALL'
            ? `${FILL_SCOPE_LABELS[m]}（${String(options.enterpriseCount)}家）`
            : FILL_SCOPE_LABELS[m],
        value: m,
      })),
      group: '填报企业',
    },
    {
      name: 'industries',
      label: '行业',
      type: 'select',
      multiple: true,
      columns: 2,
      options: toOptions(options.industries),
      visible: { dependsOn: ['mode'], when: (v) => v.mode === 'FILTER' },
      rules: [
        ({ getFieldValue }) => ({
          validator: async (_r, value: unknown) => {
            const areas = getFieldValue('areas') as string[] | undefined;
            if (
              getFieldValue('mode') === 'FILTER' &&
              !(value as string[] | undefined)?.length &&
              !areas?.length
            )
              throw new Error('请至少选择一个行业或园区（片区）');
          },
        }),
      ],
    },
    {
      name: 'areas',
      label: '园区（片区）',
      type: 'select',
      multiple: true,
      columns: 2,
      options: toOptions(options.areas),
      visible: { dependsOn: ['mode'], when: (v) => v.mode === 'FILTER' },
    },
    {
      name: 'orgs',
      label: '指定企业',
      type: 'custom',
      input: <OrgPicker />,
      visible: { dependsOn: ['mode'], when: (v) => v.mode === 'LIST' },
      rules: [
        {
          validator: async (_r, value: unknown) => {
            if (!(value as PickedOrg[] | undefined)?.length) throw new Error('请至少添加一家企业');
          },
        },
      ],
    },
  ];
}

/** The round form: saved rounds open their progress. */
export function RoundForm({
  id,
  initial,
  options,
  locked,
  onSaved,
}: {
  id?: number;
  initial: RoundValues;
  options: FillOptions;
  locked: boolean;
  onSaved: (id: number) => string;
}) {
  return (
    <FormView<RoundValues, { id: number; orgCount: number }>
      fields={roundFields(options, locked, initial.year)}
      initialValues={initial}
      submitText={id ? '保存' : '创建批次'}
      onSubmit={(values) => saveRound(toSave(values, id))}
      successMessage={(saved) => `保存成功，共 ${String(saved.orgCount)} 家企业参与填报`}
      successTo={(saved) => onSaved(saved.id)}
    />
  );
}
