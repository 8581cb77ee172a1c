/**
 * What other modules may use of the user administration: the row actions on any account of the
 * park (停用/启用, 重置密码 — the generic endpoints of common/user-admin/contract.ts, which need
 * user.manage). The operator-account list shows them beside its own 编辑.
 */
export { UserActions } from './parts/user-actions';
