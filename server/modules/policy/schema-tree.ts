import { Type, type Static } from 'typebox';
import type { ApplyTree } from '../../../common/policy.js';
import { POLICY_LIMITS as L } from '../../../common/policy.js';
import { envelopeOf } from '../../lib/schema.js';
import {
  assertType,
  AwardKindSchema,
  Id,
  Indexnumber,
  LogicSchema,
  Nullable,
  OperatorSchema,
  QuotaKindSchema,
  StateSchema,
  type Same,
} from './schema-common.js';

/** Schemas of the apply tree: items (申报事项) → awards and conditions → quota links. */

const AwardSchema = Type.Object({
  id: Type.Integer(),
  itemId: Type.Integer(),
  name: Type.String(),
  kind: AwardKindSchema,
  kindLabel: Type.String(),
  amount: Type.Number({ description: '万元' }),
  description: Type.String(),
  indexnumber: Type.Integer(),
});

const LinkSchema = Type.Object({
  id: Type.Integer(),
  conditionId: Type.Integer(),
  quotaId: Type.Integer(),
  quotaName: Type.String(),
  quotaKind: QuotaKindSchema,
  unit: Type.String(),
  operator: OperatorSchema,
  value: Nullable(Type.Number()),
  value2: Nullable(Type.Number()),
  optionIds: Type.Array(Type.Integer()),
  optionLabels: Type.Array(Type.String()),
  text: Type.String(),
});

const ConditionSchema = Type.Object({
  id: Type.Integer(),
  itemId: Type.Integer(),
  name: Type.String(),
  logic: LogicSchema,
  indexnumber: Type.Integer(),
  quotas: Type.Array(LinkSchema),
});

const ItemSchema = Type.Object({
  id: Type.Integer(),
  policyId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  autoGrant: Type.Boolean(),
  indexnumber: Type.Integer(),
  maxAward: Type.Number(),
  awards: Type.Array(AwardSchema),
  conditions: Type.Array(ConditionSchema),
});

export const TreeSchema = Type.Object({
  policyId: Type.Integer(),
  title: Type.String(),
  state: StateSchema,
  items: Type.Array(ItemSchema),
});
export const TreeAnswer = envelopeOf(TreeSchema);
export const PolicyIdParams = Type.Object({ id: Id('政策编号') });

export const ItemForm = Type.Object({
  id: Type.Optional(Id('申报事项编号')),
  policyId: Id('政策编号'),
  name: Type.String({ title: '申报事项名称', minLength: 1, maxLength: L.itemNameMax }),
  description: Type.Optional(Type.String({ title: '事项说明', maxLength: L.itemDescriptionMax })),
  autoGrant: Type.Optional(Type.Boolean({ title: '免申即享' })),
  indexnumber: Indexnumber,
});
export type ItemFormType = Static<typeof ItemForm>;

export const AwardForm = Type.Object({
  id: Type.Optional(Id('奖补编号')),
  itemId: Id('申报事项编号'),
  name: Type.String({ title: '奖补名称', minLength: 1, maxLength: L.awardNameMax }),
  kind: AwardKindSchema,
  amount: Type.Number({ title: '奖补金额', minimum: 0, maximum: L.awardAmountMax }),
  description: Type.Optional(Type.String({ title: '奖补说明', maxLength: L.itemDescriptionMax })),
  indexnumber: Indexnumber,
});
export type AwardFormType = Static<typeof AwardForm>;

export const ConditionForm = Type.Object({
  id: Type.Optional(Id('申报条件编号')),
  itemId: Id('申报事项编号'),
  name: Type.String({ title: '申报条件', minLength: 1, maxLength: L.conditionNameMax }),
  logic: Type.Optional(LogicSchema),
  indexnumber: Indexnumber,
});
export type ConditionFormType = Static<typeof ConditionForm>;

export const LinkForm = Type.Object({
  id: Type.Optional(Id('条件指标编号')),
  conditionId: Id('申报条件编号'),
  quotaId: Id('指标'),
  operator: OperatorSchema,
  value: Type.Optional(Type.Number({ title: '阈值', minimum: -1e12, maximum: 1e12 })),
  value2: Type.Optional(Type.Number({ title: '阈值上限', minimum: -1e12, maximum: 1e12 })),
  optionIds: Type.Optional(Type.Array(Id('指标选项'), { title: '指标选项', maxItems: L.optionsMax })),
});
export type LinkFormType = Static<typeof LinkForm>;

export const TreeSavedAnswer = envelopeOf(
  Type.Object({ id: Type.Integer(), policyId: Type.Integer(), policyState: StateSchema }),
);

assertType<Same<Static<typeof TreeSchema>, ApplyTree>>(true);
