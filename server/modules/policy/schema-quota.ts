import { Type, type Static } from 'typebox';
import type { QuotaItem, QuotaOption, QuotaTypeItem } from '../../../common/policy.js';
import { POLICY_LIMITS as L } from '../../../common/policy.js';
import { envelopeOf } from '../../lib/schema.js';
import {
  assertType,
  Id,
  Indexnumber,
  Nullable,
  ProfileFieldSchema,
  QuotaKindSchema,
  QuotaStateSchema,
  type Same,
} from './schema-common.js';

/** Schemas of quota types, quotas (指标) and their options. */

export const QuotaTypeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  indexnumber: Type.Integer(),
  state: QuotaStateSchema,
  stateLabel: Type.String(),
  quotaCount: Type.Integer(),
});
export const QuotaTypesAnswer = envelopeOf(Type.Array(QuotaTypeSchema));

export const OptionSchema = Type.Object({
  id: Type.Integer(),
  quotaId: Type.Integer(),
  label: Type.String(),
  indexnumber: Type.Integer(),
});
export const OptionsAnswer = envelopeOf(Type.Array(OptionSchema));

export const QuotaSchema = Type.Object({
  id: Type.Integer(),
  typeId: Type.Integer(),
  typeName: Type.String(),
  name: Type.String(),
  kind: QuotaKindSchema,
  kindLabel: Type.String(),
  unit: Type.String(),
  isQuestion: Type.Boolean(),
  question: Type.String(),
  hint: Type.String(),
  profileField: Nullable(ProfileFieldSchema),
  indexnumber: Type.Integer(),
  state: QuotaStateSchema,
  stateLabel: Type.String(),
  options: Type.Array(OptionSchema),
  usedBy: Type.Integer(),
});
export const QuotasAnswer = envelopeOf(Type.Array(QuotaSchema));

export const TypeForm = Type.Object({
  id: Type.Optional(Id('指标类型编号')),
  name: Type.String({ title: '指标类型名称', minLength: 1, maxLength: L.quotaTypeNameMax }),
  indexnumber: Indexnumber,
  state: Type.Optional(QuotaStateSchema),
});
export type TypeFormType = Static<typeof TypeForm>;
export const TypeEditForm = Type.Object({ ...TypeForm.properties, id: Id('指标类型编号') });

export const QuotaForm = Type.Object({
  id: Type.Optional(Id('指标编号')),
  typeId: Id('指标类型'),
  name: Type.String({ title: '指标名称', minLength: 1, maxLength: L.quotaNameMax }),
  kind: QuotaKindSchema,
  unit: Type.Optional(Type.String({ title: '单位', maxLength: L.unitMax })),
  isQuestion: Type.Optional(Type.Boolean({ title: '作为问卷题目' })),
  question: Type.Optional(Type.String({ title: '问题', maxLength: L.questionMax })),
  hint: Type.Optional(Type.String({ title: '填写说明', maxLength: L.hintMax })),
  profileField: Type.Optional(Type.Union([ProfileFieldSchema, Type.Literal('')], { title: '企业信息字段' })),
  indexnumber: Indexnumber,
  state: Type.Optional(QuotaStateSchema),
  options: Type.Optional(
    Type.Array(Type.String({ title: '选项', minLength: 1, maxLength: L.optionLabelMax }), {
      title: '选项',
      maxItems: L.optionsMax,
    }),
  ),
});
export type QuotaFormType = Static<typeof QuotaForm>;
export const QuotaEditForm = Type.Object({ ...QuotaForm.properties, id: Id('指标编号') });

export const OptionForm = Type.Object({
  id: Type.Optional(Id('选项编号')),
  quotaId: Id('指标'),
  label: Type.String({ title: '选项', minLength: 1, maxLength: L.optionLabelMax }),
  indexnumber: Indexnumber,
});
export type OptionFormType = Static<typeof OptionForm>;

export const StateForm = Type.Object({ id: Id('编号'), state: QuotaStateSchema });
export const IndexForm = Type.Object({
  id: Id('编号'),
  indexnumber: Type.Integer({ title: '排序号', minimum: 0, maximum: 99_999 }),
});

export const TypeIdQuery = Type.Object({ typeId: Id('指标类型') });
export const QuotaIdQuery = Type.Object({ quotaId: Id('指标') });
export const NameQuery = Type.Object({
  name: Type.String({ title: '名称', minLength: 1, maxLength: L.quotaNameMax }),
  id: Type.Optional(Id('编号')),
});
export const SearchQuery = Type.Object({
  search: Type.String({ title: '关键词', minLength: 1, maxLength: L.searchMax }),
  size: Type.Optional(Type.Integer({ title: '条数', minimum: 1, maximum: 100, default: 20 })),
});

assertType<Same<Static<typeof QuotaTypeSchema>, QuotaTypeItem>>(true);
assertType<Same<Static<typeof OptionSchema>, QuotaOption>>(true);
assertType<Same<Static<typeof QuotaSchema>, QuotaItem>>(true);
