/**
 * The terms of 科技服务: the categories a park files service organisations and products under, the
 * status of an application for a service (服务申请) and of a requirement (服务需求), the steps that
 * move them, and the limits the server and the forms check alike.
 */

export const SERVICE_CATEGORIES = [
  '知识产权',
  '检验检测',
  '技术转移',
  '人力资源',
  '财税咨询',
  '法律服务',
  '科技金融',
  '管理咨询',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** How a service is priced, as a park's service catalogue prints it. */
export const PRICE_MODES = ['免费', '园区补贴', '优惠价', '市场价', '面议'] as const;

/** A service organisation's standing on the platform: serving, or suspended by the park. */
export const ORG_STATUS = { ACTIVE: '正常服务', SUSPENDED: '暂停服务' } as const;
export type OrgStatus = keyof typeof ORG_STATUS;
export const ORG_STATUSES = Object.keys(ORG_STATUS) as OrgStatus[];

/**
 * 服务申请 and 服务需求 share one status family and one trail (a "case"): waiting (TOAUDIT), being
 * served (AUDITING), done (PASS) or not taken up (BACK). The labels differ per kind.
 */
export const CASE_STATUSES = ['TOAUDIT', 'AUDITING', 'PASS', 'BACK'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export type CaseKind = 'APPLY' | 'REQUIRE';

export const APPLY_STATUS: Record<CaseStatus, string> = {
  TOAUDIT: '待受理',
  AUDITING: '服务中',
  PASS: '已完成',
  BACK: '未受理',
};
export const REQUIRE_STATUS: Record<CaseStatus, string> = {
  TOAUDIT: '待对接',
  AUDITING: '对接中',
  PASS: '已解决',
  BACK: '已关闭',
};
export const CASE_LABELS: Record<CaseKind, Record<CaseStatus, string>> = { APPLY: APPLY_STATUS, REQUIRE: REQUIRE_STATUS };

/**
 * The steps of a case. NOTE (跟进记录) changes nothing but is kept in the trail; ACCEPT is an
 * application taken up by its organisation (or the park), ASSIGN a requirement given to a service
 * organisation (again while it is being served: a re-assignment), FINISH closes it with the
 * outcome, DECLINE ends it with the reason.
 */
export const CASE_STEPS = {
  NOTE: { label: '跟进记录', from: ['TOAUDIT', 'AUDITING'], to: null, note: 'required' },
  ACCEPT: { label: '受理', from: ['TOAUDIT'], to: 'AUDITING', note: 'optional' },
  ASSIGN: { label: '分派', from: ['TOAUDIT', 'AUDITING'], to: 'AUDITING', note: 'optional' },
  FINISH: { label: '办结', from: ['AUDITING'], to: 'PASS', note: 'required' },
  DECLINE: { label: '不受理', from: ['TOAUDIT', 'AUDITING'], to: 'BACK', note: 'required' },
} as const satisfies Record<string, { label: string; from: readonly CaseStatus[]; to: CaseStatus | null; note: 'required' | 'optional' }>;
export type CaseStep = keyof typeof CASE_STEPS;
export const CASE_STEP_NAMES = Object.keys(CASE_STEPS) as CaseStep[];

/** What each kind's steps are called on its screens. */
export const STEP_LABELS: Record<CaseKind, Partial<Record<CaseStep, string>>> = {
  APPLY: { NOTE: '跟进记录', ACCEPT: '受理', FINISH: '办结', DECLINE: '不受理' },
  REQUIRE: { NOTE: '跟进记录', ASSIGN: '选定服务机构', FINISH: '确认解决', DECLINE: '关闭需求' },
};

/** Trail rows that are no step of the status family: the submission, an edit, a service organisation's answer. */
export const TRAIL_LABELS: Readonly<Record<string, string>> = { SUBMIT: '提交', EDIT: '修改需求', ANSWER: '机构应答' };

export const CASE_REFUSALS: Record<CaseStatus, string> = {
  TOAUDIT: '该记录尚未受理',
  AUDITING: '该记录正在办理中',
  PASS: '该记录已办结',
  BACK: '该记录已结束',
};

export const SERVICE_LIMITS = {
  titleMin: 2,
  titleMax: 60,
  textMin: 10,
  textMax: 1000,
  noteMin: 2,
  noteMax: 200,
  contactMax: 20,
  budgetMax: 10_000_000, // 元
  ratingMin: 1,
  ratingMax: 5,
  commentMax: 200,
} as const;

export const PHONE_PATTERN = '^(1\\d{10}|0\\d{2,3}-?\\d{7,8})$';

/** '4.6' from a mean rating, '—' when there is none. */
export const formatRating = (mean: number | null) => (mean === null ? '—' : mean.toFixed(1));

/** A quote or a budget in 元 as the messages print it: '12,000 元', '面议' when there is none. */
export const quoteText = (yuan: number | null) => (yuan === null ? '面议' : `${yuan.toLocaleString('en-US')} 元`);
