import { Type, type TSchema } from 'typebox';
import { Id, IdParams, Nullable } from '../../contract/atoms.js';
import { defineContract, type AnswerOf, type BodyOf } from '../../contract/endpoint.js';
import { POLICY_LIMITS as L } from '../../policy-enums.js';
import {
  AwardKindSchema,
  Indexnumber,
  LogicSchema,
  OperatorSchema,
  QuotaKindSchema,
  StateSchema,
} from '../schemas.js';

/**
 * A policy's apply tree (申报事项树, SPEC §7 getApplyTreeByPolicyId and the applyItem /
 * applyAward / applyCondition / applyConditionAndQuota writes): items → awards and conditions →
 * the quotas a condition compares. Titles become the validation messages.
 */

const Award = Type.Object({
  id: Type.Integer(),
  itemId: Type.Integer(),
  name: Type.String(),
  kind: AwardKindSchema,
  kindLabel: Type.String(),
  amount: Type.Number({ description: '万元；非资金支持（如 优先推荐）为 0' }),
  description: Type.String(),
  indexnumber: Type.Integer(),
});

const ConditionQuota = Type.Object({
  id: Type.Integer(),
  conditionId: Type.Integer(),
  quotaId: Type.Integer(),
  quotaName: Type.String(),
  quotaKind: QuotaKindSchema,
  unit: Type.String(),
  operator: OperatorSchema,
  value: Nullable(Type.Number({ description: '数值指标的阈值（BETWEEN 为下限）' })),
  value2: Nullable(Type.Number({ description: 'BETWEEN 的上限' })),
  optionIds: Type.Array(Type.Integer(), { description: '选项指标：比较的选项' }),
  optionLabels: Type.Array(Type.String()),
  text: Type.String({
    description: '如 研发投入占比 ≥ 3%、企业资质 属于其中之一：高新技术企业、专精特新企业',
  }),
});

const Condition = Type.Object({
  id: Type.Integer(),
  itemId: Type.Integer(),
  name: Type.String({ description: '指南原文的条件，如 研发投入占营业收入比例不低于3%' }),
  logic: LogicSchema,
  indexnumber: Type.Integer(),
  quotas: Type.Array(ConditionQuota),
});

const Item = Type.Object({
  id: Type.Integer(),
  policyId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  autoGrant: Type.Boolean({ description: '免申即享：条件满足的企业无需申报即可享受' }),
  indexnumber: Type.Integer(),
  maxAward: Type.Number({ description: '该事项的最高奖补，万元' }),
  awards: Type.Array(Award),
  conditions: Type.Array(Condition),
});

const Tree = Type.Object({
  policyId: Type.Integer(),
  title: Type.String(),
  state: StateSchema,
  items: Type.Array(Item),
});

/** What every tree write answers: the row and the policy's state after it. */
const TreeSaved = Type.Object({ id: Type.Integer(), policyId: Type.Integer(), policyState: StateSchema });

const ItemForm = Type.Object({
  id: Type.Optional(Id('申报事项编号')),
  policyId: Id('政策编号'),
  name: Type.String({ title: '申报事项名称', minLength: 1, maxLength: L.itemNameMax }),
  description: Type.Optional(Type.String({ title: '事项说明', maxLength: L.itemDescriptionMax })),
  autoGrant: Type.Optional(Type.Boolean({ title: '免申即享' })),
  indexnumber: Indexnumber,
});

const AwardForm = Type.Object({
  id: Type.Optional(Id('奖补编号')),
  itemId: Id('申报事项编号'),
  name: Type.String({ title: '奖补名称', minLength: 1, maxLength: L.awardNameMax }),
  kind: AwardKindSchema,
  amount: Type.Number({ title: '奖补金额', minimum: 0, maximum: L.awardAmountMax }),
  description: Type.Optional(Type.String({ title: '奖补说明', maxLength: L.itemDescriptionMax })),
  indexnumber: Indexnumber,
});

const ConditionForm = Type.Object({
  id: Type.Optional(Id('申报条件编号')),
  itemId: Id('申报事项编号'),
  name: Type.String({ title: '申报条件', minLength: 1, maxLength: L.conditionNameMax }),
  logic: Type.Optional(LogicSchema),
  indexnumber: Indexnumber,
});

const ConditionQuotaForm = Type.Object({
  id: Type.Optional(Id('条件指标编号')),
  conditionId: Id('申报条件编号'),
  quotaId: Id('指标'),
  operator: OperatorSchema,
  value: Type.Optional(
    Type.Number({
      title: '阈值',
      minimum: -1e12,
      maximum: 1e12,
      description: '数值指标的阈值（BETWEEN 为下限）；选项指标不传（不要传 null）',
    }),
  ),
  value2: Type.Optional(
    Type.Number({ title: '阈值上限', minimum: -1e12, maximum: 1e12, description: '仅 BETWEEN' }),
  ),
  optionIds: Type.Optional(Type.Array(Id('指标选项'), { title: '指标选项', maxItems: L.optionsMax })),
});

const NOTE = '已发布或审核不通过的政策修改后回到待审核（CHECK）。';

/** POST policy/{level}/saveOrUpdate of one level of the tree. */
const save = <B extends TSchema>(level: string, label: string, body: B) =>
  ({
    method: 'POST',
    path: `policy/${level}/saveOrUpdate`,
    access: 'operator',
    permission: 'policy.manage',
    summary: `新增或修改${label}（运营）`,
    description: `无 id 为新增，有 id 为修改。${NOTE}`,
    body,
    answer: TreeSaved,
    message: '保存成功',
  }) as const;

/** DELETE policy/{level}/delete/:id of one level of the tree; the answer's id is the deleted row's. */
const remove = (level: string, label: string, removes = '') =>
  ({
    method: 'DELETE',
    path: `policy/${level}/delete/:id`,
    access: 'operator',
    permission: 'policy.manage',
    summary: `删除${label}（运营）`,
    description: `${removes}${NOTE}`,
    params: IdParams,
    answer: TreeSaved,
    message: '删除成功',
  }) as const;

export const policyTreeContract = defineContract(
  { base: 'dpboot', tag: 'policy', module: '政策管理' },
  {
    tree: {
      method: 'GET',
      path: 'policy/getApplyTreeByPolicyId/:id',
      cache: 'network-first',
      access: 'public',
      summary: '政策的申报事项树（公开）',
      description: '申报事项 → 奖补与申报条件 → 条件关联的指标。可见范围同政策详情。',
      params: Type.Object({ id: Id('政策编号') }),
      answer: Tree,
    },
    saveItem: save('applyItem', '申报事项', ItemForm),
    deleteItem: remove('applyItem', '申报事项', '其奖补和申报条件一并删除。'),
    saveAward: save('applyAward', '奖补', AwardForm),
    deleteAward: remove('applyAward', '奖补'),
    saveCondition: save('applyCondition', '申报条件', ConditionForm),
    deleteCondition: remove('applyCondition', '申报条件', '其关联的指标一并删除。'),
    saveConditionQuota: save('applyConditionAndQuota', '条件关联指标', ConditionQuotaForm),
    deleteConditionQuota: remove('applyConditionAndQuota', '条件关联指标'),
  },
);

type C = typeof policyTreeContract;
export type ApplyTree = AnswerOf<C['tree']>;
export type ApplyItem = ApplyTree['items'][number];
export type ApplyAward = ApplyItem['awards'][number];
export type ApplyCondition = ApplyItem['conditions'][number];
export type ConditionQuota = ApplyCondition['quotas'][number];
export type TreeSaved = AnswerOf<C['saveItem']>;
export type ApplyItemForm = BodyOf<C['saveItem']>;
export type ApplyAwardForm = BodyOf<C['saveAward']>;
export type ApplyConditionForm = BodyOf<C['saveCondition']>;
export type ConditionQuotaForm = BodyOf<C['saveConditionQuota']>;
