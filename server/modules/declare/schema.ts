import { Type, type TSchema } from 'typebox';
import { DECLARE_LIMITS as L, DECLARE_STATES, MATERIAL_TYPE_KEYS } from '../../../common/declare.js';
import { envelopeOf } from '../../lib/schema.js';

/** Request and answer schemas of the declare API. Titles become the validation messages. */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';

export const PHASES = ['NOTSTARTED', 'OPEN', 'CLOSED'] as const;
const PhaseSchema = Type.Enum([...PHASES], { description: 'NOTSTARTED 未开始 / OPEN 申报中 / CLOSED 已截止' });
const StateSchema = Type.Enum([...DECLARE_STATES], {
  description: 'TOSUBMIT 待提交 / TOAUDIT 待审核 / PASS 审核通过 / FAIL 审核不通过 / BACK 申请退回',
});
const MaterialTypeSchema = Type.Enum([...MATERIAL_TYPE_KEYS], { title: '材料格式' });

const paging = {
  pagenum: Type.Optional(Type.Integer({ title: '页码', minimum: 1, maximum: 100_000, default: 1 })),
  size: Type.Optional(Type.Integer({ title: '每页条数', minimum: 1, maximum: 100, default: 20 })),
};
const search = Type.Optional(Type.String({ title: '关键词', maxLength: 50 }));
export const IdQuery = Type.Object({ id: Type.Integer({ title: '编号', minimum: 1 }) });

// ---------------------------------------------------------------- declarations

export const DeclareListQuery = Type.Object({
  search,
  phase: Type.Optional(Type.Enum(['', ...PHASES], { title: '申报状态', description: '空表示全部' })),
  policyId: Type.Optional(Type.Integer({ title: '政策', minimum: 1 })),
  ...paging,
});

const MineSchema = Nullable(Type.Object({ id: Type.Integer(), state: StateSchema }, { description: '当前企业用户的申报（如有）' }));

const declareItem = {
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
  mine: MineSchema,
  updatedAt: Type.String(),
};

export const DeclareListAnswer = envelopeOf(Type.Object({ list: Type.Array(Type.Object(declareItem)), total: Type.Integer() }));

const MaterialSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  required: Type.Boolean(),
  types: Type.Array(MaterialTypeSchema),
  note: Type.String(),
});

const CountsSchema = Type.Object(Object.fromEntries(DECLARE_STATES.map((s) => [s, Type.Integer()])) as Record<string, TSchema>);

export const DeclareDetailAnswer = envelopeOf(
  Type.Object({
    ...declareItem,
    phone: Type.String(),
    content: Type.String(),
    materials: Type.Array(MaterialSchema),
    counts: Nullable(CountsSchema),
  }),
);

export const MaterialInputSchema = Type.Object({
  id: Type.Optional(Type.Integer({ title: '材料编号', minimum: 1 })),
  name: Type.String({ title: '材料名称', minLength: 1, maxLength: L.materialNameMax }),
  required: Type.Boolean({ title: '是否必传' }),
  types: Type.Array(MaterialTypeSchema, { title: '材料格式', minItems: 1, maxItems: MATERIAL_TYPE_KEYS.length }),
  note: Type.Optional(Type.String({ title: '材料说明', maxLength: L.materialNoteMax })),
});

export const SaveDeclareBody = Type.Object({
  id: Type.Optional(Type.Integer({ title: '申报通知编号', minimum: 1 })),
  policyId: Type.Integer({ title: '政策', minimum: 1 }),
  applyItemId: Type.Integer({ title: '申报项目', minimum: 1 }),
  title: Type.String({ title: '通知标题', minLength: 1, maxLength: L.titleMax }),
  name: Type.String({ title: '申报名称', minLength: 1, maxLength: L.nameMax }),
  startDate: Type.String({ title: '开始日期', pattern: DATE }),
  endDate: Type.String({ title: '截止日期', pattern: DATE }),
  dept: Type.String({ title: '受理部门', minLength: 1, maxLength: L.deptMax }),
  phone: Type.String({ title: '咨询电话', minLength: 1, maxLength: 30 }),
  content: Type.String({ title: '通知内容', minLength: 1, maxLength: L.contentMax }),
  materials: Type.Array(MaterialInputSchema, { title: '申报材料', minItems: 1, maxItems: L.materialsMax }),
});

export const SavedDeclareAnswer = envelopeOf(Type.Object({ id: Type.Integer() }));

export const DuplicateQuery = Type.Object({
  value: Type.Optional(Type.String({ title: '名称', minLength: 1, maxLength: 200 })),
  title: Type.Optional(Type.String({ title: '通知标题', minLength: 1, maxLength: 200, description: 'is_declare_title 也可用 title 传值' })),
  name: Type.Optional(Type.String({ title: '申报名称', minLength: 1, maxLength: 200, description: 'is_declare_name 也可用 name 传值' })),
  id: Type.Optional(Type.Integer({ title: '编号', minimum: 1, description: '修改时排除自身' })),
});
export const DuplicateAnswer = envelopeOf(Type.Object({ exists: Type.Boolean() }));

// ---------------------------------------------------------------- applications

const FormSchema = Type.Object({
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

const money = (title: string) =>
  Type.Optional(Nullable(Type.Number({ title, minimum: 0, maximum: L.amountMax, description: '万元' })));

/** A draft may leave anything empty; sendDeclare checks completeness. */
export const ApplicationFormBody = Type.Object({
  contactName: Type.Optional(Type.String({ title: '联系人', maxLength: 20 })),
  contactPhone: Type.Optional(Type.String({ title: '联系电话', maxLength: 20 })),
  projectName: Type.Optional(Type.String({ title: '项目名称', maxLength: L.projectNameMax })),
  projectSummary: Type.Optional(Type.String({ title: '项目简介', maxLength: L.summaryMax })),
  amountApplied: money('申请金额'),
  revenue: money('上年度营业收入'),
  rdExpense: money('上年度研发投入'),
  employees: Type.Optional(Nullable(Type.Integer({ title: '职工人数', minimum: 0, maximum: 1_000_000 }))),
  remark: Type.Optional(Type.String({ title: '备注', maxLength: L.remarkMax })),
});

export const StartBody = Type.Object({ declareId: Type.Integer({ title: '申报通知', minimum: 1 }) });
export const AppliedAnswer = envelopeOf(Type.Object({ id: Type.Integer(), state: StateSchema, created: Type.Boolean() }));
export const StateAnswer = envelopeOf(Type.Object({ id: Type.Integer(), state: StateSchema }));

export const ApplicationListQuery = Type.Object({
  state: Type.Optional(Type.Enum(['', ...DECLARE_STATES], { title: '申报状态', description: '空表示全部' })),
  declareId: Type.Optional(Type.Integer({ title: '申报通知', minimum: 1 })),
  search,
  ...paging,
});
/** The export takes the list's filters without paging. */
export const ApplicationExportBody = Type.Object({
  state: Type.Optional(Type.Enum(['', ...DECLARE_STATES], { title: '申报状态' })),
  declareId: Type.Optional(Type.Integer({ title: '申报通知', minimum: 1 })),
  search,
});

const FileSchema = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  url: Type.String({ description: '下载地址（需签名）' }),
});

const applicationItem = {
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

export const ApplicationListAnswer = envelopeOf(
  Type.Object({ list: Type.Array(Type.Object(applicationItem)), total: Type.Integer() }),
);

const MaterialFilesSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  required: Type.Boolean(),
  types: Type.Array(MaterialTypeSchema),
  note: Type.String(),
  files: Type.Array(FileSchema),
});

const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  actionLabel: Type.String(),
  from: Nullable(Type.String()),
  to: Type.String(),
  reason: Type.String(),
  actorId: Nullable(Type.Integer()),
  actorName: Type.String(),
  createdAt: Type.String(),
});

const LandingSchema = Type.Object({
  amount: Type.Number(),
  landedOn: Type.String(),
  note: Type.String(),
  file: Nullable(FileSchema),
  recorderName: Type.String(),
  updatedAt: Type.String(),
});

export const ApplicationDetailQuery = Type.Object({
  id: Type.Optional(Type.Integer({ title: '申报编号', minimum: 1 })),
  declareId: Type.Optional(Type.Integer({ title: '申报通知', minimum: 1, description: '企业用户：本企业对该通知的申报' })),
});

export const ApplicationDetailAnswer = envelopeOf(
  Type.Object({
    ...applicationItem,
    form: FormSchema,
    creditCode: Type.String(),
    applicantName: Type.String(),
    materials: Type.Array(MaterialFilesSchema),
    landing: Nullable(LandingSchema),
    history: Type.Array(AuditEntrySchema),
    editable: Type.Boolean(),
  }),
);

export const UpFileBody = Type.Object({
  id: Type.Integer({ title: '申报编号', minimum: 1 }),
  materialId: Type.Integer({ title: '申报材料', minimum: 1 }),
  attachmentIds: Type.Array(Type.Integer({ title: '附件', minimum: 1 }), { title: '材料文件', maxItems: L.filesPerMaterial }),
});

export const FilesAnswer = envelopeOf(Type.Array(MaterialFilesSchema));

export const SendBody = Type.Object({ id: Type.Integer({ title: '申报编号', minimum: 1 }) });

export const AuditBody = Type.Object({
  id: Type.Integer({ title: '申报编号', minimum: 1 }),
  action: Type.Enum(['PASS', 'FAIL', 'BACK'], { title: '审核结果' }),
  reason: Type.Optional(Type.String({ title: '审核意见', maxLength: 200 })),
});

export const LandingBody = Type.Object({
  id: Type.Integer({ title: '申报编号', minimum: 1 }),
  amount: Type.Number({ title: '兑现金额', minimum: 0, maximum: L.amountMax, description: '万元' }),
  landedOn: Type.String({ title: '兑现日期', pattern: DATE }),
  note: Type.Optional(Type.String({ title: '兑现说明', maxLength: L.landingNoteMax })),
  attachmentId: Type.Optional(Nullable(Type.Integer({ title: '兑现凭证', minimum: 1 }))),
});

export const CountsAnswer = envelopeOf(CountsSchema);

export const ExportDetailBody = Type.Object({ id: Type.Integer({ title: '申报编号', minimum: 1 }) });

export const PolicyOptionsAnswer = envelopeOf(
  Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      items: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
    }),
  ),
);
