import type { AuditEntry } from './certification.js';
import { AUDIT_STATUS } from './status.js';

/**
 * Policy declarations (政策申报): the operators' declaration notices (申报通知) for a policy's
 * apply item, the organisations' applications to them, their review and the landing (兑现) of
 * what was granted. The DTOs of every `/api/dpboot/declare/…` endpoint, shared by the server's
 * schemas and the screens.
 */

/** The endpoint paths under /api/dpboot/ (SPEC §7 Declare, plus the audit, the counts and the file slot). */
export const DECLARE_API = {
  list: 'declare/xg_list_declare',
  detail: 'declare/detail_declare',
  save: 'declare/save_declare',
  isTitle: 'declare/is_declare_title',
  isName: 'declare/is_declare_name',
  remove: 'declare/delete_declare',
  saveApplication: 'declare/saveDeclareAndOrg',
  applications: 'declare/list_declareAndOrg',
  start: 'declare/startDeclare',
  application: 'declare/detail_declareAndOrg',
  upFile: 'declare/upFileInfo',
  files: 'declare/getFiles',
  landing: 'declare/addLandingInfo',
  send: 'declare/sendDeclare',
  audit: 'declare/auditDeclareAndOrg',
  counts: 'declare/countDeclareAndOrg',
  policyOptions: 'declare/policyOptions',
  exportList: 'declare/downloadDeclareAndOrg',
  exportDetail: 'declare/exportDeclareAndOrgDetail',
} as const;

/** A declaration's window, from its dates and today's date in the park: 未开始 / 申报中 / 已截止. */
export const DECLARE_PHASE = {
  NOTSTARTED: '未开始',
  OPEN: '申报中',
  CLOSED: '已截止',
} as const;
export type DeclarePhase = keyof typeof DECLARE_PHASE;

/**
 * An application's state: TOSUBMIT is the organisation's draft (待提交, never reviewed); the others
 * are the audit family of SPEC §4 with its exact labels.
 */
export const DECLARE_STATE = {
  TOSUBMIT: '待提交',
  ...AUDIT_STATUS,
} as const;
export type DeclareState = keyof typeof DECLARE_STATE;
export const DECLARE_STATES = Object.keys(DECLARE_STATE) as DeclareState[];
/** States in which the organisation may edit its application and its files. */
export const EDITABLE_STATES: readonly DeclareState[] = ['TOSUBMIT', 'BACK'];

export type DeclareAuditAction = 'PASS' | 'FAIL' | 'BACK';

/** The kinds of file a material slot may accept, and the stored MIME types of each. */
export const MATERIAL_TYPES = {
  pdf: { label: 'PDF', mimes: ['application/pdf'], accept: '.pdf,application/pdf' },
  image: { label: '图片', mimes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], accept: 'image/*' },
  word: {
    label: 'Word',
    mimes: ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    accept: '.doc,.docx',
  },
  excel: {
    label: 'Excel',
    mimes: ['application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    accept: '.xls,.xlsx',
  },
  zip: { label: '压缩包', mimes: ['application/zip'], accept: '.zip' },
} as const;
export type MaterialType = keyof typeof MATERIAL_TYPES;
export const MATERIAL_TYPE_KEYS = Object.keys(MATERIAL_TYPES) as MaterialType[];

/** Limits both sides check. */
export const DECLARE_LIMITS = {
  titleMin: 4,
  titleMax: 100,
  nameMin: 2,
  nameMax: 60,
  deptMax: 50,
  contentMax: 5000,
  materialsMax: 20,
  materialNameMax: 40,
  materialNoteMax: 200,
  filesPerMaterial: 5,
  projectNameMax: 100,
  summaryMin: 10,
  summaryMax: 2000,
  remarkMax: 500,
  /** 万元 */
  amountMax: 1_000_000,
  landingNoteMax: 500,
} as const;

export interface MaterialSlot {
  id: number;
  name: string;
  required: boolean;
  types: MaterialType[];
  /** What the file must show, e.g. 加盖公章. */
  note: string;
}

/** A material slot as the operator's form sends it: without id for a new slot. */
export interface MaterialInput {
  id?: number;
  name: string;
  required: boolean;
  types: MaterialType[];
  note?: string;
}

/** The caller's own application to a declaration (organisation users), if any. */
export interface MyApplicationRef {
  id: number;
  state: DeclareState;
}

/** One declaration notice in a list. */
export interface DeclareItem {
  id: number;
  title: string;
  name: string;
  policyId: number;
  policyTitle: string;
  applyItemId: number;
  applyItemName: string;
  /** YYYY-MM-DD, inclusive, in the park's time zone. */
  startDate: string;
  endDate: string;
  phase: DeclarePhase;
  phaseLabel: string;
  dept: string;
  /** Operators: applications beyond drafts (submitted at least once); null for others. */
  applied: number | null;
  mine: MyApplicationRef | null;
  updatedAt: string;
}

export interface DeclareDetail extends DeclareItem {
  phone: string;
  /** Plain text; line breaks are paragraphs. */
  content: string;
  materials: MaterialSlot[];
  /** Operators: applications of every state, drafts included; null for others. */
  counts: Record<DeclareState, number> | null;
}

/** A published policy with its apply items (declare/policyOptions, the operators' pickers). */
export interface PolicyOption {
  id: number;
  title: string;
  items: { id: number; name: string }[];
}

/** What save_declare takes. */
export interface DeclareInput {
  id?: number;
  policyId: number;
  applyItemId: number;
  title: string;
  name: string;
  startDate: string;
  endDate: string;
  dept: string;
  phone: string;
  content: string;
  materials: MaterialInput[];
}

/** The application form (申报书) an organisation fills; drafts may leave fields empty. */
export interface ApplicationForm {
  contactName: string;
  contactPhone: string;
  projectName: string;
  projectSummary: string;
  /** 申请金额, 万元. */
  amountApplied: number | null;
  /** 上年度营业收入, 万元. */
  revenue: number | null;
  /** 上年度研发投入, 万元. */
  rdExpense: number | null;
  /** 职工人数. */
  employees: number | null;
  remark: string;
}

export const EMPTY_APPLICATION_FORM: ApplicationForm = {
  contactName: '',
  contactPhone: '',
  projectName: '',
  projectSummary: '',
  amountApplied: null,
  revenue: null,
  rdExpense: null,
  employees: null,
  remark: '',
};

export interface DeclareFile {
  id: number;
  filename: string;
  mime: string;
  size: number;
  /** Signed download address. */
  url: string;
}

export interface MaterialFiles extends MaterialSlot {
  files: DeclareFile[];
}

export interface Landing {
  /** 兑现金额, 万元. */
  amount: number;
  /** YYYY-MM-DD */
  landedOn: string;
  note: string;
  file: DeclareFile | null;
  recorderName: string;
  updatedAt: string;
}

/** One application in a list. */
export interface ApplicationItem {
  id: number;
  declareId: number;
  declareTitle: string;
  declareName: string;
  policyTitle: string;
  applyItemName: string;
  endDate: string;
  phase: DeclarePhase;
  orgId: number;
  orgName: string;
  state: DeclareState;
  stateLabel: string;
  projectName: string;
  amountApplied: number | null;
  /** The latest FAIL / BACK reason. */
  reason: string;
  landed: boolean;
  landingAmount: number | null;
  submittedAt: string | null;
  auditedAt: string | null;
  updatedAt: string;
}

export interface ApplicationDetail extends ApplicationItem {
  form: ApplicationForm;
  creditCode: string;
  applicantName: string;
  materials: MaterialFiles[];
  landing: Landing | null;
  /** Oldest first. */
  history: AuditEntry[];
  /** Whether the caller may edit and submit now (its organisation, an editable state, the window allows). */
  editable: boolean;
}

export type DeclareCounts = Record<DeclareState, number>;

/** The audit-trail labels of an application's actions. */
export const DECLARE_ACTION_LABELS: Readonly<Record<string, string>> = {
  START: '开始申报',
  SUBMIT: '提交申报',
  RESUBMIT: '修改后重新提交',
  PASS: '审核通过',
  FAIL: '审核不通过',
  BACK: '退回修改',
  LANDING: '登记兑现',
};

export function materialAccept(types: readonly MaterialType[]): string {
  return types.map((t) => MATERIAL_TYPES[t].accept).join(',');
}

export function materialTypesLabel(types: readonly MaterialType[]): string {
  return types.map((t) => MATERIAL_TYPES[t].label).join('、');
}

export function mimeAllowed(mime: string, types: readonly MaterialType[]): boolean {
  return types.some((t) => (MATERIAL_TYPES[t].mimes as readonly string[]).includes(mime));
}
