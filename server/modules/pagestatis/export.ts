import type { FastifyReply } from 'fastify';
import type { AccessStats } from '../../../common/access/contract.js';
import { sendXlsx } from '../../lib/xlsx-export.js';

/** 访问统计-起-止.xlsx: the figures of /op/access in three sheets. */
export function exportAccess(reply: FastifyReply, stats: AccessStats): Promise<FastifyReply> {
  const share = (visits: number) => (stats.visits ? `${((visits / stats.visits) * 100).toFixed(1)}%` : '0.0%');
  return sendXlsx(reply, {
    filename: `访问统计-${stats.from.replaceAll('-', '')}-${stats.to.replaceAll('-', '')}`,
    sheets: [
      {
        name: '每日访问',
        columns: [
          { header: '日期', key: 'day', width: 12 },
          { header: '访问次数', key: 'visits' },
          { header: '访问用户数', key: 'users' },
        ],
        rows: [...stats.daily, { day: '合计', visits: stats.visits, users: stats.users }],
      },
      {
        name: '按模块',
        columns: [
          { header: '模块', key: 'label', width: 16 },
          { header: '模块代码', key: 'module', width: 14 },
          { header: '访问次数', key: 'visits' },
          { header: '占比', key: 'share' },
        ],
        rows: stats.byModule.map((m) => ({ ...m, share: share(m.visits) })),
      },
      {
        name: '按页面',
        columns: [
          { header: '页面', key: 'page', width: 20 },
          { header: '模块', key: 'label', width: 16 },
          { header: '访问次数', key: 'visits' },
          { header: '占比', key: 'share' },
        ],
        rows: stats.byPage.map((p) => ({ ...p, share: share(p.visits) })),
      },
    ],
  });
}
