import { Type } from 'typebox';
import { DateText, Id, Nullable, SearchText } from '../contract/atoms.js';
import { ITEM_KINDS, PHONE_PATTERN, ROUND_STATES, SCENE_FIELDS, SCENE_LIMITS as L } from './rules.js';

/**
 * The shapes of the 应用场景 contracts (contract.ts, collect.ts). Each piece a screen also needs is
 * a value of its own: the page bundle's schemas carry no properties to read back.
 */

export const FieldSchema = Type.Enum([...SCENE_FIELDS], { title: '应用领域' });
export const FieldFilter = Type.Optional(Type.Enum(['', ...SCENE_FIELDS], { title: '应用领域', description: '空表示全部' }));
export const KindSchema = Type.Enum(Object.keys(ITEM_KINDS) as (keyof typeof ITEM_KINDS)[], { title: '征集类别', description: 'NEED 场景需求 / ABILITY 场景能力' });
export const RoundStateSchema = Type.Enum(Object.keys(ROUND_STATES) as (keyof typeof ROUND_STATES)[], { description: 'OPEN 征集中 / CLOSED 已结束' });
export const Search = Type.Optional(SearchText());

const Title = (title: string) => Type.String({ title, minLength: L.titleMin, maxLength: L.titleMax });
const Text = (title: string, min: number = L.textMin) => Type.String({ title, minLength: min, maxLength: L.textMax });
const Contact = {
  contactName: Type.String({ title: '联系人', minLength: 1, maxLength: L.contactMax }),
  contactPhone: Type.String({ title: '联系电话', pattern: PHONE_PATTERN }),
};
const Budget = (title: string) => Type.Integer({ title, minimum: 0, maximum: L.budgetMax, description: '万元；上下限都为 0 表示面议' });
const OptionalId = Type.Optional(Id());
const Stamps = { createdAt: Type.String(), updatedAt: Type.String() };
const Reviewed = { reason: Type.String({ description: '最近一次审核意见' }), ...Stamps };

/** 场景机会: what the park publishes for enterprises to answer. */
export const OppBody = Type.Object({
  id: OptionalId,
  title: Title('场景名称'),
  industry: FieldSchema,
  ownerUnit: Type.String({ title: '需求单位', minLength: 2, maxLength: L.unitMax }),
  needs: Text('场景需求'),
  budgetMin: Budget('预算下限'),
  budgetMax: Budget('预算上限'),
  deadline: DateText('截止日期'),
  ...Contact,
});

export const OppRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  industry: FieldSchema,
  ownerUnit: Type.String(),
  needs: Type.String(),
  budgetMin: Type.Integer(),
  budgetMax: Type.Integer(),
  budget: Type.String({ description: '预算区间，如 50–200万元、面议' }),
  deadline: Type.String(),
  expired: Type.Boolean({ description: '已过截止日期' }),
  contactName: Type.String(),
  contactPhone: Type.String(),
  status: Type.Enum(['CHECK', 'JOINT', 'CANCEL']),
  authorName: Type.String(),
  publishedAt: Nullable(Type.String()),
  ...Reviewed,
});

/** 场景能力: what an enterprise can build, recorded for it by the park. */
export const AbilityBody = Type.Object({
  id: OptionalId,
  orgId: Id('企业'),
  title: Title('能力名称'),
  field: FieldSchema,
  summary: Text('能力说明'),
  cases: Text('典型案例', 0),
  ...Contact,
});

/** What a capability and a collected item share: an organisation's record under review (audit status). */
const OrgOwned = {
  id: Type.Integer(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  title: Type.String(),
  field: FieldSchema,
  contactName: Type.String(),
  contactPhone: Type.String(),
  status: Type.Enum(['TOAUDIT', 'PASS', 'FAIL', 'BACK']),
  ...Reviewed,
};

export const AbilityRow = Type.Object({ ...OrgOwned, summary: Type.String(), cases: Type.String() });

/** 征集轮次: a period in which the park collects scenarios of some fields. */
export const RoundBody = Type.Object({
  id: OptionalId,
  title: Title('征集名称'),
  intro: Text('征集说明'),
  startDate: DateText('开始日期'),
  endDate: DateText('截止日期'),
  fields: Type.Array(FieldSchema, { title: '征集领域', minItems: 1, maxItems: L.fieldsMax }),
});

export const RoundRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  intro: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  fields: Type.Array(FieldSchema),
  status: RoundStateSchema,
  received: Type.Integer({ description: '收到的征集内容数' }),
  pending: Type.Integer({ description: '待审核数' }),
  passed: Type.Integer({ description: '审核通过数' }),
  closedAt: Nullable(Type.String()),
  ...Stamps,
});

/** 征集内容: one enterprise's answer to a round. */
export const ItemBody = Type.Object({
  id: OptionalId,
  roundId: Id('征集轮次'),
  orgId: Id('企业'),
  kind: KindSchema,
  title: Title('场景名称'),
  field: FieldSchema,
  content: Text('场景内容'),
  ...Contact,
});

export const ItemRow = Type.Object({ ...OrgOwned, roundId: Type.Integer(), roundTitle: Type.String(), kind: KindSchema, content: Type.String() });

export const Option = Type.Object({ id: Type.Integer(), name: Type.String() });
