import { Type } from 'typebox';
import { Nullable, pageOf, paging } from '../../contract/atoms.js';
import { defineContract, type AnswerOf, type ItemOf } from '../../contract/endpoint.js';

/**
 * The operation log (操作日志): every successful change made by a signed-in user of the park,
 * recorded by the server for all modules (server/plugins/operation-log.ts) in the park's words —
 * the module (通知公告) and the operation (发布通知) — and read by the park's administrators. Reads,
 * searches, previews, counts and exports sent as POST are no changes: their contracts say so
 * (`notLogged`) and leave no row.
 */

const day = (title: string) =>
  Type.Optional(Type.String({ title, pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', description: 'YYYY-MM-DD（园区时间）；空表示不限' }));

/** How many of one's own latest changes the workbench shows. */
export const RECENT_LIMIT = 8;

const RecentItem = Type.Object({
  id: Type.Integer(),
  module: Type.String({ description: '模块，如 通知公告（较早的记录为空）' }),
  action: Type.String({ description: '操作，如 发布通知' }),
  recordId: Nullable(Type.Integer({ description: '路径中的记录编号' })),
  createdAt: Type.String(),
});

export const operationLogContract = defineContract(
  { base: 'dpboot', tag: 'operation-log', module: '操作日志' },
  {
    list: {
      method: 'GET',
      path: 'system/operationLog/list',
      access: 'operator',
      permission: 'system.audit',
      summary: '操作日志（运营）',
      description: '本园区用户对数据的改动（新增、修改、删除、审核、发送等；查询、检索、预览与导出不记录），最新的在前；可按操作人、模块、操作名称搜索，按日期筛选。不记录请求内容。',
      query: Type.Object({
        search: Type.Optional(Type.String({ title: '关键词', maxLength: 50, description: '操作人姓名、模块或操作名称中的文字' })),
        operator: Type.Optional(Type.String({ title: '操作人', maxLength: 30, description: '操作人姓名中的文字' })),
        module: Type.Optional(Type.String({ title: '模块', maxLength: 30, description: '模块名称，如 通知公告；空表示全部' })),
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
          module: Type.String({ description: '模块，如 通知公告（较早的记录为空）' }),
          action: Type.String({ description: '操作，如 发布通知' }),
          route: Type.String({ description: '接口路径模式，如 /api/dpboot/notice/publish/:id' }),
          recordId: Nullable(Type.Integer({ description: '路径中的记录编号' })),
          status: Type.Integer(),
          ip: Type.String(),
          createdAt: Type.String(),
        }),
      ),
      dataScope: { by: '操作人' },
    },
    mine: {
      method: 'GET',
      path: 'system/operationLog/mine',
      access: 'login',
      summary: '我的最近操作',
      description: `当前用户在本园区最近的 ${String(RECENT_LIMIT)} 次改动，最新的在前：工作台的最近动态。只含本人的操作。`,
      answer: Type.Array(RecentItem),
    },
    modules: {
      method: 'GET',
      path: 'system/operationLog/modules',
      access: 'operator',
      permission: 'system.audit',
      summary: '操作日志中出现过的模块（运营）',
      description: '本园区操作日志中出现过的模块名称，按名称排序：筛选“模块”的选项。',
      answer: Type.Array(Type.String()),
    },
  },
);

export type OperationLogItem = ItemOf<typeof operationLogContract.list>;
export type RecentOperation = AnswerOf<typeof operationLogContract.mine>[number];
