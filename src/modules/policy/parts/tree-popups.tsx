import { POLICY_LIMITS as L, type ApplyAward, type ApplyCondition, type ApplyItem, type AwardKind, type ConditionLogic } from '@common/policy';
import type { FormField } from '@/ui/form-page';
import { FormPopup } from '@/ui/form-popup';
import { saveAward, saveCondition, saveItem } from '../admin-api';
import { AWARD_KIND_OPTIONS, LOGIC_OPTIONS } from './options';

/** The popups of the apply-tree editor for an item, an award and a condition (the server checks the same limits). */

interface ItemValues {
  name: string;
  description?: string;
  autoGrant?: boolean;
}
const ITEM_FIELDS: FormField<ItemValues>[] = [
  { name: 'name', label: '申报事项名称', type: 'text', required: true, min: 2, max: L.itemNameMax, placeholder: '如 研发费用补助' },
  { name: 'description', label: '事项说明', type: 'textarea', max: L.itemDescriptionMax, rows: 3 },
  { name: 'autoGrant', label: '免申即享', type: 'switch', help: '条件满足的企业无需申报即可享受' },
];

/** `taken`: the names of the policy's other items (the server refuses a second one of a name). */
export function ItemPopup({ policyId, item, taken, onClose }: { policyId: number; item?: ApplyItem; taken: string[]; onClose: () => void }) {
  const unique = {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value === 'string' && taken.includes(value.trim())) throw new Error('该政策已有同名申报事项');
    },
  };
  const fields = ITEM_FIELDS.map((f) => (f.name === 'name' ? { ...f, rules: [unique] } : f));
  return (
    <FormPopup<ItemValues>
      title={item ? '编辑申报事项' : '新增申报事项'}
      visible
      onClose={onClose}
      fields={fields}
      initialValues={item ? { name: item.name, description: item.description, autoGrant: item.autoGrant } : { autoGrant: false }}
      onSubmit={(v) =>
        saveItem({ id: item?.id, policyId, name: v.name.trim(), description: v.description?.trim() ?? '', autoGrant: !!v.autoGrant })
      }
    />
  );
}

interface AwardValues {
  name: string;
  kind: AwardKind;
  amount?: number;
  description?: string;
}
const AWARD_FIELDS: FormField<AwardValues>[] = [
  { name: 'name', label: '奖补名称', type: 'text', required: true, min: 2, max: L.awardNameMax, placeholder: '如 一次性奖励' },
  { name: 'kind', label: '奖补类型', type: 'select', required: true, options: AWARD_KIND_OPTIONS, columns: 3 },
  { name: 'amount', label: '最高金额', type: 'number', min: 0, max: L.awardAmountMax, unit: '万元', help: '非资金支持填 0 或不填' },
  { name: 'description', label: '奖补说明', type: 'textarea', max: L.itemDescriptionMax, rows: 2 },
];

export function AwardPopup({ itemId, award, onClose }: { itemId: number; award?: ApplyAward; onClose: () => void }) {
  return (
    <FormPopup<AwardValues>
      title={award ? '编辑奖补' : '新增奖补'}
      visible
      onClose={onClose}
      fields={AWARD_FIELDS}
      initialValues={award ? { name: award.name, kind: award.kind, amount: award.amount, description: award.description } : { kind: 'REWARD' }}
      onSubmit={(v) =>
        saveAward({ id: award?.id, itemId, name: v.name.trim(), kind: v.kind, amount: v.amount ?? 0, description: v.description?.trim() ?? '' })
      }
    />
  );
}

interface ConditionValues {
  name: string;
  logic: ConditionLogic;
}
const CONDITION_FIELDS: FormField<ConditionValues>[] = [
  { name: 'name', label: '申报条件', type: 'textarea', required: true, min: 2, max: L.conditionNameMax, rows: 2, placeholder: '按指南原文填写，如“研发投入占营业收入比例不低于3%”' },
  { name: 'logic', label: '多个指标时', type: 'select', required: true, options: LOGIC_OPTIONS, columns: 2 },
];

export function ConditionPopup({ itemId, condition, onClose }: { itemId: number; condition?: ApplyCondition; onClose: () => void }) {
  return (
    <FormPopup<ConditionValues>
      title={condition ? '编辑申报条件' : '新增申报条件'}
      visible
      onClose={onClose}
      fields={CONDITION_FIELDS}
      initialValues={condition ? { name: condition.name, logic: condition.logic } : { logic: 'ALL' }}
      onSubmit={(v) => saveCondition({ id: condition?.id, itemId, name: v.name.trim(), logic: v.logic })}
    />
  );
}
