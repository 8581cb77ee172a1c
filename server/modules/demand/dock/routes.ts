import { dockContract } from '../../../../common/demand/dock/contract.js';
import type { QueryOf } from '../../../../common/contract/endpoint.js';
import {
  DOCK_OUTCOME_KEYS,
  DOCK_OUTCOMES,
  DOCK_STATE_KEYS,
  DOCK_STATES,
  dockLabel,
} from '../../../../common/demand/dock/model.js';
import { ITEM_KINDS } from '../../../../common/demand/model.js';
import type { AppInstance } from '../../../app-types.js';
import { serveAll } from '../../../kit/serve.js';
import { parkTime } from '../../../lib/park-time.js';
import { sendXlsx, type XlsxColumn } from '../../../lib/xlsx-export.js';
import { answerDock, dockOfParty, orgOf, recordOutcome, sendDock } from './actions.js';
import { dockDetail, dockRow } from './present.js';
import * as repo from './repo.js';

const COLUMNS: XlsxColumn[] = [
  { header: '编号', key: 'id', width: 8 },
  { header: '信息类型', key: 'kind', width: 10 },
  { header: '信息标题', key: 'title', width: 36 },
  { header: '发布方（接收方）', key: 'owner', width: 30 },
  { header: '发起方', key: 'from', width: 30 },
  { header: '状态', key: 'status', width: 18 },
  { header: '婉拒原因', key: 'reason', width: 24 },
  { header: '来自匹配推荐', key: 'suggested', width: 12 },
  { header: '发起时间', key: 'createdAt', width: 18 },
  { header: '最后更新', key: 'updatedAt', width: 18 },
];

type ManageQuery = QueryOf<typeof dockContract.manageExport>;

/** The operators' filter, of the list and the export alike. */
const manageFilter = (q: ManageQuery): repo.DockFilter => ({
  status: q.status || undefined,
  outcome: q.outcome || undefined,
  search: q.search,
  ...(q.orgId ? { party: { side: q.side || 'either', orgId: q.orgId } } : {}),
});

/** Docking: sending, the two parties' lists and answers, the operators' list, statistics and export. */
export default async function dockRoutes(app: AppInstance) {
  serveAll(app, dockContract, {
    send: ({ body, ctx }) => sendDock(ctx, body),
    sent: async ({ query, page, ctx }) => {
      const party = { side: 'from' as const, orgId: orgOf(ctx) };
      const { rows, total } = await repo.listDocks(ctx.db, { party, status: query.status || undefined, page });
      return { list: rows.map(dockRow), total };
    },
    received: async ({ query, page, ctx }) => {
      const party = { side: 'owner' as const, orgId: orgOf(ctx) };
      const { rows, total } = await repo.listDocks(ctx.db, { party, status: query.status || undefined, page });
      return { list: rows.map(dockRow), total };
    },
    detail: async ({ params, ctx }) => {
      const { dock, side } = await dockOfParty(ctx, params.id);
      return dockDetail(dock, side);
    },
    accept: ({ params, ctx }) => answerDock(ctx, params.id, { accept: true }),
    decline: ({ params, body, ctx }) => answerDock(ctx, params.id, { accept: false, reason: body.reason }),
    outcome: ({ params, body, ctx }) => recordOutcome(ctx, params.id, body.outcome),
    manageList: async ({ query: q, page, ctx }) => {
      const { rows, total } = await repo.listDocks(ctx.db, {
        ...manageFilter(q),
        page,
        sort: { orderBy: q.orderBy, order: q.order },
      });
      return { list: rows.map(dockRow), total };
    },
    manageStats: async ({ ctx }) => {
      const counts = await repo.dockCounts(ctx.db);
      const sum = (pick: (c: { status: string; outcome: string }) => boolean) =>
        counts.filter(pick).reduce((n, c) => n + c.n, 0);
      return {
        total: sum(() => true),
        states: DOCK_STATE_KEYS.map((key) => ({ key, label: DOCK_STATES[key], count: sum((c) => c.status === key) })),
        outcomes: [
          ...DOCK_OUTCOME_KEYS.map((key) => ({ key, label: DOCK_OUTCOMES[key], count: sum((c) => c.outcome === key) })),
          {
            key: 'NONE',
            label: '未登记',
            count: sum((c) => c.status === 'ACCEPTED' && c.outcome === ''),
          },
        ],
        suggested: await repo.suggestionHits(ctx.db),
      };
    },
    manageExport: async ({ query: q, ctx, reply }) => {
      const rows = await repo.allDocks(ctx.db, manageFilter(q));
      return sendXlsx(reply, {
        filename: '对接记录.xlsx',
        sheets: [
          {
            name: '对接记录',
            columns: COLUMNS,
            rows: rows.map((r) => ({
              id: r.id,
              kind: ITEM_KINDS[r.item_kind],
              title: r.item_title,
              owner: r.owner_org_name,
              from: r.from_org_name,
              status: dockLabel(r.status, r.outcome),
              reason: r.reason,
              suggested: r.suggested_from === null ? '否' : '是',
              createdAt: parkTime(r.created_at),
              updatedAt: parkTime(r.updated_at),
            })),
          },
        ],
      });
    },
  });
}
