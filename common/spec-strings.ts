/**
 * The user-facing texts SPEC.md fixes (§2 logout dialog, §8 error catalogue, §9 constants), spelt
 * exactly as the spec spells them, half-width punctuation included (确定退出当前账户吗?, 注册失败!,
 * 正在登陆...): they are a contract, not copy to polish. The screens, the contracts and the server
 * take them from here; tests/unit/spec-strings.test.ts checks the spelling and that no copy of one
 * is written anywhere else.
 */
export const SPEC_STRINGS = {
  /** §2 Logout dialog: a warning dialog with this title, question and buttons; the toast on cancel. */
  logoutTitle: '确认操作',
  logoutQuestion: '确定退出当前账户吗?',
  logoutConfirm: '确定',
  logoutCancel: '取消',
  logoutCancelled: '取消退出当前账户',
  /** §8 failure fallbacks, shown when the server gave no message. */
  registerFailed: '注册失败!',
  codeSendFailed: '验证码发送失败!',
  applyFailed: '申请失败！',
  resetFailed: '重置失败!',
  /** §8 success messages. */
  registered: '注册成功，请前往登录！',
  codeSent: '验证码发送成功！',
  applied: '申请成功！',
  reset: '重置成功，请前往登录！',
  /** §8 loading overlays: general, and on account calls. */
  loading: '加载中……',
  loggingIn: '正在登陆...',
  /** §9 default export file name. */
  exportFileName: '数据导出',
} as const;

export type SpecStringKey = keyof typeof SPEC_STRINGS;
