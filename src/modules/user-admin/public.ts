/**
 * What other modules may use of the user administration: the row actions on any account of the
 * park (停用/启用, 重置密码 — the generic endpoints of common/user-admin/contract.ts, which need
 * user.manage), offered only where the row is `manageable`, and the note shown where it is not.
 * The operator-account list shows them beside its own 编辑.
 */
export { Locked, UserActions } from './parts/user-actions';
