import { Type } from 'typebox';
import { DateText, Nullable } from '../contract/atoms.js';
import { statesOf } from '../publish/lifecycle.js';
import { PRODUCT_LIFECYCLE } from './lifecycle.js';
import {
  FINANCE_LIMITS as L,
  GUARANTEES,
  INSTITUTION_KINDS,
  LOAN_STATUSES,
  LOAN_TYPES,
  NEED_STATUSES,
} from './rules.js';

/** The shapes of the finance contract (contract.ts); titles become the validation messages. */

export const Wan = (title: string) => Type.Integer({ title, minimum: 1, maximum: L.amountMax, description: '万元（整数）' });
export const Rate = (title: string) => Type.Integer({ title, minimum: 0, maximum: L.rateMax, description: '0.01%（365 即 3.65%）' });
export const Months = (title: string) => Type.Integer({ title, minimum: 1, maximum: L.termMax, description: '月' });

export const InstitutionKindSchema = Type.Enum([...INSTITUTION_KINDS], { title: '机构类型' });
export const LoanTypeSchema = Type.Enum([...LOAN_TYPES], { title: '贷款类型' });
export const GuaranteeSchema = Type.Enum([...GUARANTEES], { title: '担保方式' });
export const LoanStatusSchema = Type.Enum([...LOAN_STATUSES], { description: 'TOAUDIT 待处理 / AUDITING 跟进中 / PASS 放款完成 / BACK 不跟进' });
export const NeedStatusSchema = Type.Enum([...NEED_STATUSES], { description: 'OPEN 对接中 / CLOSED 已关闭' });
export const ProductStatusSchema = Type.Enum([...statesOf(PRODUCT_LIFECYCLE)], { description: 'CHECK 待审核 / JOINT 已发布 / CANCEL 审核不通过' });

const Lng = Type.Number({ title: '经度', minimum: 73, maximum: 136, description: 'GCJ-02（高德坐标）' });
const Lat = Type.Number({ title: '纬度', minimum: 3, maximum: 54, description: 'GCJ-02（高德坐标）' });

/** An institution as visitors see it: where it is, but no contact person or phone. */
export const PublicInstitution = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.String(),
  intro: Type.String(),
  address: Type.String(),
  lng: Nullable(Type.Number({ description: 'GCJ-02；未标注位置时为 null' })),
  lat: Nullable(Type.Number()),
  products: Type.Integer({ description: '已发布的产品数' }),
});

export const ManagedInstitution = Type.Object({
  ...PublicInstitution.properties,
  contactName: Type.String(),
  contactPhone: Type.String(),
  loans: Type.Integer({ description: '收到的贷款申请数' }),
  updatedAt: Type.String(),
});

export const InstitutionInput = Type.Object({
  id: Type.Optional(Type.Integer({ title: '机构编号', minimum: 1 })),
  name: Type.String({ title: '机构名称', minLength: 2, maxLength: L.nameMax }),
  kind: InstitutionKindSchema,
  intro: Type.String({ title: '机构简介', maxLength: L.textMax }),
  address: Type.String({ title: '地址', maxLength: 100 }),
  contactName: Type.String({ title: '联系人', minLength: 1, maxLength: L.contactMax }),
  contactPhone: Type.String({ title: '联系电话', pattern: '^[0-9-]{7,20}$' }),
  lng: Type.Optional(Nullable(Lng)),
  lat: Type.Optional(Nullable(Lat)),
});

export const ProductFields = {
  name: Type.String({ title: '产品名称', minLength: 2, maxLength: L.nameMax }),
  loanType: LoanTypeSchema,
  amountMin: Wan('最低额度'),
  amountMax: Wan('最高额度'),
  rateMin: Rate('最低年利率'),
  rateMax: Rate('最高年利率'),
  termMin: Months('最短期限'),
  termMax: Months('最长期限'),
  guarantee: GuaranteeSchema,
  eligibility: Type.String({ title: '申请条件', minLength: 1, maxLength: L.textMax }),
  materials: Type.String({ title: '所需材料', maxLength: L.textMax }),
  intro: Type.String({ title: '产品介绍', maxLength: L.textMax }),
};

export const PublicProduct = Type.Object({
  id: Type.Integer(),
  institutionId: Type.Integer(),
  institutionName: Type.String(),
  name: Type.String(),
  loanType: Type.String(),
  amountMin: Type.Integer(),
  amountMax: Type.Integer(),
  rateMin: Type.Integer(),
  rateMax: Type.Integer(),
  termMin: Type.Integer(),
  termMax: Type.Integer(),
  guarantee: Type.String(),
  applications: Type.Integer({ description: '申请次数' }),
});

export const ProductDetail = Type.Object({
  ...PublicProduct.properties,
  eligibility: Type.String(),
  materials: Type.String(),
  intro: Type.String(),
  institutionKind: Type.String(),
  institutionIntro: Type.String(),
});

export const ManagedProduct = Type.Object({
  ...ProductDetail.properties,
  title: Type.String({ description: '审核发布中称呼它的名字：产品名称' }),
  status: ProductStatusSchema,
  statusLabel: Type.String(),
  reason: Type.String({ description: '审核不通过或下架的原因' }),
  updatedAt: Type.String(),
});

export const LoanItem = Type.Object({
  id: Type.Integer(),
  productId: Nullable(Type.Integer({ description: '产品已删除时为 null' })),
  productName: Type.String(),
  loanType: Type.String(),
  institutionId: Type.Integer(),
  institutionName: Type.String(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  amount: Type.Integer({ description: '申请金额（万元）' }),
  termMonths: Type.Integer(),
  status: LoanStatusSchema,
  statusLabel: Type.String(),
  granted: Nullable(Type.Integer({ description: '放款金额（万元）；未放款为 null' })),
  grantedOn: Nullable(Type.String({ description: '放款日期 YYYY-MM-DD' })),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const LoanStepEntry = Type.Object({
  from: Nullable(LoanStatusSchema),
  to: LoanStatusSchema,
  label: Type.String({ description: '提交申请 / 跟进 / 放款完成 / 不跟进' }),
  note: Type.String(),
  amount: Nullable(Type.Integer({ description: '放款金额（万元）' })),
  actorName: Type.String(),
  at: Type.String(),
});

export const LoanDetail = Type.Object({
  ...LoanItem.properties,
  purpose: Type.String(),
  contactName: Type.String(),
  contactPhone: Type.String(),
  steps: Type.Array(LoanStepEntry),
});

export const ApplyInput = Type.Object({
  productId: Type.Integer({ title: '金融产品', minimum: 1 }),
  orgName: Type.String({ title: '企业名称', minLength: 2, maxLength: L.nameMax }),
  contactName: Type.String({ title: '联系人', minLength: 1, maxLength: L.contactMax }),
  contactPhone: Type.String({ title: '联系电话', pattern: '^1\\d{10}$' }),
  amount: Wan('申请金额'),
  termMonths: Months('贷款期限'),
  purpose: Type.String({ title: '资金用途', minLength: 2, maxLength: L.textMax }),
});

export const StepNote = (required: boolean) =>
  Type.String({ title: '跟进说明', ...(required ? { minLength: L.noteMin } : {}), maxLength: L.noteMax });

export const GrantInput = Type.Object({
  amount: Wan('放款金额'),
  grantedOn: DateText('放款日期'),
  note: Type.Optional(StepNote(false)),
});

export const NeedFields = {
  orgName: Type.String({ title: '企业名称', minLength: 2, maxLength: L.nameMax }),
  amount: Wan('融资金额'),
  purpose: Type.String({ title: '资金用途', minLength: 2, maxLength: L.textMax }),
  termMonths: Months('期望期限'),
  guarantee: GuaranteeSchema,
  contactName: Type.String({ title: '联系人', minLength: 1, maxLength: L.contactMax }),
  contactPhone: Type.String({ title: '联系电话', pattern: '^1\\d{10}$' }),
};

export const NeedItem = Type.Object({
  id: Type.Integer(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  amount: Type.Integer(),
  purpose: Type.String(),
  termMonths: Type.Integer(),
  guarantee: Type.String(),
  contactName: Type.String(),
  contactPhone: Type.String(),
  status: NeedStatusSchema,
  statusLabel: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const OrgLoanRow = Type.Object({
  orgId: Type.Integer(),
  orgName: Type.String({ description: '最近一次申请所填的企业名称' }),
  applications: Type.Integer(),
  granted: Type.Integer({ description: '放款完成的笔数' }),
  grantedAmount: Type.Integer({ description: '放款总额（万元）' }),
  open: Type.Integer({ description: '待处理与跟进中的笔数' }),
  lastAppliedAt: Type.String(),
});
