/**
 * The four status families of SPEC §4 with their exact Chinese labels, one row a family (codes in
 * the order of the screens' tabs).
 */
export const STATUS_FAMILIES = {
  audit: { TOAUDIT: '待审核', PASS: '审核通过', FAIL: '审核不通过', BACK: '申请退回' },
  loan: { TOAUDIT: '待处理', AUDITING: '跟进中', PASS: '放款完成', BACK: '不跟进' },
  publish: { CHECK: '待审核', JOINT: '已发布', CANCEL: '审核不通过' },
  appointment: { TOSUBMIT: '待提交', TOAUDIT: '待审核', PASS: '已发布', FAIL: '审核不通过', NOTPUBLISH: '未发布' },
} as const;
export type StatusFamily = keyof typeof STATUS_FAMILIES;

export const AUDIT_STATUS = STATUS_FAMILIES.audit;
export type AuditStatus = keyof typeof AUDIT_STATUS;

export const LOAN_STATUS = STATUS_FAMILIES.loan;
export type LoanStatus = keyof typeof LOAN_STATUS;

export const PUBLISH_STATUS = STATUS_FAMILIES.publish;
export type PublishStatus = keyof typeof PUBLISH_STATUS;

export const APPOINTMENT_STATUS = STATUS_FAMILIES.appointment;
export type AppointmentStatus = keyof typeof APPOINTMENT_STATUS;

/** Some codes of a family with their labels, in the order given: a kind that lives part of a family. */
export function someOf<F extends Readonly<Record<string, string>>, const K extends keyof F & string>(
  family: F,
  codes: readonly K[],
): { readonly [P in K]: F[P] } {
  return Object.fromEntries(codes.map((code) => [code, family[code]])) as { readonly [P in K]: F[P] };
}
