import type { FormField } from '@/ui/form-page';
import { FormPopup } from '@/ui/form-popup';
import { NODE_LEVELS, saveNode, type IndustryNode, type SaveNodeInput } from '../api';

interface NodeValues {
  name: string;
  industry: string;
  strongAt: number;
}

/** What is being edited: a node, or a new one under a parent (a segment's link, a link's product). */
export type NodeEdit = { node: IndustryNode } | { parent: IndustryNode; level: 'LINK' | 'PRODUCT' } | { level: 'SEGMENT' };

function fieldsOf(level: SaveNodeInput['level']): FormField<NodeValues>[] {
  return [
    { name: 'name', label: `${NODE_LEVELS[level]}名称`, type: 'text', required: true, min: 2, max: 40 },
    ...(level === 'LINK'
      ? [{ name: 'industry', label: '对应行业', type: 'text', max: 20, help: '企业名录中的行业名称，大屏按它统计该环节的企业；可不填' } as FormField<NodeValues>]
      : []),
    { name: 'strongAt', label: '强链企业数', type: 'number', required: true, min: 1, max: 100, integer: true, unit: '家', help: '本地企业达到该数即为强链，不足为弱链，没有为缺链' },
  ];
}

/** 新增 / 编辑 a node of the chain tree. */
export function NodeFormPopup({ chainId, edit, onClose }: { chainId: number; edit: NodeEdit; onClose: () => void }) {
  const level = 'node' in edit ? edit.node.level : edit.level;
  const node = 'node' in edit ? edit.node : undefined;
  const parent = 'parent' in edit ? edit.parent : undefined;
  return (
    <FormPopup<NodeValues>
      title={node ? `编辑${NODE_LEVELS[level]}` : `新增${NODE_LEVELS[level]}${parent ? `（${parent.name}下）` : ''}`}
      visible
      onClose={onClose}
      fields={fieldsOf(level)}
      initialValues={node ? { name: node.name, industry: node.industry, strongAt: node.strongAt } : { industry: '', strongAt: 3 }}
      onSubmit={(v) =>
        saveNode({
          ...(node ? { id: node.id } : {}),
          chainId,
          parentId: node ? node.parentId : (parent?.id ?? null),
          level,
          stream: node?.stream ?? parent?.stream ?? 'UP',
          name: v.name,
          industry: v.industry ?? '',
          strongAt: Number(v.strongAt),
        })
      }
    />
  );
}
