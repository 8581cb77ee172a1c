import type { FormField } from '@/ui/form-page';
import { FormPopup } from '@/ui/form-popup';
import { NODE_LEVELS, saveTarget, TARGET_SCALES, TARGET_STATE_KEYS, TARGET_STATES, type IndustryNode, type IndustryTarget, type TargetState } from '../api';

interface TargetValues {
  name: string;
  region: string;
  scale: string;
  nodeId: string;
  reason: string;
  state: TargetState;
  note: string;
}

const STATE_OPTIONS = TARGET_STATE_KEYS.map((s) => ({ value: s, label: TARGET_STATES[s] }));

function fieldsOf(nodes: readonly IndustryNode[], followUpOnly: boolean): FormField<TargetValues>[] {
  const followUp: FormField<TargetValues>[] = [
    { name: 'state', label: '跟进状态', type: 'select', required: true, options: STATE_OPTIONS },
    { name: 'note', label: '跟进情况', type: 'textarea', max: 500, rows: 3, placeholder: '例如：已电话沟通，对方关注厂房与人才政策' },
  ];
  if (followUpOnly) return followUp;
  return [
    { name: 'name', label: '企业名称', type: 'text', required: true, min: 2, max: 40 },
    { name: 'region', label: '所在地区', type: 'text', required: true, max: 30, placeholder: '例如：江苏省苏州市' },
    { name: 'scale', label: '企业规模', type: 'select', required: true, options: TARGET_SCALES.map((s) => ({ value: s, label: s })) },
    {
      name: 'nodeId',
      label: '对应环节 / 产品',
      type: 'picker',
      required: true,
      options: nodes.filter((n) => n.level !== 'SEGMENT').map((n) => ({ value: String(n.id), label: `${n.name}（${NODE_LEVELS[n.level]}）` })),
    },
    { name: 'reason', label: '招引理由', type: 'textarea', required: true, min: 2, max: 500, rows: 3 },
    ...followUp,
  ];
}

/** 新增 / 编辑 a target (indusManage), or only its follow-up (招商跟进). */
export function TargetPopup({ chainId, nodes, target, followUpOnly = false, onClose }: { chainId: number; nodes: readonly IndustryNode[]; target: IndustryTarget | 'new'; followUpOnly?: boolean; onClose: () => void }) {
  const initial: Partial<TargetValues> =
    target === 'new'
      ? { state: 'LEAD', scale: '中型', note: '' }
      : { name: target.name, region: target.region, scale: target.scale, nodeId: target.nodeId === null ? '' : String(target.nodeId), reason: target.reason, state: target.state, note: target.note };
  const title = target === 'new' ? '新增招商目标' : followUpOnly ? `跟进：${target.name}` : '编辑招商目标';
  return (
    <FormPopup<TargetValues>
      title={title}
      visible
      onClose={onClose}
      fields={fieldsOf(nodes, followUpOnly)}
      initialValues={initial}
      onSubmit={(v) => {
        const base = target === 'new' ? undefined : target;
        const merged = { ...initial, ...v };
        return saveTarget({
          ...(base ? { id: base.id } : {}),
          chainId,
          nodeId: merged.nodeId ? Number(merged.nodeId) : null,
          name: merged.name ?? '',
          region: merged.region ?? '',
          scale: merged.scale ?? '',
          reason: merged.reason ?? '',
          state: merged.state ?? 'LEAD',
          note: merged.note ?? '',
        });
      }}
    />
  );
}
