import { Type } from 'typebox';
import { AuditEntry, DateText, Duplicate, Empty, FileItem, Id, IdQuery, Nullable, pageOf, sortFields } from '../../contract/atoms.js';
import { defineContract, type AnswerOf, type BodyOf, type ItemOf, type QueryOf } from '../../contract/endpoint.js';
import {
  POLICY_LIMITS as L,
  POLICY_SORTS,
  POLICY_VALIDITY,
  type PolicySort,
  type PolicyValidity,
} from '../../policy-enums.js';
import { LevelSchema, paging, SearchText, StateSchema, ValiditySchema } from '../schemas.js';

/**
 * The policy library (SPEC §7 listpolices, policy_detail, list_hot_polices…): the public reads and
 * the operators' writing and review of policies. Titles become the validation messages.
 */

const listItem = {
  id: Type.Integer(),
  title: Type.String(),
  docNo: Type.String(),
  issuer: Type.String(),
  level: LevelSchema,
  levelLabel: Type.String(),
  industries: Type.Array(Type.String(), { description: '空表示不限行业' }),
  summary: Type.String(),
  publishDate: Type.String(),
  startDate: Type.String(),
  endDate: Nullable(Type.String({ description: 'null 表示长期有效' })),
  validity: ValiditySchema,
  validityLabel: Type.String(),
  state: StateSchema,
  stateLabel: Type.String(),
  reason: Type.String({ description: '审核不通过的原因；其他状态为空' }),
  maxAward: Type.Number({ description: '各申报事项最高奖补之和（万元）' }),
  itemCount: Type.Integer(),
  autoGrant: Type.Boolean({ description: '有免申即享的申报事项' }),
  viewCount: Type.Integer(),
  updatedAt: Type.String(),
};

const Counted = Type.Object({ name: Type.String(), count: Type.Integer() });

const PolicyId = IdQuery('政策编号');

/** The form of add_policy and edit_policy. */
const formFields = {
  title: Type.String({ title: '政策标题', minLength: 1, maxLength: L.titleMax }),
  docNo: Type.Optional(Type.String({ title: '发文字号', maxLength: L.docNoMax })),
  issuer: Type.String({ title: '发文单位', minLength: 1, maxLength: L.issuerMax }),
  level: LevelSchema,
  industries: Type.Optional(
    Type.Array(Type.String({ title: '适用行业', minLength: 1, maxLength: 30 }), {
      title: '适用行业',
      maxItems: L.industriesMax,
    }),
  ),
  eligible: Type.Optional(Type.String({ title: '申报对象', maxLength: L.eligibleMax })),
  summary: Type.Optional(Type.String({ title: '政策摘要', maxLength: L.summaryMax })),
  content: Type.String({ title: '政策内容', minLength: 1, maxLength: L.textMax }),
  applyMethod: Type.Optional(Type.String({ title: '申报方式', maxLength: L.textMax })),
  publishDate: DateText('发文日期'),
  startDate: DateText('有效期开始日期'),
  endDate: Type.Optional(
    Type.String({ title: '有效期截止日期', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', description: '空表示长期有效；不早于开始日期' }),
  ),
  contactName: Type.Optional(Type.String({ title: '联系人', maxLength: L.contactNameMax })),
  contactPhone: Type.Optional(Type.String({ title: '联系电话', maxLength: L.contactPhoneMax })),
  sourceUrl: Type.Optional(Type.String({ title: '原文链接', maxLength: L.urlMax })),
  attachmentIds: Type.Optional(
    Type.Array(Type.Integer({ title: '附件', minimum: 1 }), { title: '附件', maxItems: L.attachmentsMax }),
  ),
};

const Saved = Type.Object({ id: Type.Integer(), state: StateSchema });

/** The list's table may be sorted by these columns (server/modules/policy/repo-library.ts maps them). */
export const POLICY_LIST_SORTS = ['title', 'publishDate', 'endDate', 'updatedAt', 'viewCount'] as const;

export const policyLibraryContract = defineContract(
  { base: 'dpboot', tag: 'policy', module: '政策管理' },
  {
    list: {
      method: 'GET',
      path: 'policy/listpolices',
      cache: 'network-first',
      access: 'public',
      summary: '政策列表（公开）',
      description: '访客只看到已发布且未过期的政策；运营人员可按发布状态筛选并看到全部。',
      query: Type.Object({
        ...paging,
        search: SearchText,
        level: Type.Optional(Type.Union([LevelSchema, Type.Literal('')], { title: '政策级别' })),
        industry: Type.Optional(
          Type.String({ title: '行业', maxLength: 30, description: '不限行业的政策也算' }),
        ),
        issuer: Type.Optional(Type.String({ title: '发文单位', maxLength: L.issuerMax })),
        state: Type.Optional(
          Type.Union([StateSchema, Type.Literal('')], { title: '发布状态', description: '仅运营人员有效' }),
        ),
        validity: Type.Optional(
          Type.Enum(['', 'ALL', ...(Object.keys(POLICY_VALIDITY) as PolicyValidity[])], {
            title: '有效状态',
            description: '空：未过期（运营人员为全部）；ALL：全部（仅运营人员）',
          }),
        ),
        autoGrant: Type.Optional(Type.Boolean({ title: '免申即享' })),
        sort: Type.Optional(Type.Enum(Object.keys(POLICY_SORTS) as PolicySort[], { title: '排序' })),
        ...sortFields(POLICY_LIST_SORTS),
      }),
      answer: pageOf(Type.Object(listItem)),
    },
    filters: {
      method: 'GET',
      path: 'policy/list_filters',
      access: 'public',
      summary: '政策筛选项：级别、行业、发文单位及条数（公开）',
      answer: Type.Object({
        levels: Type.Array(Type.Object({ value: LevelSchema, label: Type.String(), count: Type.Integer() })),
        industries: Type.Array(Counted),
        issuers: Type.Array(Counted),
      }),
    },
    detail: {
      method: 'GET',
      path: 'policy/policy_detail',
      cache: 'network-first',
      access: 'public',
      summary: '政策详情（已发布的公开；运营人员可看全部）',
      description: '已发布的政策每位访客每天记一次浏览（登录用户按用户，否则按 IP）。',
      query: PolicyId,
      answer: Type.Object({
        ...listItem,
        eligible: Type.String({ description: '申报对象' }),
        content: Type.String({ description: '政策内容（纯文本，段落之间空一行）' }),
        applyMethod: Type.String({ description: '申报方式' }),
        contactName: Type.String(),
        contactPhone: Type.String(),
        sourceUrl: Type.String({ description: '原文链接；没有为空' }),
        attachments: Type.Array(FileItem),
        matchCount: Type.Integer(),
        createdAt: Type.String(),
      }),
    },
    hot: {
      method: 'GET',
      path: 'policy/list_hot_polices',
      cache: 'network-first',
      access: 'public',
      summary: '热门政策（公开）',
      description: '已发布且未过期的政策，按 浏览人次 + 3 × 测评匹配次数 从高到低。',
      query: Type.Object({
        size: Type.Optional(Type.Integer({ title: '条数', minimum: 1, maximum: L.hotMax, default: 10 })),
      }),
      answer: Type.Array(
        Type.Object({
          id: Type.Integer(),
          title: Type.String(),
          issuer: Type.String(),
          level: LevelSchema,
          levelLabel: Type.String(),
          endDate: Nullable(Type.String()),
          maxAward: Type.Number(),
          autoGrant: Type.Boolean(),
          viewCount: Type.Integer({ description: '每位访客每天记一次，累计' }),
          matchCount: Type.Integer({ description: '满足或部分满足该政策的测评次数' }),
          heat: Type.Integer({ description: 'viewCount + 3 × matchCount：列表的顺序' }),
        }),
      ),
    },
    checkDuplicate: {
      method: 'GET',
      path: 'policy/check_duplicate_policy',
      access: 'operator',
      permission: 'policy.manage',
      summary: '政策标题是否已存在（运营）',
      query: Type.Object({
        title: Type.String({ title: '政策标题', minLength: 1, maxLength: L.titleMax }),
        id: Type.Optional(Id('政策编号')),
      }),
      answer: Duplicate,
    },
    add: {
      method: 'POST',
      path: 'policy/add_policy',
      access: 'operator',
      permission: 'policy.manage',
      summary: '新增政策（运营）',
      description: '保存后为待审核（CHECK）。',
      body: Type.Object({ id: Type.Optional(Id('政策编号')), ...formFields }),
      answer: Saved,
      message: '保存成功，等待审核',
    },
    edit: {
      method: 'POST',
      path: 'policy/edit_policy',
      access: 'operator',
      permission: 'policy.manage',
      summary: '修改政策（运营）',
      description: '修改后回到待审核（CHECK）；已发布的政策在重新审核通过前不再公开。',
      body: Type.Object({ id: Id('政策编号'), ...formFields }),
      answer: Saved,
      message: '保存成功，等待审核',
    },
    delete: {
      method: 'DELETE',
      path: 'policy/delete_by_id',
      access: 'operator',
      permission: 'policy.manage',
      summary: '删除政策（运营）',
      description: '连同申报事项、奖补、条件、附件关联、浏览与匹配记录一并删除；已被申报引用的政策不能删除。',
      query: PolicyId,
      answer: Empty,
      message: '删除成功',
    },
    audit: {
      method: 'POST',
      path: 'policy/audit',
      access: 'operator',
      permission: 'policy.manage',
      summary: '审核政策（运营）',
      description:
        '待审核 → 已发布（JOINT，消息“审核通过，已发布”）或审核不通过（CANCEL，须填写2–200字审核意见，消息“已驳回”）。',
      body: Type.Object({
        id: Id('政策编号'),
        state: Type.Enum(['JOINT', 'CANCEL'], { title: '审核结果' }),
        reason: Type.Optional(Type.String({ title: '审核意见', maxLength: L.reasonMax })),
      }),
      answer: Saved,
    },
    history: {
      method: 'GET',
      path: 'policy/audit_history',
      access: 'operator',
      permission: 'policy.manage',
      summary: '政策的审核记录（运营）',
      query: PolicyId,
      answer: Type.Array(AuditEntry),
    },
  },
);

type C = typeof policyLibraryContract;
export type ListPoliciesQuery = QueryOf<C['list']>;
export type PolicyListItem = ItemOf<C['list']>;
export type PolicyFilterOptions = AnswerOf<C['filters']>;
export type PolicyDetail = AnswerOf<C['detail']>;
export type PolicyFile = PolicyDetail['attachments'][number];
export type HotPolicy = AnswerOf<C['hot']>[number];
/** The body of add_policy (edit_policy requires the id). */
export type PolicyForm = BodyOf<C['add']>;
export type PolicySaved = AnswerOf<C['add']>;
export type PolicyAuditBody = BodyOf<C['audit']>;
