import { userAdminContract as c, type USER_LIST_SORTS, type UserKind, type UserState } from '@common/user-admin/contract';
import { operationLogContract } from '@common/user-admin/log/contract';
import { parkToday } from '@common/park-time';
import { defineAction, defineDownload, defineItem, defineList, defineQuery } from '@/ui/resource';
import { sortInput, type SortParams } from '@/ui/list-page/query-state';

/** The user administration resources (common/user-admin/contract.ts). */

export type { OrgUsers, UserCounts, UserListItem, UserUnlink } from '@common/user-admin/contract';

/** The screen's query: the URL's strings ('' = 全部); the server checks them. */
export type UserQuery = { search?: string; kind?: string; state?: string } & SortParams;

/** The filters (the list's and the export's); the sort is the list's alone. */
const filters = ({ orderBy: _orderBy, order: _order, ...q }: UserQuery) => ({
  search: q.search,
  kind: q.kind as UserKind | '' | undefined,
  state: q.state as UserState | '' | undefined,
});

export const users = defineList(c.list, {
  toQuery: (q: UserQuery) => ({ ...filters(q), ...sortInput<(typeof USER_LIST_SORTS)[number]>(q) }),
});
export const userCounts = defineQuery(c.counts);
/** 导出: the list under its filters, all pages, as .xlsx. */
export const userExport = defineDownload(c.export, { toInput: filters });
export const orgUsers = defineItem(c.orgUsers);

const AFFECTED = [users, userCounts, orgUsers];

export const disableUser = defineAction(c.disable, { toInput: (id: number) => ({ id }), revalidate: AFFECTED, success: '已停用' });
export const enableUser = defineAction(c.enable, { toInput: (id: number) => ({ id }), revalidate: AFFECTED, success: '已启用' });
/** The answer says which phone was told by SMS; the dialog shows it, not a toast. */
export const resetUserPassword = defineAction(c.resetPassword, { toInput: (id: number) => ({ id }), revalidate: AFFECTED });
export const unlinkUser = defineAction(c.unlink, { revalidate: AFFECTED, success: '已解除关联' });

/** The operation log (common/user-admin/log/contract.ts). */
export type LogQuery = { search?: string; module?: string; days?: string };
export type { OperationLogItem } from '@common/user-admin/log/contract';
/** The time range of the log: the last N park days, today included ('' or none: all). */
const sinceDays = (days: string | undefined) => {
  const n = Number(days);
  return Number.isInteger(n) && n > 0 ? parkToday(Date.now(), n - 1) : undefined;
};
export const operationLog = defineList(operationLogContract.list, {
  toQuery: (q: LogQuery) => ({ search: q.search, module: q.module || undefined, from: sinceDays(q.days) }),
});
export const operationLogModules = defineQuery(operationLogContract.modules);
