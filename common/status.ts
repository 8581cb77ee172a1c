/** The four status families of SPEC §4 with their exact Chinese labels. */
export const AUDIT_STATUS = {
  TOAUDIT: '待审核',
  PASS: '审核通过',
  FAIL: '审核不通过',
  BACK: '申请退回',
} as const;
export type AuditStatus = keyof typeof AUDIT_STATUS;

export const LOAN_STATUS = {
  TOAUDIT: '待处理',
  AUDITING: '跟进中',
  PASS: '放款完成',
  BACK: '不跟进',
} as const;
export type LoanStatus = keyof typeof LOAN_STATUS;

export const PUBLISH_STATUS = {
  CHECK: '待审核',
  JOINT: '已发布',
  CANCEL: '审核不通过',
} as const;
export type PublishStatus = keyof typeof PUBLISH_STATUS;

export const APPOINTMENT_STATUS = {
  TOSUBMIT: '待提交',
  TOAUDIT: '待审核',
  PASS: '已发布',
  FAIL: '审核不通过',
  NOTPUBLISH: '未发布',
} as const;
export type AppointmentStatus = keyof typeof APPOINTMENT_STATUS;

export const STATUS_FAMILIES = {
  audit: AUDIT_STATUS,
  loan: LOAN_STATUS,
  publish: PUBLISH_STATUS,
  appointment: APPOINTMENT_STATUS,
} as const;
export type StatusFamily = keyof typeof STATUS_FAMILIES;
