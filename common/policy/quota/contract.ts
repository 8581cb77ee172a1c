import { Type } from 'typebox';
import { Duplicate, Empty, Id, IdParams, IdQuery, Nullable, Saved } from '../../contract/atoms.js';
import { defineContract, type AnswerOf, type BodyOf } from '../../contract/endpoint.js';
import { POLICY_LIMITS as L } from '../../policy-enums.js';
import { Indexnumber, ProfileFieldSchema, QuotaKindSchema, QuotaStateSchema } from '../schemas.js';

/**
 * The park's quota system (指标体系) for operators: quota types, quotas (指标) and the options of
 * choice quotas, with their states and order. Titles become the validation messages.
 */

const QuotaType = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  indexnumber: Type.Integer(),
  state: QuotaStateSchema,
  stateLabel: Type.String(),
  quotaCount: Type.Integer(),
});

/** An option of a choice quota; the questionnaire's questions carry them too. */
export const QuotaOptionSchema = Type.Object({
  id: Type.Integer(),
  quotaId: Type.Integer(),
  label: Type.String(),
  indexnumber: Type.Integer(),
});

const Quota = Type.Object({
  id: Type.Integer(),
  typeId: Type.Integer(),
  typeName: Type.String(),
  name: Type.String(),
  kind: QuotaKindSchema,
  kindLabel: Type.String(),
  unit: Type.String(),
  isQuestion: Type.Boolean({ description: '作为问卷题目' }),
  question: Type.String({ description: '提问的文字；空为用指标名称提问' }),
  hint: Type.String(),
  profileField: Nullable(ProfileFieldSchema),
  indexnumber: Type.Integer(),
  state: QuotaStateSchema,
  stateLabel: Type.String(),
  options: Type.Array(QuotaOptionSchema),
  usedBy: Type.Integer({ description: '引用该指标的条件指标数' }),
});
const Quotas = Type.Array(Quota);

const typeFields = {
  name: Type.String({ title: '指标类型名称', minLength: 1, maxLength: L.quotaTypeNameMax }),
  indexnumber: Indexnumber,
  state: Type.Optional(QuotaStateSchema),
};

const quotaFields = {
  typeId: Id('指标类型'),
  name: Type.String({ title: '指标名称', minLength: 1, maxLength: L.quotaNameMax }),
  kind: QuotaKindSchema,
  unit: Type.Optional(Type.String({ title: '单位', maxLength: L.unitMax })),
  isQuestion: Type.Optional(Type.Boolean({ title: '作为问卷题目' })),
  question: Type.Optional(Type.String({ title: '问题', maxLength: L.questionMax })),
  hint: Type.Optional(Type.String({ title: '填写说明', maxLength: L.hintMax })),
  profileField: Type.Optional(
    Type.Union([ProfileFieldSchema, Type.Literal('')], {
      title: '企业信息字段',
      description: '空为只由用户作答',
    }),
  ),
  indexnumber: Indexnumber,
  state: Type.Optional(QuotaStateSchema),
  options: Type.Optional(
    Type.Array(Type.String({ title: '选项', minLength: 1, maxLength: L.optionLabelMax }), {
      title: '选项',
      maxItems: L.optionsMax,
      description: '选项指标的选项文字，仅新增时使用',
    }),
  ),
};

const StateForm = Type.Object({ id: Id('编号'), state: QuotaStateSchema });
const IndexForm = Type.Object({
  id: Id('编号'),
  indexnumber: Type.Integer({ title: '排序号', minimum: 0, maximum: 99_999 }),
});
const NameQuery = Type.Object({
  name: Type.String({ title: '名称', minLength: 1, maxLength: L.quotaNameMax }),
  id: Type.Optional(Id('编号')),
});

export const policyQuotaContract = defineContract(
  { base: 'dpboot', tag: 'policy-quota', module: '政策管理' },
  {
    quotaTypes: {
      method: 'GET',
      path: 'policy/quota_type_list',
      access: 'operator',
      permission: 'policy.manage',
      summary: '指标类型列表（运营）',
      answer: Type.Array(QuotaType),
    },
    quotasOfType: {
      method: 'GET',
      path: 'policy/quotas_of_type',
      access: 'operator',
      permission: 'policy.manage',
      summary: '某类型下的指标（运营）',
      query: Type.Object({ typeId: Id('指标类型') }),
      answer: Quotas,
    },
    allQuotas: {
      method: 'GET',
      path: 'policy/all_quotas',
      access: 'operator',
      permission: 'policy.manage',
      summary: '全部指标（运营）',
      description: '按类型、排序号排列，含停用的。',
      answer: Quotas,
    },
    searchQuotas: {
      method: 'GET',
      path: 'policy/search_quotas',
      access: 'operator',
      permission: 'policy.manage',
      summary: '搜索指标（运营）',
      description: '名称、问题或类型名包含关键词。',
      query: Type.Object({
        search: Type.String({ title: '关键词', minLength: 1, maxLength: L.searchMax }),
        size: Type.Optional(Type.Integer({ title: '条数', minimum: 1, maximum: 100, default: 20 })),
      }),
      answer: Quotas,
    },
    addQuotaType: {
      method: 'POST',
      path: 'policy/addquotatype',
      access: 'operator',
      permission: 'policy.manage',
      summary: '新增指标类型（运营）',
      body: Type.Object({ id: Type.Optional(Id('指标类型编号')), ...typeFields }),
      answer: Saved,
      message: '保存成功',
    },
    updateQuotaType: {
      method: 'POST',
      path: 'policy/updatequotatype',
      access: 'operator',
      permission: 'policy.manage',
      summary: '修改指标类型（运营）',
      body: Type.Object({ id: Id('指标类型编号'), ...typeFields }),
      answer: Saved,
      message: '保存成功',
    },
    deleteQuotaType: {
      method: 'DELETE',
      path: 'policy/delete_quota_type',
      access: 'operator',
      permission: 'policy.manage',
      summary: '删除指标类型（运营）',
      description: '类型下还有指标时不能删除。',
      query: IdQuery('指标类型编号'),
      answer: Empty,
      message: '删除成功',
    },
    checkDuplicateQuotaType: {
      method: 'GET',
      path: 'policy/check_duplicate_quota_type',
      access: 'operator',
      permission: 'policy.manage',
      summary: '指标类型名称是否已存在（运营）',
      query: NameQuery,
      answer: Duplicate,
    },
    quotaTypeState: {
      method: 'POST',
      path: 'policy/quotatype/updateState',
      access: 'operator',
      permission: 'policy.manage',
      summary: '启用或停用指标类型（运营）',
      body: StateForm,
      answer: Saved,
    },
    quotaTypeIndex: {
      method: 'POST',
      path: 'policy/quotatype/updateIndexnumber',
      access: 'operator',
      permission: 'policy.manage',
      summary: '修改指标类型排序号（运营）',
      body: IndexForm,
      answer: Saved,
    },
    addQuota: {
      method: 'POST',
      path: 'policy/addquota',
      access: 'operator',
      permission: 'policy.manage',
      summary: '新增指标（运营）',
      description: '选项指标可同时给出选项（options）。',
      body: Type.Object({ id: Type.Optional(Id('指标编号')), ...quotaFields }),
      answer: Saved,
      message: '保存成功',
    },
    updateQuota: {
      method: 'POST',
      path: 'policy/updatequota',
      access: 'operator',
      permission: 'policy.manage',
      summary: '修改指标（运营）',
      description: '选项另行维护（quota/option/…）；已被条件引用的指标不能改变类型。',
      body: Type.Object({ id: Id('指标编号'), ...quotaFields }),
      answer: Saved,
      message: '保存成功',
    },
    deleteQuota: {
      method: 'DELETE',
      path: 'policy/delete_quota',
      access: 'operator',
      permission: 'policy.manage',
      summary: '删除指标（运营）',
      description: '已被申报条件引用的指标不能删除。',
      query: IdQuery('指标编号'),
      answer: Empty,
      message: '删除成功',
    },
    checkDuplicateQuota: {
      method: 'GET',
      path: 'policy/check_duplicate_quota',
      access: 'operator',
      permission: 'policy.manage',
      summary: '指标名称是否已存在（运营）',
      description: '指标名称在园区内唯一。',
      query: NameQuery,
      answer: Duplicate,
    },
    quotaState: {
      method: 'POST',
      path: 'policy/quota/updateState',
      access: 'operator',
      permission: 'policy.manage',
      summary: '启用或停用指标（运营）',
      body: StateForm,
      answer: Saved,
    },
    quotaIndex: {
      method: 'POST',
      path: 'policy/quota/updateIndexnumber',
      access: 'operator',
      permission: 'policy.manage',
      summary: '修改指标排序号（运营）',
      body: IndexForm,
      answer: Saved,
    },
    quotaOptions: {
      method: 'GET',
      path: 'policy/quota/options',
      access: 'operator',
      permission: 'policy.manage',
      summary: '指标的选项（运营）',
      query: Type.Object({ quotaId: Id('指标') }),
      answer: Type.Array(QuotaOptionSchema),
    },
    saveQuotaOption: {
      method: 'POST',
      path: 'policy/quota/option/saveOrUpdate',
      access: 'operator',
      permission: 'policy.manage',
      summary: '新增或修改指标选项（运营）',
      body: Type.Object({
        id: Type.Optional(Id('选项编号')),
        quotaId: Id('指标'),
        label: Type.String({ title: '选项', minLength: 1, maxLength: L.optionLabelMax }),
        indexnumber: Indexnumber,
      }),
      answer: Saved,
      message: '保存成功',
    },
    deleteQuotaOption: {
      method: 'DELETE',
      path: 'policy/quota/option/delete/:id',
      access: 'operator',
      permission: 'policy.manage',
      summary: '删除指标选项（运营）',
      description: '已被申报条件引用的选项不能删除。',
      params: IdParams,
      answer: Empty,
      message: '删除成功',
    },
  },
);

type C = typeof policyQuotaContract;
export type QuotaTypeItem = AnswerOf<C['quotaTypes']>[number];
export type QuotaItem = AnswerOf<C['allQuotas']>[number];
export type QuotaOption = AnswerOf<C['quotaOptions']>[number];
/** Body of addquotatype (updatequotatype requires `id`). */
export type QuotaTypeForm = BodyOf<C['addQuotaType']>;
/** Body of addquota (updatequota requires `id`). */
export type QuotaForm = BodyOf<C['addQuota']>;
export type QuotaOptionForm = BodyOf<C['saveQuotaOption']>;
export type StateForm = BodyOf<C['quotaState']>;
export type IndexForm = BodyOf<C['quotaIndex']>;
