import { windowPhases } from '../date-window.js';
import { AUDIT_STATUS } from '../status.js';
import type { ApplicationForm } from './contract.js';

/**
 * Policy declarations (政策申报): the states, windows, file kinds and limits the server and the
 * screens share. The shapes of the requests and answers are in ./contract.ts.
 */

/** A declaration's window, from its dates and today's date in the park: 未开始 / 申报中 / 已截止. */
export const DECLARE_PHASE = windowPhases('申报中');
export type DeclarePhase = keyof typeof DECLARE_PHASE;
export const DECLARE_PHASES = Object.keys(DECLARE_PHASE) as DeclarePhase[];

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

/** The review's decisions. */
export const DECLARE_AUDIT_ACTIONS = ['PASS', 'FAIL', 'BACK'] as const;
export type DeclareAuditAction = (typeof DECLARE_AUDIT_ACTIONS)[number];

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
