import { Type } from 'typebox';
import { FileItem, Nullable, SearchText } from '../contract/atoms.js';
import { DECLARE_LIMITS as L, DECLARE_PHASES, DECLARE_STATES, MATERIAL_TYPE_KEYS } from './rules.js';

/**
 * The shapes the declarations' endpoints (./contract.ts) take and answer: a declaration notice with
 * its material slots and counts, an application with its form, material files and landing (兑现).
 */

const PhaseSchema = Type.Enum([...DECLARE_PHASES], {
  description: 'NOTSTARTED 未开始 / OPEN 申报中 / CLOSED 已截止',
});
export const StateSchema = Type.Enum([...DECLARE_STATES], {
  description: 'TOSUBMIT 待提交 / TOAUDIT 待审核 / PASS 审核通过 / FAIL 审核不通过 / BACK 申请退回',
});
const MaterialTypeSchema = Type.Enum([...MATERIAL_TYPE_KEYS], { title: '材料格式' });
export const search = SearchText();
export const declareIdFilter = Type.Optional(Type.Integer({ title: '申报通知', minimum: 1 }));
export const applicationId = Type.Integer({ title: '申报编号', minimum: 1 });

// ---------------------------------------------------------------- declarations

const Mine = Nullable(
  Type.Object({ id: Type.Integer(), state: StateSchema }, { description: '当前企业用户的申报（如有）' }),
);

export const declareItem = {
  id: Type.Integer(),
  title: Type.String(),
  name: Type.String(),
  policyId: Type.Integer(),
  policyTitle: Type.String(),
  applyItemId: Type.Integer(),
  applyItemName: Type.String(),
  startDate: Type.String({ description: 'YYYY-MM-DD，含当天' }),
  endDate: Type.String({ description: 'YYYY-MM-DD，含当天' }),
  phase: PhaseSchema,
  phaseLabel: Type.String(),
  dept: Type.String(),
  applied: Nullable(Type.Integer({ description: '运营人员可见：已提交过的申报数' })),
  mine: Mine,
  updatedAt: Type.String(),
};

export const Material = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  required: Type.Boolean(),
  types: Type.Array(MaterialTypeSchema),
  note: Type.String(),
});

/** Applications per state. */
export const Counts = Type.Object({
  TOSUBMIT: Type.Integer(),
  TOAUDIT: Type.Integer(),
  PASS: Type.Integer(),
  FAIL: Type.Integer(),
  BACK: Type.Integer(),
});

export const MaterialInput = Type.Object({
  id: Type.Optional(Type.Integer({ title: '材料编号', minimum: 1 })),
  name: Type.String({ title: '材料名称', minLength: 1, maxLength: L.materialNameMax }),
  required: Type.Boolean({ title: '是否必传' }),
  types: Type.Array(MaterialTypeSchema, {
    title: '材料格式',
    minItems: 1,
    maxItems: MATERIAL_TYPE_KEYS.length,
  }),
  note: Type.Optional(Type.String({ title: '材料说明', maxLength: L.materialNoteMax })),
});

export const DuplicateQuery = Type.Object({
  value: Type.Optional(Type.String({ title: '名称', minLength: 1, maxLength: 200 })),
  title: Type.Optional(
    Type.String({
      title: '通知标题',
      minLength: 1,
      maxLength: 200,
      description: 'is_declare_title 也可用 title 传值',
    }),
  ),
  name: Type.Optional(
    Type.String({
      title: '申报名称',
      minLength: 1,
      maxLength: 200,
      description: 'is_declare_name 也可用 name 传值',
    }),
  ),
  id: Type.Optional(Type.Integer({ title: '编号', minimum: 1, description: '修改时排除自身' })),
});
export const Exists = Type.Object({ exists: Type.Boolean() });

// ---------------------------------------------------------------- applications

export const Form = Type.Object({
  contactName: Type.String(),
  contactPhone: Type.String(),
  projectName: Type.String(),
  projectSummary: Type.String(),
  amountApplied: Nullable(Type.Number()),
  revenue: Nullable(Type.Number()),
  rdExpense: Nullable(Type.Number()),
  employees: Nullable(Type.Integer()),
  remark: Type.String(),
});

export const money = (title: string) =>
  Type.Optional(Nullable(Type.Number({ title, minimum: 0, maximum: L.amountMax, description: '万元' })));

export const StateFilter = (description?: string) =>
  Type.Optional(
    Type.Enum(['', ...DECLARE_STATES], { title: '申报状态', ...(description ? { description } : {}) }),
  );

export const applicationItem = {
  id: Type.Integer(),
  declareId: Type.Integer(),
  declareTitle: Type.String(),
  declareName: Type.String(),
  policyTitle: Type.String(),
  applyItemName: Type.String(),
  endDate: Type.String(),
  phase: PhaseSchema,
  orgId: Type.Integer(),
  orgName: Type.String(),
  state: StateSchema,
  stateLabel: Type.String(),
  projectName: Type.String(),
  amountApplied: Nullable(Type.Number()),
  reason: Type.String({ description: '最近一次不通过或退回的原因' }),
  landed: Type.Boolean(),
  landingAmount: Nullable(Type.Number()),
  submittedAt: Nullable(Type.String()),
  auditedAt: Nullable(Type.String()),
  updatedAt: Type.String(),
};

export const MaterialFiles = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  required: Type.Boolean(),
  types: Type.Array(MaterialTypeSchema),
  note: Type.String(),
  files: Type.Array(FileItem),
});

export const Landing = Type.Object({
  amount: Type.Number(),
  landedOn: Type.String(),
  note: Type.String(),
  file: Nullable(FileItem),
  recorderName: Type.String(),
  updatedAt: Type.String(),
});

/** An application after a write: its id and state. */
export const Changed = Type.Object({ id: Type.Integer(), state: StateSchema });
