import type { FastifyReply } from 'fastify';
import type { UserFilters } from '../../../common/user-admin/contract.js';
import type { UserCtx } from '../../kit/context.js';
import { parkTime } from '../../lib/park-time.js';
import { sendXlsx, type XlsxColumn, type XlsxRow } from '../../lib/xlsx-export.js';
import { userItem } from './present.js';
import { userBatches, type UserFilter } from './repo.js';


type ExportRow = XlsxRow & {
  id: number;
  name: string;
  phone: string;
  kind: string;
  roles: string;
  org: string;
  state: string;
  createdAt: string;
  lastLoginAt: string;
};

export const EXPORT_COLUMNS: ReadonlyArray<XlsxColumn<ExportRow>> = [
  { header: '编号', key: 'id', width: 8 },
  { header: '姓名', key: 'name', width: 14 },
  { header: '手机号', key: 'phone', width: 14 },
  { header: '用户类型', key: 'kind', width: 14 },
  { header: '角色', key: 'roles', width: 20 },
  { header: '关联机构', key: 'org', width: 36 },
  { header: '状态', key: 'state' },
  { header: '注册时间', key: 'createdAt', width: 18 },
  { header: '最近登录', key: 'lastLoginAt', width: 18 },
];

/** 用户名录-20260521.xlsx: the day in park time. */
export const exportFileName = (now: Date = new Date()) =>
  `用户名录-${parkTime(now.toISOString()).slice(0, 10).replaceAll('-', '')}.xlsx`;

async function* exportRows(ctx: UserCtx, filter: UserFilter): AsyncGenerator<ExportRow> {
  for await (const batch of userBatches(ctx.db, filter)) {
    for (const row of batch) {
      const item = userItem(row);
      yield {
        id: item.id,
        name: item.name,
        phone: item.phone,
        kind: item.kindLabel,
        roles: item.roles.join('、'),
        org: item.orgName,
        state: item.stateLabel,
        createdAt: parkTime(item.createdAt),
        lastLoginAt: parkTime(item.lastLoginAt),
      };
    }
  }
}

/** The list under its filters, all pages, as .xlsx (the same mechanism as the appeal and org exports). */
export function exportUsers(ctx: UserCtx, filters: UserFilters | undefined, reply: FastifyReply): Promise<FastifyReply> {
  return sendXlsx(reply, {
    filename: exportFileName(),
    sheets: [{ name: '用户名录', columns: EXPORT_COLUMNS as ReadonlyArray<XlsxColumn>, rows: exportRows(ctx, filters ?? {}) }],
  });
}
