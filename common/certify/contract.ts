import { Type, type Static } from 'typebox';
import { AuditEntry as AuditEntrySchema, IdParams, Nullable, pageOf, paging, sortFields } from '../contract/atoms.js';
import { defineContract, type AnswerOf, type ItemOf } from '../contract/endpoint.js';
import { SPEC_STRINGS } from '../spec-strings.js';

/**
 * Organisation certification (SPEC §7 user/certify/org and user/certify/orgRelate): the applicant's
 * applications and the operators' review of them (the /op/orgAudit and /op/orgRelate screens).
 * Titles become the validation messages.
 */

/** ORG: certify one's organisation; RELATE: join an organisation the park knows. */
export const APPLICATION_KINDS = ['ORG', 'RELATE'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];
/** The audit family of SPEC §4 (common/status.ts AUDIT_STATUS). */
export const APPLICATION_STATUSES = ['TOAUDIT', 'PASS', 'FAIL', 'BACK'] as const;
export const ORG_CATEGORIES = ['ORG', 'SERVICE'] as const;
export const REVIEW_ACTIONS = ['PASS', 'FAIL', 'BACK'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export const KIND_LABELS = { ORG: '企业认证', RELATE: '关联企业' } as const;
export const CATEGORY_LABELS = { ORG: '企业', SERVICE: '服务机构' } as const;

/** Lengths of the typed fields (counted after trimming; the server checks them again). */
export const CERTIFY_LIMITS = { fullnameMin: 2, fullnameMax: 100, userNameMin: 2, userNameMax: 20, reasonMin: 2, reasonMax: 200 } as const;

const L = CERTIFY_LIMITS;
const KindSchema = Type.Enum([...APPLICATION_KINDS], { description: 'ORG：企业认证；RELATE：关联企业' });
const StatusSchema = Type.Enum([...APPLICATION_STATUSES], {
  description: 'TOAUDIT 待审核 / PASS 审核通过 / FAIL 审核不通过 / BACK 申请退回',
});
const CategorySchema = Type.Enum([...ORG_CATEGORIES], { description: 'ORG：企业；SERVICE：服务机构' });
const attachmentUrl = (title: string) =>
  Type.String({ title, minLength: 1, maxLength: 300, description: '本人上传的附件地址 /api/dpboot/attach/download/{id}' });

/** What both the applicant and the operators see of an application. */
/** The review queue's table may be sorted by these (server/modules/certify/queue-repo.ts maps them). */
export const QUEUE_SORTS = ['createdAt', 'reviewedAt', 'fullname', 'creditCode', 'status'] as const;

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

const Applicant = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  orgId: Nullable(Type.Integer({ description: '申请人当前归属的企业' })),
});

const StatusCounts = Type.Object({ TOAUDIT: Type.Integer(), PASS: Type.Integer(), FAIL: Type.Integer(), BACK: Type.Integer() });

const AttachmentRef = Type.Object({
  field: Type.Enum(['liceneUrl', 'authUrl']),
  title: Type.String(),
  id: Type.Integer(),
  filename: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  url: Type.String(),
});

const OrgBrief = Type.Object({
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

const Applied = Type.Object({ id: Type.Integer(), status: StatusSchema });

export const certifyContract = defineContract(
  { base: 'dpboot', tag: 'certify', module: '企业认证' },
  {
    applyOrg: {
      method: 'POST',
      path: 'user/certify/org',
      access: 'login',
      summary: '申请企业认证',
      description: '被退回（BACK）的企业认证申请会被原地更新并重新进入待审核。身份证号和信用代码去掉空格后校验（含校验位）。',
      body: Type.Object({
        fullname: Type.String({ title: '企业名称', minLength: L.fullnameMin, maxLength: L.fullnameMax }),
        creditCode: Type.String({ title: '统一社会信用代码', minLength: 1, maxLength: 40, description: '18 位，含校验位' }),
        category: Type.Enum([...ORG_CATEGORIES], { title: '机构类型', description: 'ORG：企业；SERVICE：服务机构' }),
        liceneUrl: attachmentUrl('营业执照'),
        legalIdcard: Type.String({ title: '法人身份证号', minLength: 1, maxLength: 40 }),
        authUrl: attachmentUrl('授权书'),
      }),
      answer: Applied,
      message: SPEC_STRINGS.applied,
    },
    applyRelate: {
      method: 'POST',
      path: 'user/certify/orgRelate',
      access: 'login',
      summary: '申请关联企业',
      description: '被退回（BACK）的关联申请会被原地更新并重新进入待审核。',
      body: Type.Object({
        orgId: Type.Integer({ title: '关联企业', minimum: 1 }),
        userName: Type.String({ title: '姓名', minLength: L.userNameMin, maxLength: L.userNameMax }),
        idcard: Type.String({ title: '身份证号', minLength: 1, maxLength: 40 }),
      }),
      answer: Applied,
      message: SPEC_STRINGS.applied,
    },
    mine: {
      method: 'GET',
      path: 'user/certify/mine',
      access: 'login',
      summary: '我的认证申请（含审核记录）',
      description: '从新到旧；身份证号脱敏，审核人只显示为园区运营人员。',
      answer: Type.Array(
        Type.Object({
          ...summary,
          legalIdcard: Type.String({ description: '脱敏，如 110***********1234' }),
          idcard: Type.String({ description: '脱敏' }),
          history: Type.Array(AuditEntrySchema),
        }),
      ),
    },
    list: {
      method: 'GET',
      path: 'certify/applications',
      access: 'operator',
      permission: 'org.audit',
      summary: '认证申请列表（运营）',
      query: Type.Object({
        kind: Type.Optional(Type.Enum(['', ...APPLICATION_KINDS], { title: '申请类型', description: '空表示全部' })),
        status: Type.Optional(Type.Enum(['', ...APPLICATION_STATUSES], { title: '审核状态', description: '空表示全部' })),
        search: Type.Optional(
          Type.String({ title: '关键词', maxLength: 50, description: '企业名称、信用代码、申请人手机号或姓名' }),
        ),
        ...paging,
        ...sortFields(QUEUE_SORTS),
      }),
      answer: pageOf(Type.Object({ ...summary, applicant: Applicant })),
      dataScope: { none: '认证申请由企业用户提交，待审核的申请全园区的审核人员都须看到' },
    },
    counts: {
      method: 'GET',
      path: 'certify/applications/counts',
      access: 'operator',
      permission: 'org.audit',
      summary: '认证申请数量（按类型和状态）',
      answer: Type.Object({ ORG: StatusCounts, RELATE: StatusCounts, toAudit: Type.Integer({ description: '待审核合计' }) }),
    },
    detail: {
      method: 'GET',
      path: 'certify/applications/:id',
      access: 'operator',
      permission: 'org.audit',
      summary: '认证申请详情（运营）',
      params: IdParams,
      answer: Type.Object({
        ...summary,
        legalIdcard: Type.String({ description: '脱敏，如 110***********1234；完整号码经“查看完整证件号”查看' }),
        idcard: Type.String({ description: '脱敏；完整号码经“查看完整证件号”查看' }),
        applicant: Applicant,
        reviewer: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
        attachments: Type.Array(AttachmentRef),
        org: Type.Union([OrgBrief, Type.Null()], { description: 'ORG：本园区信用代码相同的已有企业；RELATE：要加入的企业' }),
        history: Type.Array(AuditEntrySchema),
      }),
    },
    revealIdcard: {
      method: 'POST',
      path: 'certify/applications/:id/idcard',
      access: 'operator',
      permission: 'org.idcard',
      summary: '查看完整证件号（运营，留痕）',
      description: '核对证件时查看申请中的完整身份证号；每次查看都记入审计日志（谁、何时、哪份申请）。列表、详情和导出只给脱敏号码。',
      params: IdParams,
      answer: Type.Object({
        legalIdcard: Type.String({ description: '法人身份证号（企业认证），无则为空' }),
        idcard: Type.String({ description: '申请人身份证号（关联企业），无则为空' }),
      }),
    },
    audit: {
      method: 'POST',
      path: 'certify/applications/:id/audit',
      access: 'operator',
      permission: 'org.audit',
      summary: '审核认证申请（通过 / 不通过 / 退回）',
      description: '只有待审核（TOAUDIT）的申请可以审核；不通过和退回须填写审核意见。',
      params: IdParams,
      body: Type.Object({
        action: Type.Enum([...REVIEW_ACTIONS], { title: '审核结果', description: 'PASS 通过 / FAIL 不通过 / BACK 退回' }),
        reason: Type.Optional(
          Type.String({ title: '审核意见', maxLength: L.reasonMax, description: 'FAIL、BACK 必填（2–200 字）' }),
        ),
      }),
      answer: Type.Object({ id: Type.Integer(), status: StatusSchema, orgId: Nullable(Type.Integer()) }),
      message: '审核完成',
    },
  },
);

/** One step of an audit trail (the schema is the atom every reviewed area shares). */
export type AuditEntry = Static<typeof AuditEntrySchema>;
export type Applied = AnswerOf<typeof certifyContract.applyOrg>;
/** One of the user's own applications: ID numbers masked, trail oldest first. */
export type MyApplication = AnswerOf<typeof certifyContract.mine>[number];
export type QueueItem = ItemOf<typeof certifyContract.list>;
export type Applicant = QueueItem['applicant'];
export type ApplicationDetail = AnswerOf<typeof certifyContract.detail>;
export type ApplicationAttachment = ApplicationDetail['attachments'][number];
export type OrgBrief = NonNullable<ApplicationDetail['org']>;
export type ApplicationCounts = AnswerOf<typeof certifyContract.counts>;
export type Reviewed = AnswerOf<typeof certifyContract.audit>;
