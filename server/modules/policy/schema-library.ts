import { Type, type Static } from 'typebox';
import type { HotPolicy, PolicyDetail, PolicyFilterOptions, PolicyListItem } from '../../../common/policy.js';
import { POLICY_LIMITS as L, POLICY_SORTS, POLICY_VALIDITY } from '../../../common/policy.js';
import { envelopeOf } from '../../lib/schema.js';
import {
  assertType,
  Id,
  LevelSchema,
  Nullable,
  pageOf,
  paging,
  SearchText,
  StateSchema,
  ValiditySchema,
  type Same,
} from './schema-common.js';

/** Schemas of the policy library: list, filters, detail, the operators' form and review. */

const DatePattern = '^\\d{4}-\\d{2}-\\d{2}$';
const DateText = (title: string) => Type.String({ title, pattern: DatePattern, description: 'YYYY-MM-DD' });

export const ListQuery = Type.Object({
  ...paging,
  search: SearchText,
  level: Type.Optional(Type.Union([LevelSchema, Type.Literal('')], { title: '政策级别' })),
  industry: Type.Optional(Type.String({ title: '行业', maxLength: 30 })),
  issuer: Type.Optional(Type.String({ title: '发文单位', maxLength: L.issuerMax })),
  state: Type.Optional(
    Type.Union([StateSchema, Type.Literal('')], { title: '发布状态', description: '仅运营人员有效' }),
  ),
  validity: Type.Optional(
    Type.Enum(['', 'ALL', ...(Object.keys(POLICY_VALIDITY) as (keyof typeof POLICY_VALIDITY)[])], {
      title: '有效状态',
      description: '空：未过期（运营人员为全部）；ALL：全部（仅运营人员）',
    }),
  ),
  autoGrant: Type.Optional(Type.Boolean({ title: '免申即享' })),
  sort: Type.Optional(
    Type.Enum(Object.keys(POLICY_SORTS) as (keyof typeof POLICY_SORTS)[], { title: '排序' }),
  ),
});
export type ListQueryType = Static<typeof ListQuery>;

const listItemFields = {
  id: Type.Integer(),
  title: Type.String(),
  docNo: Type.String(),
  issuer: Type.String(),
  level: LevelSchema,
  levelLabel: Type.String(),
  industries: Type.Array(Type.String(), { description: '空表示不限行业' }),
  summary: Type.String(),
  publishDate: Type.String(),
  startDate: Type.String(),
  endDate: Nullable(Type.String({ description: 'null 表示长期有效' })),
  validity: ValiditySchema,
  validityLabel: Type.String(),
  state: StateSchema,
  stateLabel: Type.String(),
  reason: Type.String(),
  maxAward: Type.Number({ description: '各申报事项最高奖补之和（万元）' }),
  itemCount: Type.Integer(),
  autoGrant: Type.Boolean(),
  viewCount: Type.Integer(),
  updatedAt: Type.String(),
};
export const PolicyListItemSchema = Type.Object(listItemFields);
export const ListAnswer = pageOf(PolicyListItemSchema);

const FileSchema = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  url: Type.String(),
});

export const DetailSchema = Type.Object({
  ...listItemFields,
  eligible: Type.String(),
  content: Type.String(),
  applyMethod: Type.String(),
  contactName: Type.String(),
  contactPhone: Type.String(),
  sourceUrl: Type.String(),
  attachments: Type.Array(FileSchema),
  matchCount: Type.Integer(),
  createdAt: Type.String(),
});
export const DetailAnswer = envelopeOf(DetailSchema);

const Counted = Type.Object({ name: Type.String(), count: Type.Integer() });
export const FiltersSchema = Type.Object({
  levels: Type.Array(Type.Object({ value: LevelSchema, label: Type.String(), count: Type.Integer() })),
  industries: Type.Array(Counted),
  issuers: Type.Array(Counted),
});
export const FiltersAnswer = envelopeOf(FiltersSchema);

export const HotQuery = Type.Object({
  size: Type.Optional(Type.Integer({ title: '条数', minimum: 1, maximum: L.hotMax, default: 10 })),
});
export const HotSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  issuer: Type.String(),
  level: LevelSchema,
  levelLabel: Type.String(),
  endDate: Nullable(Type.String()),
  maxAward: Type.Number(),
  autoGrant: Type.Boolean(),
  viewCount: Type.Integer(),
  matchCount: Type.Integer(),
  heat: Type.Integer(),
});
export const HotAnswer = envelopeOf(Type.Array(HotSchema));

export const PolicyFormSchema = Type.Object({
  id: Type.Optional(Id('政策编号')),
  title: Type.String({ title: '政策标题', minLength: 1, maxLength: L.titleMax }),
  docNo: Type.Optional(Type.String({ title: '发文字号', maxLength: L.docNoMax })),
  issuer: Type.String({ title: '发文单位', minLength: 1, maxLength: L.issuerMax }),
  level: LevelSchema,
  industries: Type.Optional(
    Type.Array(Type.String({ title: '适用行业', minLength: 1, maxLength: 30 }), {
      title: '适用行业',
      maxItems: L.industriesMax,
    }),
  ),
  eligible: Type.Optional(Type.String({ title: '申报对象', maxLength: L.eligibleMax })),
  summary: Type.Optional(Type.String({ title: '政策摘要', maxLength: L.summaryMax })),
  content: Type.String({ title: '政策内容', minLength: 1, maxLength: L.textMax }),
  applyMethod: Type.Optional(Type.String({ title: '申报方式', maxLength: L.textMax })),
  publishDate: DateText('发文日期'),
  startDate: DateText('有效期开始日期'),
  endDate: Type.Optional(
    Type.String({
      title: '有效期截止日期',
      pattern: '^(\\d{4}-\\d{2}-\\d{2})?$',
      description: '空表示长期有效',
    }),
  ),
  contactName: Type.Optional(Type.String({ title: '联系人', maxLength: L.contactNameMax })),
  contactPhone: Type.Optional(Type.String({ title: '联系电话', maxLength: L.contactPhoneMax })),
  sourceUrl: Type.Optional(Type.String({ title: '原文链接', maxLength: L.urlMax })),
  attachmentIds: Type.Optional(
    Type.Array(Type.Integer({ title: '附件', minimum: 1 }), { title: '附件', maxItems: L.attachmentsMax }),
  ),
});
export type PolicyFormType = Static<typeof PolicyFormSchema>;
export const EditFormSchema = Type.Object({ ...PolicyFormSchema.properties, id: Id('政策编号') });

export const PolicySavedAnswer = envelopeOf(Type.Object({ id: Type.Integer(), state: StateSchema }));

export const AuditBody = Type.Object({
  id: Id('政策编号'),
  state: Type.Enum(['JOINT', 'CANCEL'], { title: '审核结果' }),
  reason: Type.Optional(Type.String({ title: '审核意见', maxLength: L.reasonMax })),
});

export const DuplicateTitleQuery = Type.Object({
  title: Type.String({ title: '政策标题', minLength: 1, maxLength: L.titleMax }),
  id: Type.Optional(Id('政策编号')),
});

assertType<Same<Static<typeof PolicyListItemSchema>, PolicyListItem>>(true);
assertType<Same<Static<typeof DetailSchema>, PolicyDetail>>(true);
assertType<Same<Static<typeof FiltersSchema>, PolicyFilterOptions>>(true);
assertType<Same<Static<typeof HotSchema>, HotPolicy>>(true);

export const HistoryAnswer = envelopeOf(
  Type.Array(
    Type.Object({
      id: Type.Integer(),
      action: Type.String(),
      actionLabel: Type.String(),
      from: Nullable(Type.String()),
      to: Type.String(),
      reason: Type.String(),
      actorId: Nullable(Type.Integer()),
      actorName: Type.String(),
      createdAt: Type.String(),
    }),
  ),
);
