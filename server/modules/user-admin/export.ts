import type { FastifyReply } from 'fastify';
import type { UserFilters } from '../../../common/user-admin/contract.js';
import type { UserCtx } from '../../kit/context.js';
import { everyBatch, sendSheet, type SheetColumns } from '../../kit/sheet.js';
import { parkTime } from '../../lib/park-time.js';
import { userItem, type UserRecord } from './present.js';
import { userBatches, type UserFilter } from './repo.js';

/** The user list's columns, read from a listed user. */
const EXPORT_COLUMNS: SheetColumns<UserRecord> = [
  { header: '编号', width: 8, cell: (u) => u.id },
  { header: '姓名', width: 14, cell: (u) => u.name },
  { header: '手机号', width: 14, cell: (u) => u.phone },
  { header: '用户类型', width: 14, cell: (u) => u.kindLabel },
  { header: '角色', width: 20, cell: (u) => u.roles.join('、') },
  { header: '关联机构', width: 36, cell: (u) => u.orgName },
  { header: '状态', cell: (u) => u.stateLabel },
  { header: '注册时间', width: 18, cell: (u) => parkTime(u.createdAt) },
  { header: '最近登录', width: 18, cell: (u) => parkTime(u.lastLoginAt) },
];

async function* exportRows(ctx: UserCtx, filter: UserFilter) {
  for await (const row of everyBatch(userBatches(ctx.db, filter))) yield userItem(row);
}

/** 用户名录-20260521.xlsx: the list under its filters, all pages (the same mechanism as the appeal and org exports). */
export function exportUsers(ctx: UserCtx, filters: UserFilters | undefined, reply: FastifyReply): Promise<FastifyReply> {
  return sendSheet(reply, { name: '用户名录', columns: EXPORT_COLUMNS, rows: exportRows(ctx, filters ?? {}) });
}
