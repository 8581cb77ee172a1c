import { FormPopup } from '@/ui/form-popup';
import type { FormField } from '@/ui/form-page';
import { orgOptions, sendSurvey, TARGET_MODE, TARGET_MODES, type TargetMode } from '../api';
import { OrgPicker } from './org-picker';

interface Values {
  mode: TargetMode;
  orgIds?: number[];
  industries?: string[];
  categories?: string[];
}

const when = (mode: TargetMode) => ({ dependsOn: ['mode' as const], when: (v: Partial<Values>) => v.mode === mode });
const choices = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }));

/** 发送: to enterprises picked by name, every enterprise of some industries, or of some categories. */
export function SendPopup({ id, visible, onClose }: { id: number; visible: boolean; onClose: () => void }) {
  const facets = orgOptions.useQuery(visible ? {} : null);
  const fields: FormField<Values>[] = [
    { name: 'mode', label: '发送方式', type: 'select', required: true, options: TARGET_MODES.map((m) => ({ label: TARGET_MODE[m], value: m })) },
    { name: 'orgIds', label: '企业', type: 'custom', required: true, input: <OrgPicker />, visible: when('LIST') },
    { name: 'industries', label: '行业', type: 'select', multiple: true, columns: 2, required: true, options: choices(facets.data?.industries ?? []), visible: when('INDUSTRY') },
    { name: 'categories', label: '企业类别', type: 'select', multiple: true, columns: 2, required: true, options: choices(facets.data?.categories ?? []), visible: when('CATEGORY') },
  ];
  const send = (v: Values) =>
    sendSurvey({ id, mode: v.mode, ...(v.mode === 'LIST' ? { orgIds: v.orgIds ?? [] } : { values: (v.mode === 'INDUSTRY' ? v.industries : v.categories) ?? [] }) });
  const popup = { title: '发送调查', submitText: '发送', visible, onClose, fields, initialValues: { mode: 'LIST' as const } };
  return <FormPopup<Values> {...popup} onSubmit={send} />;
}
