import type { FormField } from '@/ui/form-page';
import { FormPopup } from '@/ui/form-popup';
import {
  FREQUENCIES,
  INDICATOR_TYPE_LABELS,
  KIND_LABELS,
  METHOD_LABELS,
  saveIndicator,
  type IndicatorRowItem,
  type IndicatorType,
} from '../api';

interface Values {
  code: string;
  name: string;
  unit: string;
  frequency: string;
  kind: string;
  method: string;
  basisId: string;
  denominatorId: string;
  scope: string;
  sort: number | undefined;
}

const options = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ label, value }));
const derived = { dependsOn: ['kind'] as (keyof Values)[], when: (v: Partial<Values>) => v.kind === 'DERIVED' };

function fieldsOf(reported: readonly IndicatorRowItem[], editing: IndicatorRowItem | null): FormField<Values>[] {
  const bases = reported.filter((r) => r.id !== editing?.id).map((r) => ({ label: r.name, value: String(r.id) }));
  return [
    { name: 'name', label: '指标名称', type: 'text', required: true, max: 30 },
    {
      name: 'code',
      label: '指标编码',
      type: 'text',
      required: true,
      max: 30,
      help: '小写字母开头，可含数字和下划线；导入模板以此对应列',
      pattern: { regex: /^[a-z][a-z0-9_]*$/, message: '指标编码须以小写字母开头，只含小写字母、数字和下划线' },
      disabled: (editing?.records ?? 0) > 0,
    },
    { name: 'unit', label: '单位', type: 'text', required: true, max: 10 },
    { name: 'frequency', label: '频度', type: 'select', required: true, options: FREQUENCIES.map((f) => ({ label: f, value: f })) },
    { name: 'kind', label: '指标类别', type: 'select', required: true, options: options(KIND_LABELS), columns: 2 },
    { name: 'method', label: '派生方法', type: 'select', required: true, options: options(METHOD_LABELS), visible: derived },
    { name: 'basisId', label: '计算依据', type: 'picker', required: true, options: bases, visible: derived },
    {
      name: 'denominatorId',
      label: '分母指标',
      type: 'picker',
      required: true,
      options: bases,
      visible: { dependsOn: ['kind', 'method'], when: (v) => v.kind === 'DERIVED' && v.method === 'RATIO' },
    },
    { name: 'scope', label: '统计口径', type: 'textarea', max: 200 },
    { name: 'sort', label: '排序', type: 'number', integer: true, min: 0, max: 999 },
  ];
}

const idOf = (value: string | undefined) => (value ? Number(value) : null);

/** 新增/编辑指标 in a popup: a derived one names its method and the reported indicators it is computed from. */
export function IndicatorForm({
  type,
  editing,
  reported,
  visible,
  onClose,
}: {
  type: IndicatorType;
  /** The definition edited; null for a new one. */
  editing: IndicatorRowItem | null;
  /** The type's reported indicators, the bases a derived one may name. */
  reported: readonly IndicatorRowItem[];
  visible: boolean;
  onClose: () => void;
}) {
  const initial: Partial<Values> = editing
    ? {
        ...editing,
        basisId: editing.basisId === null ? '' : String(editing.basisId),
        denominatorId: editing.denominatorId === null ? '' : String(editing.denominatorId),
      }
    : { frequency: '月度', kind: 'REPORTED', unit: '万元' };
  return (
    <FormPopup<Values>
      key={editing?.id ?? 'new'}
      title={`${editing ? '编辑' : '新增'}${INDICATOR_TYPE_LABELS[type]}指标`}
      visible={visible}
      onClose={onClose}
      fields={fieldsOf(reported, editing)}
      initialValues={initial}
      onSubmit={(v) =>
        saveIndicator({
          type,
          ...(editing ? { id: editing.id } : {}),
          code: v.code,
          name: v.name,
          unit: v.unit,
          frequency: v.frequency as (typeof FREQUENCIES)[number],
          kind: v.kind as 'REPORTED' | 'DERIVED',
          method: v.kind === 'DERIVED' ? (v.method as 'GROWTH' | 'MONTHLY' | 'RATIO') : '',
          basisId: v.kind === 'DERIVED' ? idOf(v.basisId) : null,
          denominatorId: v.kind === 'DERIVED' && v.method === 'RATIO' ? idOf(v.denominatorId) : null,
          scope: v.scope ?? '',
          ...(v.sort === undefined || v.sort === null ? {} : { sort: Number(v.sort) }),
        })
      }
    />
  );
}
