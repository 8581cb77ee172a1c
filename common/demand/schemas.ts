import { Type } from 'typebox';
import { Nullable } from '../contract/atoms.js';
import { ITEM_STATE_KEYS, ITEM_STATES } from './lifecycle.js';
import { ITEM_KIND_KEYS, ITEM_KINDS, ITEM_LIMITS, ITEM_VIEW_KEYS } from './model.js';

/** The shapes of demand matching's answers and inputs, shared by its contracts. */

const L = ITEM_LIMITS;

export const KindSchema = Type.Enum(ITEM_KIND_KEYS, {
  title: '类型',
  description: ITEM_KIND_KEYS.map((k) => `${k} ${ITEM_KINDS[k]}`).join(' / '),
});
export const ViewSchema = Type.Enum(ITEM_VIEW_KEYS, { title: '栏目' });
export const StateSchema = Type.Enum(ITEM_STATE_KEYS, {
  description: ITEM_STATE_KEYS.map((s) => `${s} ${ITEM_STATES[s]}`).join(' / '),
});
export const StateFilter = Type.Optional(
  Type.Enum(['', ...ITEM_STATE_KEYS], { title: '状态', description: '空表示全部' }),
);
export const ViewParams = Type.Object({ view: ViewSchema });

/** What anyone may read of a published item: never its contacts. */
export const publicItemFields = {
  id: Type.Integer(),
  kind: KindSchema,
  kindLabel: Type.String(),
  category: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  industry: Type.String(),
  area: Type.String({ description: '所在区县' }),
  tags: Type.Array(Type.String()),
  price: Type.String({ description: '预算、价格或薪资，面议时为“面议”' }),
  quantity: Nullable(Type.Integer({ description: '招聘人数或可共享台数' })),
  validUntil: Nullable(Type.String({ description: '有效期至（YYYY-MM-DD）' })),
  orgId: Type.Integer(),
  orgName: Type.String(),
  publishedAt: Nullable(Type.String()),
  views: Type.Integer(),
};
export const PublicItem = Type.Object(publicItemFields);

/** What the owner and the operators read besides: the state, the reason, the contacts. */
export const manageFields = {
  status: StateSchema,
  reason: Type.String({ description: '最近一次审核不通过或下架的原因' }),
  contactName: Type.String(),
  contactPhone: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};
export const ManagedItem = Type.Object({ ...publicItemFields, ...manageFields });

export const ItemBody = Type.Object({
  id: Type.Optional(Type.Integer({ title: '编号', minimum: 1 })),
  kind: KindSchema,
  category: Type.String({ title: '类别', minLength: 1, maxLength: 20 }),
  title: Type.String({ title: '标题', minLength: L.titleMin, maxLength: L.titleMax }),
  summary: Type.String({ title: '详细说明', minLength: L.summaryMin, maxLength: L.summaryMax }),
  industry: Type.String({ title: '所属行业', minLength: 1, maxLength: 20 }),
  area: Type.String({ title: '所在区县', maxLength: 20 }),
  tags: Type.Array(Type.String({ title: '关键词', minLength: 1, maxLength: L.tagMax }), {
    title: '关键词',
    maxItems: L.tagsMax,
  }),
  price: Type.String({ title: '价格', maxLength: L.priceMax }),
  quantity: Type.Optional(Nullable(Type.Integer({ title: '数量', minimum: 1, maximum: L.quantityMax }))),
  validUntil: Type.Optional(Nullable(Type.String({ title: '有效期至', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }))),
  contactName: Type.String({ title: '联系人', minLength: 1, maxLength: L.contactNameMax }),
  contactPhone: Type.String({ title: '联系电话', pattern: '^(1\\d{10}|0\\d{2,3}-?\\d{7,8})$' }),
});
