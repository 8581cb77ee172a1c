import {
  INDUSTRIES,
  ITEM_CATEGORIES,
  ITEM_KINDS,
  ITEM_LIMITS,
  PRICE_LABELS,
  QUANTITY_LABELS,
  viewFilter,
  type ItemKind,
  type ItemView,
} from '@common/demand/model';
import { FormPage, type DependentField, type FormField } from '@/ui/form-page';
import { myItem, saveItem, type ManagedItem } from '../api';

/** The values of the item form (tags typed as one line, split on 、or commas). */
export interface ItemValues {
  kind: ItemKind;
  category: string;
  title: string;
  summary: string;
  industry: string;
  area: string;
  tags: string;
  price: string;
  quantity?: number | null;
  validUntil?: string | null;
  contactName: string;
  contactPhone: string;
}

const L = ITEM_LIMITS;
const options = (values: readonly string[]) => values.map((v) => ({ label: v, value: v }));

function fieldsFor(view: ItemView): Array<FormField<ItemValues> | DependentField<ItemValues>> {
  const { kinds, categories } = viewFilter(view);
  return [
    {
      name: 'kind',
      label: '类型',
      type: 'select',
      required: true,
      options: kinds.map((k) => ({ label: ITEM_KINDS[k], value: k })),
      group: '基本信息',
    },
    {
      name: 'category',
      dependsOn: ['kind'],
      clearOnChange: true,
      describe: (v) => ({
        name: 'category',
        label: '类别',
        type: 'picker',
        required: true,
        options: options(categories ?? (v.kind ? ITEM_CATEGORIES[v.kind] : [])),
      }),
    },
    {
      name: 'title',
      label: '标题',
      type: 'text',
      required: true,
      min: L.titleMin,
      max: L.titleMax,
      placeholder: '一句话说明，如“寻求机器视觉缺陷检测技术合作”',
    },
    {
      name: 'summary',
      label: '详细说明',
      type: 'textarea',
      required: true,
      min: L.summaryMin,
      max: L.summaryMax,
      rows: 5,
    },
    { name: 'industry', label: '所属行业', type: 'picker', required: true, options: options(INDUSTRIES) },
    { name: 'area', label: '所在区县', type: 'text', max: 20 },
    {
      name: 'tags',
      label: '关键词',
      type: 'text',
      max: 80,
      help: `最多${String(L.tagsMax)}个，用顿号或逗号分隔；匹配推荐和搜索会用到`,
    },
    {
      name: 'price',
      dependsOn: ['kind'],
      describe: (v) => ({
        name: 'price',
        label: v.kind ? PRICE_LABELS[v.kind] : '价格',
        type: 'text',
        max: L.priceMax,
        placeholder: '不填为“面议”',
      }),
    },
    {
      name: 'quantity',
      dependsOn: ['kind'],
      describe: (v) => ({
        name: 'quantity',
        label: (v.kind && QUANTITY_LABELS[v.kind]) || '数量',
        type: 'number',
        integer: true,
        min: 1,
        max: L.quantityMax,
        visible: { dependsOn: ['kind'], when: (x) => x.kind === 'JOB' || x.kind === 'DEVICE' },
      }),
    },
    { name: 'validUntil', label: '有效期至', type: 'date' },
    {
      name: 'contactName',
      label: '联系人',
      type: 'text',
      required: true,
      max: L.contactNameMax,
      group: '联系方式（对接被接受后才向对方显示）',
    },
    { name: 'contactPhone', label: '联系电话', type: 'phone', required: true },
  ];
}

const splitTags = (tags: string) =>
  tags
    .split(/[、,，\s]+/)
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, L.tagsMax);

const toPayload = (v: ItemValues, id: number | undefined) => ({
  ...(id ? { id } : {}),
  kind: v.kind,
  category: v.category,
  title: v.title,
  summary: v.summary,
  industry: v.industry,
  area: v.area ?? '',
  tags: splitTags(v.tags ?? ''),
  price: v.price ?? '',
  quantity: v.kind === 'JOB' || v.kind === 'DEVICE' ? (v.quantity ?? null) : null,
  validUntil: v.validUntil || null,
  contactName: v.contactName,
  contactPhone: v.contactPhone,
});

const toValues = (i: ManagedItem): Partial<ItemValues> => ({
  kind: i.kind,
  category: i.category,
  title: i.title,
  summary: i.summary,
  industry: i.industry,
  area: i.area,
  tags: i.tags.join('、'),
  price: i.price,
  quantity: i.quantity,
  validUntil: i.validUntil,
  contactName: i.contactName,
  contactPhone: i.contactPhone,
});

/** Publishing or editing an item of the view (the owner's list in edit mode). */
export function ItemForm({
  view,
  id,
  done,
  title,
}: {
  view: ItemView;
  id: number | undefined;
  done: string;
  title: string;
}) {
  const first = viewFilter(view).kinds[0];
  return (
    <FormPage<ItemValues, ManagedItem>
      title={title}
      backTo={done}
      fields={fieldsFor(view)}
      initialValues={{ kind: first, price: '', area: '', tags: '' }}
      {...(id ? { edit: { item: myItem, id, toValues } } : {})}
      onSubmit={(v) => saveItem(toPayload(v, id))}
      submitText={id ? '保存并重新提交审核' : '提交审核'}
      successMessage="已提交审核"
      successTo={done}
    />
  );
}
