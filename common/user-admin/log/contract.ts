import { Type } from 'typebox';
import { Nullable, pageOf, paging } from '../../contract/atoms.js';
import { defineContract, type ItemOf } from '../../contract/endpoint.js';

/**
 * The operation log (操作日志): every successful write of a signed-in user of the park, recorded by
 * the server for all modules (server/plugins/operation-log.ts), read by the park's administrators.
 */

const day = (title: string) =>
  Type.Optional(Type.String({ title, pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', description: 'YYYY-MM-DD（园区时间）；空表示不限' }));

export const operationLogContract = defineContract(
  { base: 'dpboot', tag: 'operation-log' },
  {
    list: {
      method: 'GET',
      path: 'system/operationLog/list',
      access: 'operator',
      permission: 'system.audit',
      summary: '操作日志（运营）',
      description: '本园区用户的写操作，最新的在前；可按操作人或操作名称搜索，按日期筛选。不记录请求内容。',
      query: Type.Object({
        search: Type.Optional(Type.String({ title: '关键词', maxLength: 50, description: '操作人姓名或操作名称中的文字' })),
        from: day('开始日期'),
        to: day('结束日期'),
        ...paging,
      }),
      answer: pageOf(
        Type.Object({
          id: Type.Integer(),
          userId: Type.Integer(),
          userName: Type.String(),
          method: Type.String(),
          action: Type.String({ description: '接口说明，如“发布通知（运营）”' }),
          route: Type.String({ description: '接口路径模式，如 /api/dpboot/notice/publish/:id' }),
          recordId: Nullable(Type.Integer({ description: '路径中的记录编号' })),
          status: Type.Integer(),
          ip: Type.String(),
          createdAt: Type.String(),
        }),
      ),
      dataScope: { by: '操作人' },
    },
  },
);

export type OperationLogItem = ItemOf<typeof operationLogContract.list>;
