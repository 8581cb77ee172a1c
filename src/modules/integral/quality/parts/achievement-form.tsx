import { FormPopup } from '@/ui/form-popup';
import type { FormField } from '@/ui/form-page/index';
import {
  ACHIEVEMENT_LIMITS,
  ACHIEVEMENT_TYPE_LABELS,
  ACHIEVEMENT_TYPES,
  saveAchievement,
  type AchievementItem,
  type AchievementType,
} from '../api';
import { QualityOrgField, type PickedOrg } from './org-search';

interface Values {
  org: PickedOrg | null;
  type: AchievementType;
  amount?: number | null;
  date: string;
  note?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const d = new Date();
  return `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

const FIELDS = (): FormField<Values>[] => [
  {
    name: 'org',
    label: '企业',
    type: 'custom',
    required: '请选择企业',
    input: <QualityOrgField />,
  },
  {
    name: 'type',
    label: '类型',
    type: 'select',
    required: true,
    options: ACHIEVEMENT_TYPES.map((t) => ({ value: t, label: ACHIEVEMENT_TYPE_LABELS[t] })),
    columns: 4,
  },
  {
    name: 'amount',
    label: '金额',
    type: 'number',
    min: 0,
    max: ACHIEVEMENT_LIMITS.amountMax,
    unit: '万元',
    help: '积分贷、政策扶持须填写金额；培育入库等可不填。',
  },
  { name: 'date', label: '日期', type: 'date', required: true, maxDate: today() },
  { name: 'note', label: '备注', type: 'textarea', max: ACHIEVEMENT_LIMITS.noteMax, placeholder: '如 放款银行、政策名称、培育库名称' },
];

/** 登记 / 编辑 an achievement in a bottom popup; the server checks it again (amounts, dates, the park's enterprises). */
export function AchievementForm({ item, onClose }: { item: AchievementItem | 'new'; onClose: () => void }) {
  const initial: Partial<Values> =
    item === 'new'
      ? { org: null, type: 'LOAN', date: today(), note: '' }
      : {
          org: { orgId: item.orgId, fullname: item.fullname },
          type: item.type,
          amount: item.amount,
          date: item.date,
          note: item.note,
        };
  return (
    <FormPopup<Values>
      title={item === 'new' ? '登记积分应用成果' : '编辑积分应用成果'}
      visible
      onClose={onClose}
      fields={FIELDS()}
      initialValues={initial}
      onSubmit={(v) =>
        saveAchievement({
          ...(item !== 'new' && item.id !== null ? { id: item.id } : {}),
          orgId: v.org?.orgId ?? 0,
          type: v.type,
          amount: typeof v.amount === 'number' && Number.isFinite(v.amount) ? v.amount : null,
          date: v.date,
          note: v.note?.trim() ?? '',
        })
      }
    />
  );
}
