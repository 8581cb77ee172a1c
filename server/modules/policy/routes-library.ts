import { POLICY_LEVEL_KEYS, POLICY_LEVELS } from '../../../common/policy.js';
import { policyLibraryContract } from '../../../common/policy/library/contract.js';
import { isOperator } from '../../../common/roles.js';
import type { AppInstance } from '../../app-types.js';
import { sizeOf } from '../../kit/list-input.js';
import { answered, serveAll } from '../../kit/serve.js';
import { history } from '../../lib/audit-log.js';
import { nowIso } from '../../lib/clock.js';
import { SUBJECT } from './context.js';
import { parkToday } from '../../lib/park-time.js';
import { PolicyListMemo } from './list-memo.js';
import { detail, fileItem, hotItem, listItem } from './present.js';
import * as repo from './repo-library.js';
import { industryList } from './rules.js';
import { addPolicy, auditPolicy, deletePolicy, editPolicy, POLICY_ACTION_LABELS } from './save-library.js';
import { visiblePolicy } from './visible.js';

/** Names with how often they occur, the most frequent first. */
function counted(values: string[]) {
  const map = new Map<string, number>();
  for (const v of values) map.set(v, (map.get(v) ?? 0) + 1);
  return [...map]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh'));
}

/** The policy library: public reads (GET, cacheable, no personal data) and the operators' writes. */
export default async function libraryRoutes(app: AppInstance) {
  // One per app: the list's answers per data version of the park's policies (list-memo.ts).
  const lists = new PolicyListMemo();
  serveAll(app, policyLibraryContract, {
    list: async ({ query: q, ctx, page, request, reply }) => {
      const op = isOperator(ctx.user);
      const today = parkToday();
      const validity = q.validity === '' || q.validity === 'ALL' ? undefined : q.validity;
      return lists.send({ request, reply, db: ctx.db, tenantId: ctx.tenantId }, { day: today, operator: op, query: q }, async () => {
        const { rows, total } = await repo.listPolicies(
          ctx.db,
          {
            operator: op,
            search: q.search,
            level: q.level || undefined,
            industry: q.industry,
            issuer: q.issuer?.trim() || undefined,
            state: op ? q.state || undefined : undefined,
            validity,
            autoGrant: q.autoGrant,
            sort: q.sort ?? 'NEW',
            orderBy: { orderBy: q.orderBy, order: q.order },
            page,
          },
          today,
        );
        return { list: rows.map((r) => listItem(r, today)), total };
      });
    },
    filters: async ({ ctx }) => {
      const rows = await repo.filterSource(ctx.db, isOperator(ctx.user), parkToday());
      return {
        levels: POLICY_LEVEL_KEYS.map((value) => ({
          value,
          label: POLICY_LEVELS[value],
          count: rows.filter((r) => r.level === value).length,
        })),
        industries: counted(rows.flatMap((r) => industryList(r.industries))),
        issuers: counted(rows.map((r) => r.issuer)),
      };
    },
    detail: async ({ query, ctx, request }) => {
      let policy = await visiblePolicy(ctx, query.id);
      const today = parkToday();
      if (policy.state === 'JOINT') {
        const viewer = ctx.user ? `u:${ctx.user.id}` : `ip:${request.ip}`;
        if (await repo.addView(ctx.db, policy.id, viewer, today, nowIso()))
          policy = { ...policy, view_count: policy.view_count + 1 };
      }
      const files = (await repo.filesOf(ctx.db, policy.id)).map(fileItem);
      return detail(policy, files, today);
    },
    hot: async ({ query, ctx }) =>
      (await repo.hotPolicies(ctx.db, parkToday(), sizeOf(policyLibraryContract.hot, query))).map(hotItem),
    checkDuplicate: async ({ query, ctx }) => {
      const title = query.title.replace(/\s+/g, ' ').trim();
      return { duplicate: await repo.titleTaken(ctx.db, title, query.id) };
    },
    add: ({ body, ctx }) => addPolicy(ctx, body),
    edit: ({ body, ctx }) => editPolicy(ctx, body.id, body),
    delete: ({ query, ctx }) => deletePolicy(ctx, query.id),
    audit: async ({ body, ctx }) =>
      answered(
        await auditPolicy(ctx, body.id, body.state, body.reason),
        body.state === 'JOINT' ? '审核通过，已发布' : '已驳回',
      ),
    history: async ({ query, ctx }) => {
      const policy = await visiblePolicy(ctx, query.id);
      return history(ctx.db, ctx.tenantId, SUBJECT, policy.id, POLICY_ACTION_LABELS);
    },
  });
}
