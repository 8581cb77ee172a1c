import { Type, type TNull, type TNumber, type TOptional, type TUnion } from 'typebox';
import { AuditEntry, DateText, FileItem, Nullable, SearchText } from '../../contract/atoms.js';
import { INTEGRAL_FIELD_KEYS, INTEGRAL_FIELDS, INTEGRAL_LIMITS, type IntegralField } from '../model.js';
import {
  FILL_LIMITS,
  FILL_PHASES,
  FILL_SCOPE_MODES,
  FILL_STATES,
  ITEM_AUDITS,
  ITEM_DECISIONS,
} from './rules.js';

/**
 * The shapes the fill rounds' endpoints (./contract.ts) take and answer: a round and its scope, a
 * submission with its items and audit trail, a round's progress and data rows, an import's errors.
 */

const L = FILL_LIMITS;

import { Year } from '../schemas.js';

export { Year };
export const Field = Type.Enum([...INTEGRAL_FIELD_KEYS] as [IntegralField, ...IntegralField[]], {
  title: '填报项',
});
const Phase = Type.Enum([...FILL_PHASES], { description: 'NOTSTARTED 未开始 / OPEN 填报中 / CLOSED 已截止' });
export const State = Type.Enum([...FILL_STATES], {
  description: 'UNFILLED 未填报 / DRAFT 草稿 / TOAUDIT 待审核 / BACK 申请退回 / PASS 审核通过',
});
export const StateFilter = Type.Optional(
  Type.Enum(['', ...FILL_STATES], { title: '填报状态', description: '空为全部' }),
);
const ItemAuditSchema = Type.Enum([...ITEM_AUDITS], {
  description: 'TOAUDIT 待审核 / PASS 审核通过 / BACK 申请退回',
});
export const OrgParams = Type.Object({
  id: Type.Integer({ title: '填报批次', minimum: 1 }),
  orgid: Type.Integer({ title: '企业', minimum: 1 }),
});

/** A round's figures: one per field of the round; a field left out or null is blank (never 0). */
const valueProperties = Object.fromEntries(
  INTEGRAL_FIELD_KEYS.map((key) => [
    key,
    Type.Optional(
      Nullable(
        Type.Number({
          title: INTEGRAL_FIELDS[key].label,
          minimum: -INTEGRAL_LIMITS.valueMax,
          maximum: INTEGRAL_LIMITS.valueMax,
        }),
      ),
    ),
  ]),
) as { [K in IntegralField]: TOptional<TUnion<[TNumber, TNull]>> };
export const Values = Type.Object(valueProperties, {
  title: '填报数据',
  description: '本批次的各填报项；未列出或为 null 即未填（不会当作 0）。其他批次之外的项被忽略。',
});

export const AttachmentIds = Type.Array(Type.Integer({ title: '证明材料', minimum: 1 }), {
  title: '证明材料',
  maxItems: L.filesMax,
  description: `先用 attach/upload/single 上传，再以附件编号列表整体替换本次填报的证明材料（最多 ${L.filesMax} 个；空列表为清空）`,
});

/** The fields of a round, as forms and table columns show them. */
export const FieldInfo = Type.Object({
  field: Field,
  label: Type.String(),
  unit: Type.String(),
  integer: Type.Boolean({ description: '只能填整数（人、件、项、个）' }),
  min: Type.Number(),
  max: Type.Number(),
});

export const Scope = Type.Object({
  mode: Type.Enum([...FILL_SCOPE_MODES], {
    title: '填报范围',
    description: 'ALL 园区全部认证企业 / FILTER 按行业、园区（片区）筛选 / LIST 指定企业',
  }),
  industries: Type.Array(Type.String({ maxLength: 50 }), { title: '行业', maxItems: L.filtersMax }),
  areas: Type.Array(Type.String({ maxLength: 50 }), { title: '园区（片区）', maxItems: L.filtersMax }),
});

export const Counts = Type.Object(
  {
    UNFILLED: Type.Integer(),
    DRAFT: Type.Integer(),
    TOAUDIT: Type.Integer(),
    BACK: Type.Integer(),
    PASS: Type.Integer(),
  },
  { description: '各填报状态的企业数' },
);

export const roundBrief = {
  id: Type.Integer(),
  year: Type.Integer({ description: '积分年度（填报的是该年度的数据）' }),
  name: Type.String(),
  description: Type.String(),
  startDate: Type.String({ description: 'YYYY-MM-DD（园区时间，含当天）' }),
  endDate: Type.String({ description: 'YYYY-MM-DD（园区时间，含当天）' }),
  closed: Type.Boolean({ description: '运营人员已结束填报（不论日期）' }),
  phase: Phase,
  phaseLabel: Type.String({ description: '未开始 / 填报中 / 已截止' }),
};
export const RoundBrief = Type.Object(roundBrief);

export const Round = Type.Object({
  ...roundBrief,
  fields: Type.Array(FieldInfo),
  scope: Scope,
  orgCount: Type.Integer({ description: '参与填报的企业数' }),
  counts: Counts,
  closedAt: Nullable(Type.String()),
  authorName: Type.String({ description: '创建人' }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const OrgHeading = Type.Object({
  id: Type.Integer(),
  fullname: Type.String(),
  creditCode: Type.String(),
  industryName: Type.String(),
  area: Type.String({ description: '所在园区（片区）' }),
});

const Item = Type.Object({
  field: Field,
  label: Type.String(),
  unit: Type.String(),
  integer: Type.Boolean(),
  value: Nullable(Type.Number({ description: '填报的值；未填为 null' })),
  audit: Nullable(ItemAuditSchema),
  auditLabel: Type.String({ description: '待审核 / 审核通过 / 申请退回；从未提交为空' }),
  reason: Type.String({ description: '退回原因；否则为空' }),
  returnedValue: Nullable(
    Type.Number({ description: '被退回时的值（审核人员据此看出是否修改）；未曾退回或当时未填为 null' }),
  ),
  editable: Type.Boolean({ description: '当前用户现在可否修改本项（已通过的项锁定）' }),
  approved: Nullable(Type.Number({ description: '该年度已审核入库的数据（上一次通过的填报）；无为 null' })),
  lastYear: Nullable(Type.Number({ description: '上一年度已审核的数据，供核对；无为 null' })),
});

export const Submission = Type.Object({
  round: Type.Object({ ...roundBrief, fields: Type.Array(FieldInfo) }),
  org: OrgHeading,
  state: State,
  stateLabel: Type.String(),
  editable: Type.Boolean({ description: '当前用户现在可否保存或提交' }),
  items: Type.Array(Item),
  files: Type.Array(FileItem),
  filledByName: Type.String({ description: '最近一次保存或提交的人；未填报为空' }),
  filledByOperator: Type.Boolean({ description: '由运营人员代为填报或导入' }),
  submittedAt: Nullable(Type.String({ description: '最近一次提交的时间' })),
  auditedAt: Nullable(Type.String({ description: '最近一次审核的时间' })),
  updatedAt: Nullable(Type.String()),
  history: Type.Array(AuditEntry, { description: '提交、代填、导入、审核的记录，从早到晚' }),
});

/** After a save or a submit: the submission's state. */
export const Written = Type.Object({ state: State, stateLabel: Type.String() });

export const progressItem = {
  orgId: Type.Integer(),
  fullname: Type.String(),
  creditCode: Type.String(),
  industryName: Type.String(),
  area: Type.String(),
  state: State,
  stateLabel: Type.String(),
  filledCount: Type.Integer({ description: '已填的项数' }),
  fieldCount: Type.Integer(),
  pendingCount: Type.Integer({ description: '待审核的项数' }),
  backCount: Type.Integer({ description: '退回的项数' }),
  passCount: Type.Integer({ description: '已通过的项数' }),
  filledByName: Type.String(),
  filledByOperator: Type.Boolean(),
  submittedAt: Nullable(Type.String()),
  updatedAt: Nullable(Type.String()),
};

export const dataFilters = {
  state: Type.Optional(
    Type.Enum(['', ...FILL_STATES], {
      title: '填报状态',
      description: '空为已提交过的全部（待审核、申请退回、审核通过）',
    }),
  ),
  search: SearchText(),
};

/** A round in the enterprise's list, with its own submission's state. */
export const MineRound = Type.Object({
  ...roundBrief,
  orgId: Type.Integer({ description: '本企业的机构编号（审核结果页的地址用它）' }),
  fieldCount: Type.Integer(),
  state: State,
  stateLabel: Type.String(),
  backCount: Type.Integer({ description: '被退回待修改的项数' }),
  editable: Type.Boolean({ description: '现在可否填写（填报中；被退回的在截止后、结束填报前也可）' }),
  submittedAt: Nullable(Type.String()),
  auditedAt: Nullable(Type.String()),
});

/** A round as the operators' form sends it (new without id). */
export const RoundInput = Type.Object({
  id: Type.Optional(Type.Integer({ title: '填报批次', minimum: 1 })),
  year: Year(),
  name: Type.String({ title: '批次名称', minLength: L.nameMin, maxLength: L.nameMax }),
  description: Type.Optional(Type.String({ title: '填报说明', maxLength: L.descriptionMax })),
  startDate: DateText('开始日期'),
  endDate: DateText('截止日期'),
  fields: Type.Array(Field, {
    title: '填报项',
    minItems: 1,
    maxItems: INTEGRAL_FIELD_KEYS.length,
    description: '默认全部',
  }),
  scope: Scope,
  orgIds: Type.Optional(
    Type.Array(Type.Integer({ title: '企业', minimum: 1 }), {
      title: '指定企业',
      maxItems: L.orgIdsMax,
      description: 'LIST 方式的企业',
    }),
  ),
});

/** One enterprise's figures in a round's data. */
export const DataRow = Type.Object({
  orgId: Type.Integer(),
  fullname: Type.String(),
  creditCode: Type.String(),
  state: State,
  stateLabel: Type.String(),
  submittedAt: Nullable(Type.String()),
  values: Values,
});

/** An audit of some items: each passed or returned with its reason, or every pending one passed. */
export const AuditInput = Type.Object({
  items: Type.Array(
    Type.Object({
      field: Field,
      decision: Type.Enum([...ITEM_DECISIONS], {
        title: '审核结果',
        description: 'PASS 通过 / BACK 退回',
      }),
      reason: Type.Optional(Type.String({ title: '退回原因', maxLength: L.reasonMax })),
    }),
    { title: '审核项', maxItems: INTEGRAL_FIELD_KEYS.length },
  ),
  passRest: Type.Optional(Type.Boolean({ title: '其余全部通过' })),
});

/** After an audit: the submission's state and, once every item passed, the new score. */
export const AuditResult = Type.Object({
  state: State,
  stateLabel: Type.String(),
  approved: Type.Boolean({ description: '全部通过，数据已入库' }),
  score: Nullable(
    Type.Object(
      {
        systemId: Type.Integer(),
        total: Type.Number(),
        rank: Type.Integer(),
        count: Type.Integer({ description: '同一版本计分的企业数' }),
      },
      { description: '入库后的新得分；该年度尚无生效的指标体系为 null' },
    ),
  ),
});
