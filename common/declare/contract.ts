import { Type } from 'typebox';
import {
  AuditEntry,
  DateText,
  Empty,
  IdParams,
  IdQuery,
  Nullable,
  pageOf,
  paging,
  Saved,
  sortFields,
} from '../contract/atoms.js';
import { defineContract, FILE, type AnswerOf, type BodyOf, type ItemOf } from '../contract/endpoint.js';
import { DECLARE_AUDIT_ACTIONS, DECLARE_LIMITS as L, DECLARE_PHASES } from './rules.js';
import {
  applicationId,
  applicationItem,
  Changed,
  Counts,
  declareIdFilter,
  declareItem,
  DuplicateQuery,
  Exists,
  Form,
  Landing,
  Material,
  MaterialFiles,
  MaterialInput,
  money,
  search,
  StateFilter,
  StateSchema,
} from './schemas.js';

/**
 * Policy declarations (SPEC §7 Declare): the operators' declaration notices (申报通知) for a
 * policy's apply item, the organisations' applications to them, their review and the landing (兑现)
 * of what was granted, plus the counts, the policy picker and the two exports. Titles become the
 * validation messages.
 */

/** The tables of the operators may be sorted by these (server/modules/declare/*repo.ts map them). */
export const DECLARE_LIST_SORTS = ['title', 'startDate', 'endDate'] as const;
export const APPLICATION_LIST_SORTS = [
  'submittedAt',
  'updatedAt',
  'orgName',
  'projectName',
  'amountApplied',
] as const;

export const declareContract = defineContract(
  { base: 'dpboot', tag: 'declare', module: '政策申报' },
  {
    list: {
      method: 'GET',
      path: 'declare/xg_list_declare',
      cache: 'network-first',
      // The enterprise's own application is not kept offline (DESIGN §5).
      uncachedFields: ['mine'],
      access: 'public',
      summary: '申报通知列表（公开；运营人员可看全部并按状态筛选）',
      description:
        '访客与企业只看到已开始的通知（申报中、已截止），申报中的在前、按截止日期从近到远。企业用户的每条附带本企业的申报（mine）。',
      query: Type.Object({
        search,
        phase: Type.Optional(
          Type.Enum(['', ...DECLARE_PHASES], { title: '申报状态', description: '空表示全部' }),
        ),
        policyId: Type.Optional(Type.Integer({ title: '政策', minimum: 1 })),
        ...paging,
        ...sortFields(DECLARE_LIST_SORTS),
      }),
      answer: pageOf(Type.Object(declareItem)),
    },
    detail: {
      method: 'GET',
      path: 'declare/detail_declare',
      cache: 'network-first',
      // The enterprise's own application is not kept offline (DESIGN §5).
      uncachedFields: ['mine'],
      access: 'public',
      summary: '申报通知详情（已开始的公开；运营人员可看全部）',
      description: '含政策、申报项目、申报时间、申报材料和通知内容；运营人员另见各状态的申报数。',
      query: IdQuery(),
      answer: Type.Object({
        ...declareItem,
        phone: Type.String(),
        content: Type.String({ description: '纯文本，换行分段' }),
        materials: Type.Array(Material),
        counts: Nullable(Counts),
      }),
    },
    save: {
      method: 'POST',
      path: 'declare/save_declare',
      access: 'operator',
      permission: 'declare.manage',
      summary: '新增或修改申报通知（运营）',
      description:
        '无 id 为新增，有 id 为修改。申报项目须属于所选政策；通知标题与申报名称在本园区内唯一。材料带 id 为保留（可改名），不带为新增，未列出的删除（已有企业上传文件的材料不能删除）。',
      body: Type.Object({
        id: Type.Optional(Type.Integer({ title: '申报通知编号', minimum: 1 })),
        policyId: Type.Integer({ title: '政策', minimum: 1 }),
        applyItemId: Type.Integer({ title: '申报项目', minimum: 1 }),
        title: Type.String({ title: '通知标题', minLength: 1, maxLength: L.titleMax }),
        name: Type.String({ title: '申报名称', minLength: 1, maxLength: L.nameMax }),
        startDate: DateText('开始日期'),
        endDate: DateText('截止日期'),
        dept: Type.String({ title: '受理部门', minLength: 1, maxLength: L.deptMax }),
        phone: Type.String({ title: '咨询电话', minLength: 1, maxLength: 30 }),
        content: Type.String({ title: '通知内容', minLength: 1, maxLength: L.contentMax }),
        materials: Type.Array(MaterialInput, { title: '申报材料', minItems: 1, maxItems: L.materialsMax }),
      }),
      answer: Saved,
      message: '保存成功',
    },
    isTitle: {
      method: 'GET',
      path: 'declare/is_declare_title',
      access: 'operator',
      permission: 'declare.manage',
      summary: '通知标题是否已被使用（运营）',
      description: '查询参数 value（或 title）为要检查的通知标题；修改时传 id 以排除自身。',
      query: DuplicateQuery,
      answer: Exists,
    },
    isName: {
      method: 'GET',
      path: 'declare/is_declare_name',
      access: 'operator',
      permission: 'declare.manage',
      summary: '申报名称是否已被使用（运营）',
      description: '查询参数 value（或 name）为要检查的申报名称；修改时传 id 以排除自身。',
      query: DuplicateQuery,
      answer: Exists,
    },
    remove: {
      method: 'DELETE',
      path: 'declare/delete_declare',
      access: 'operator',
      permission: 'declare.manage',
      summary: '删除申报通知（运营）',
      description: '仅当没有企业提交过申报时可删除；企业未提交的草稿一并删除。',
      query: IdQuery(),
      answer: Empty,
      message: '删除成功',
    },
    policyOptions: {
      method: 'GET',
      path: 'declare/policyOptions',
      access: 'operator',
      permission: 'declare.manage',
      summary: '可申报的政策及其申报项目（运营，发布通知时选择）',
      description: '本园区已发布的政策（最新在前，最多 500 条）及各自的申报项目。',
      answer: Type.Array(
        Type.Object({
          id: Type.Integer(),
          title: Type.String(),
          items: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
        }),
      ),
    },
    start: {
      method: 'POST',
      path: 'declare/startDeclare',
      access: 'login',
      summary: '开始申报（企业）',
      description:
        '认证企业的用户在申报期内开始申报，生成待提交的申报书；每家企业对每个通知只有一份，已开始的返回原有的（created=false）。',
      body: Type.Object({ declareId: Type.Integer({ title: '申报通知', minimum: 1 }) }),
      answer: Type.Object({ id: Type.Integer(), state: StateSchema, created: Type.Boolean() }),
      message: '已开始申报',
    },
    saveApplication: {
      method: 'POST',
      path: 'declare/saveDeclareAndOrg/:id',
      access: 'login',
      summary: '保存申报书（企业，{id} 为申报通知编号）',
      description: '待提交（申报期内）或被退回的申报可保存；草稿允许留空，提交时再校验完整性。',
      params: IdParams,
      // A draft may leave anything empty; sendDeclare checks completeness.
      body: Type.Object({
        contactName: Type.Optional(Type.String({ title: '联系人', maxLength: 20 })),
        contactPhone: Type.Optional(Type.String({ title: '联系电话', maxLength: 20 })),
        projectName: Type.Optional(Type.String({ title: '项目名称', maxLength: L.projectNameMax })),
        projectSummary: Type.Optional(Type.String({ title: '项目简介', maxLength: L.summaryMax })),
        amountApplied: money('申请金额'),
        revenue: money('上年度营业收入'),
        rdExpense: money('上年度研发投入'),
        employees: Type.Optional(
          Nullable(Type.Integer({ title: '职工人数', minimum: 0, maximum: 1_000_000 })),
        ),
        remark: Type.Optional(Type.String({ title: '备注', maxLength: L.remarkMax })),
      }),
      answer: Changed,
      message: '保存成功',
    },
    applications: {
      method: 'GET',
      path: 'declare/list_declareAndOrg',
      access: 'login',
      summary: '申报列表（运营：本园区已提交的，需申报审核或申报通知管理权限；企业：本企业的）',
      description:
        '按状态、申报通知和关键词（企业名称、项目名称、通知标题）筛选，最近变化的在前。企业未提交的草稿（待提交）只有本企业可见，不出现在运营人员的列表、计数和导出中。',
      query: Type.Object({
        state: StateFilter('空表示全部'),
        declareId: declareIdFilter,
        search,
        ...paging,
        ...sortFields(APPLICATION_LIST_SORTS),
      }),
      answer: pageOf(Type.Object(applicationItem)),
    },
    application: {
      method: 'GET',
      path: 'declare/detail_declareAndOrg',
      access: 'login',
      summary: '申报详情',
      description:
        '按 id；企业用户也可按 declareId 取本企业对该通知的申报。含申报书、各材料的文件、兑现信息和审核记录。',
      query: Type.Object({
        id: Type.Optional(applicationId),
        declareId: Type.Optional(
          Type.Integer({ title: '申报通知', minimum: 1, description: '企业用户：本企业对该通知的申报' }),
        ),
      }),
      answer: Type.Object({
        ...applicationItem,
        form: Form,
        creditCode: Type.String(),
        applicantName: Type.String(),
        materials: Type.Array(MaterialFiles),
        landing: Nullable(Landing),
        history: Type.Array(AuditEntry, { description: '最早的在前' }),
        editable: Type.Boolean({
          description: '调用者现在能否修改并提交（本企业的、可编辑的状态、申报期允许）',
        }),
      }),
    },
    upFile: {
      method: 'POST',
      path: 'declare/upFileInfo',
      access: 'login',
      summary: '设置某项申报材料的文件（企业）',
      description:
        '先用 attach/upload/single 上传，再以附件编号列表整体替换该材料的文件（最多 5 个；空列表为清空）。格式须符合该材料的要求。',
      body: Type.Object({
        id: applicationId,
        materialId: Type.Integer({ title: '申报材料', minimum: 1 }),
        attachmentIds: Type.Array(Type.Integer({ title: '附件', minimum: 1 }), {
          title: '材料文件',
          maxItems: L.filesPerMaterial,
        }),
      }),
      answer: Type.Array(MaterialFiles),
      message: '保存成功',
    },
    files: {
      method: 'GET',
      path: 'declare/getFiles',
      access: 'login',
      summary: '申报的材料及文件',
      query: IdQuery(),
      answer: Type.Array(MaterialFiles),
    },
    send: {
      method: 'POST',
      path: 'declare/sendDeclare',
      access: 'login',
      summary: '提交申报（企业）',
      description: '待提交的申报须在申报期内；被退回的申报修改后可随时重新提交。申报书须完整、必传材料齐全。',
      body: Type.Object({ id: applicationId }),
      answer: Changed,
      message: '提交成功',
    },
    audit: {
      method: 'POST',
      path: 'declare/auditDeclareAndOrg',
      access: 'operator',
      permission: 'declare.audit',
      summary: '审核申报（运营）',
      description:
        '待审核 → 审核通过 / 审核不通过 / 申请退回；不通过与退回须填写审核意见（2–200 字）。退回后企业可修改并重新提交。',
      body: Type.Object({
        id: applicationId,
        action: Type.Enum([...DECLARE_AUDIT_ACTIONS], { title: '审核结果' }),
        reason: Type.Optional(Type.String({ title: '审核意见', maxLength: 200 })),
      }),
      answer: Changed,
      message: '审核完成',
    },
    landing: {
      method: 'POST',
      path: 'declare/addLandingInfo',
      access: 'operator',
      permission: 'declare.audit',
      summary: '登记兑现信息（运营，审核通过后）',
      description: '兑现金额（万元）、兑现日期（不晚于今天）、说明和凭证（本人上传的附件）；再次登记为更正。',
      body: Type.Object({
        id: applicationId,
        amount: Type.Number({ title: '兑现金额', minimum: 0, maximum: L.amountMax, description: '万元' }),
        landedOn: DateText('兑现日期'),
        note: Type.Optional(Type.String({ title: '兑现说明', maxLength: L.landingNoteMax })),
        attachmentId: Type.Optional(Nullable(Type.Integer({ title: '兑现凭证', minimum: 1 }))),
      }),
      answer: Changed,
      message: '兑现信息已登记',
    },
    counts: {
      method: 'GET',
      path: 'declare/countDeclareAndOrg',
      access: 'operator',
      permission: 'declare.manage',
      summary: '各状态的申报数（运营）',
      description: '只计已提交过的申报；企业的草稿不计入（TOSUBMIT 恒为 0）。',
      answer: Counts,
    },
    exportList: {
      method: 'POST',
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
      path: 'declare/downloadDeclareAndOrg',
      access: 'operator',
      permission: 'declare.manage',
      summary: '导出申报列表（运营，.xlsx）',
      description: '条件同 list_declareAndOrg（不分页），文件名 政策申报列表-YYYYMMDD.xlsx。',
      body: Type.Object({ state: StateFilter(), declareId: declareIdFilter, search }),
      answer: FILE,
    },
    exportDetail: {
      method: 'POST',
      notLogged: 'an export sent as POST for its filters: it reads the park’s data and changes none',
      path: 'declare/exportDeclareAndOrgDetail',
      access: 'operator',
      permission: 'declare.audit',
      summary: '导出一份申报的详情（运营，.xlsx）',
      description: '三个工作表：申报信息、申报材料、审核记录。',
      body: Type.Object({ id: applicationId }),
      answer: FILE,
    },
  },
);

export type DeclareContract = typeof declareContract;

export type DeclareItem = ItemOf<DeclareContract['list']>;
export type DeclareDetail = AnswerOf<DeclareContract['detail']>;
export type MaterialSlot = DeclareDetail['materials'][number];
/** The caller's own application to a declaration (organisation users), if any. */
export type MyApplicationRef = NonNullable<DeclareItem['mine']>;
export type DeclareCounts = AnswerOf<DeclareContract['counts']>;
/** What save_declare takes. */
export type DeclareInput = BodyOf<DeclareContract['save']>;
/** A published policy with its apply items (the operators' pickers). */
export type PolicyOption = AnswerOf<DeclareContract['policyOptions']>[number];

export type ApplicationItem = ItemOf<DeclareContract['applications']>;
export type ApplicationDetail = AnswerOf<DeclareContract['application']>;
/** The application form (申报书) an organisation fills; drafts may leave fields empty. */
export type ApplicationForm = ApplicationDetail['form'];
export type MaterialFiles = ApplicationDetail['materials'][number];
export type DeclareFile = MaterialFiles['files'][number];
export type Landing = NonNullable<ApplicationDetail['landing']>;
export type Started = AnswerOf<DeclareContract['start']>;
export type ApplicationChanged = AnswerOf<DeclareContract['send']>;
