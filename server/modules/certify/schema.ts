import { Type, type TSchema } from 'typebox';
import { envelopeOf } from '../../lib/schema.js';

/** Request and answer schemas of the certification API. Titles become the validation messages. */

export const KINDS = ['ORG', 'RELATE'] as const;
export type Kind = (typeof KINDS)[number];
export const STATUSES = ['TOAUDIT', 'PASS', 'FAIL', 'BACK'] as const;
export const CATEGORIES = ['ORG', 'SERVICE'] as const;
export const REVIEW_ACTIONS = ['PASS', 'FAIL', 'BACK'] as const;

const KindSchema = Type.Enum([...KINDS], { description: 'ORG：企业认证；RELATE：关联企业' });
const StatusSchema = Type.Enum([...STATUSES], { description: 'TOAUDIT 待审核 / PASS 审核通过 / FAIL 审核不通过 / BACK 申请退回' });
const CategorySchema = Type.Enum([...CATEGORIES], { description: 'ORG：企业；SERVICE：服务机构' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** ID numbers and credit codes are checked (check characters) by the handler, after removing spaces. */
export const ApplyOrgBody = Type.Object({
  fullname: Type.String({ title: '企业名称', minLength: 2, maxLength: 100 }),
  creditCode: Type.String({ title: '统一社会信用代码', minLength: 1, maxLength: 40, description: '18 位，含校验位' }),
  category: Type.Enum([...CATEGORIES], { title: '机构类型', description: 'ORG：企业；SERVICE：服务机构' }),
  liceneUrl: Type.String({
    title: '营业执照',
    minLength: 1,
    maxLength: 300,
    description: '本人上传的附件地址 /api/dpboot/attach/download/{id}',
  }),
  legalIdcard: Type.String({ title: '法人身份证号', minLength: 1, maxLength: 40 }),
  authUrl: Type.String({
    title: '授权书',
    minLength: 1,
    maxLength: 300,
    description: '本人上传的附件地址 /api/dpboot/attach/download/{id}',
  }),
});

export const ApplyRelateBody = Type.Object({
  orgId: Type.Integer({ title: '关联企业', minimum: 1 }),
  userName: Type.String({ title: '姓名', minLength: 2, maxLength: 20 }),
  idcard: Type.String({ title: '身份证号', minLength: 1, maxLength: 40 }),
});

export const AppliedAnswer = envelopeOf(Type.Object({ id: Type.Integer(), status: StatusSchema }));

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  action: Type.String({ description: 'SUBMIT / RESUBMIT / PASS / FAIL / BACK' }),
  actionLabel: Type.String(),
  from: Nullable(Type.String()),
  to: Type.String(),
  reason: Type.String(),
  actorId: Nullable(Type.Integer()),
  actorName: Type.String(),
  createdAt: Type.String(),
});

/** What both the applicant and the operators see of an application. */
const summary = {
  id: Type.Integer(),
  kind: KindSchema,
  kindLabel: Type.String(),
  status: StatusSchema,
  statusLabel: Type.String(),
  reason: Type.String({ description: '审核意见（不通过或退回的原因）' }),
  orgId: Nullable(Type.Integer({ description: 'RELATE：要加入的企业；ORG：通过后归属的企业' })),
  fullname: Type.String({ description: 'ORG：申请的企业名称；RELATE：要加入的企业名称' }),
  creditCode: Type.String(),
  category: CategorySchema,
  categoryLabel: Type.String(),
  userName: Type.String({ description: 'RELATE：申请人姓名' }),
  liceneUrl: Type.String(),
  authUrl: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  reviewedAt: Nullable(Type.String()),
};

export const MineAnswer = envelopeOf(
  Type.Array(
    Type.Object({
      ...summary,
      legalIdcard: Type.String({ description: '脱敏，如 110101********1234' }),
      idcard: Type.String({ description: '脱敏' }),
      history: Type.Array(AuditEntrySchema),
    }),
  ),
);

const Applicant = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  orgId: Nullable(Type.Integer({ description: '申请人当前归属的企业' })),
});

export const ListQuery = Type.Object({
  kind: Type.Optional(Type.Enum(['', ...KINDS], { title: '申请类型', description: '空表示全部' })),
  status: Type.Optional(Type.Enum(['', ...STATUSES], { title: '审核状态', description: '空表示全部' })),
  search: Type.Optional(Type.String({ title: '关键词', maxLength: 50, description: '企业名称、信用代码、申请人手机号或姓名' })),
  pagenum: Type.Optional(Type.Integer({ title: '页码', minimum: 1, maximum: 100_000, default: 1 })),
  size: Type.Optional(Type.Integer({ title: '每页条数', minimum: 1, maximum: 100, default: 20 })),
});

export const ListAnswer = envelopeOf(
  Type.Object({ list: Type.Array(Type.Object({ ...summary, applicant: Applicant })), total: Type.Integer() }),
);

const StatusCounts = Type.Object({
  TOAUDIT: Type.Integer(),
  PASS: Type.Integer(),
  FAIL: Type.Integer(),
  BACK: Type.Integer(),
});

export const CountsAnswer = envelopeOf(
  Type.Object({ ORG: StatusCounts, RELATE: StatusCounts, toAudit: Type.Integer({ description: '待审核合计' }) }),
);

export const AttachmentRef = Type.Object({
  field: Type.Enum(['liceneUrl', 'authUrl']),
  title: Type.String(),
  id: Type.Integer(),
  filename: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  url: Type.String(),
});

export const OrgBrief = Type.Object({
  id: Type.Integer(),
  fullname: Type.String(),
  simplename: Type.String(),
  creditCode: Type.String(),
  orgtype: CategorySchema,
  category: Type.String(),
  address: Type.String(),
  legalPerson: Type.String(),
  certifiedUsers: Type.Integer({ description: '已归属该企业的用户数' }),
});

export const DetailAnswer = envelopeOf(
  Type.Object({
    ...summary,
    legalIdcard: Type.String({ description: '完整号码（仅运营人员可见）' }),
    idcard: Type.String({ description: '完整号码（仅运营人员可见）' }),
    applicant: Applicant,
    reviewer: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
    attachments: Type.Array(AttachmentRef),
    org: Type.Union([OrgBrief, Type.Null()], { description: 'ORG：本园区信用代码相同的已有企业；RELATE：要加入的企业' }),
    history: Type.Array(AuditEntrySchema),
  }),
);

export const AuditBody = Type.Object({
  action: Type.Enum([...REVIEW_ACTIONS], { title: '审核结果', description: 'PASS 通过 / FAIL 不通过 / BACK 退回' }),
  reason: Type.Optional(Type.String({ title: '审核意见', maxLength: 200, description: 'FAIL、BACK 必填（2–200 字）' })),
});

export const AuditedAnswer = envelopeOf(
  Type.Object({ id: Type.Integer(), status: StatusSchema, orgId: Nullable(Type.Integer()) }),
);
