import { collectContract } from '../../../common/scene/collect.js';
import { abilityContract, oppContract } from '../../../common/scene/contract.js';
import type { AppInstance } from '../../app-types.js';
import { publishHandlers } from '../../kit/publish/serve.js';
import { serveAll } from '../../kit/serve.js';
import { notFound } from '../../lib/errors.js';
import { parkToday } from '../../lib/park-time.js';
import { exportAbilities, exportItems, exportOpps } from './export.js';
import { abilityRow, itemRow, oppRow, roundRow, fieldsOf } from './present.js';
import { ABILITY_KIND, ITEM_KIND, OPP_KIND } from './publish-kind.js';
import * as repo from './repo.js';
import { closeRound, saveAbility, saveItem, saveOpp, saveRound } from './save.js';
import { presentedOne, presentedPage } from '../../kit/present.js';

/** The review endpoints every kind has (common/scene/review.ts). */
const reviewOf = <S extends string, A extends string>(handlers: ReturnType<typeof publishHandlers<S, A>>) => ({
  counts: handlers.counts,
  batch: handlers.batch,
  history: handlers.history,
});

/** 应用场景: opportunities, capabilities and collection rounds, reviewed on the publish kit. */
export default async function sceneRoutes(app: AppInstance) {
  const opp = publishHandlers(OPP_KIND);
  serveAll(app, oppContract, {
    list: async ({ query: q, page, ctx }) => {
      const today = parkToday();
      const { rows, total } = await repo.opps(ctx.db, q, today, page, { orderBy: q.orderBy, order: q.order });
      return { list: rows.map((r) => oppRow(r, today)), total };
    },
    detail: async ({ params, ctx }) => {
      const row = await repo.oppById(ctx.db, params.id);
      if (!row) throw notFound('场景机会');
      return oppRow(row, parkToday());
    },
    save: ({ body, ctx }) => saveOpp(ctx, body),
    export: ({ body, ctx, reply }) => {
      const today = parkToday();
      return exportOpps(reply, async (pagenum, size) => (await repo.opps(ctx.db, body, today, { pagenum, size })).rows.map((r) => oppRow(r, today)));
    },
    approve: opp.transition('APPROVE'), reject: opp.transition('RETURN'), offline: opp.transition('OFFLINE'), remove: opp.removal('DELETE'),
    ...reviewOf(opp),
  });

  const ability = publishHandlers(ABILITY_KIND);
  serveAll(app, abilityContract, {
    list: ({ query: q, page, ctx }) => presentedPage(repo.abilities(ctx.db, q, page, { orderBy: q.orderBy, order: q.order }), abilityRow),
    detail: ({ params, ctx }) => presentedOne(repo.abilityById(ctx.db, params.id), '场景能力', abilityRow),
    save: ({ body, ctx }) => saveAbility(ctx, body),
    export: ({ body, ctx, reply }) => exportAbilities(reply, async (pagenum, size) => (await repo.abilities(ctx.db, body, { pagenum, size })).rows.map(abilityRow)),
    orgs: ({ ctx }) => repo.orgOptions(ctx.db),
    pass: ability.transition('PASS'), fail: ability.transition('FAIL'), back: ability.transition('BACK'), offline: ability.transition('OFFLINE'),
    ...reviewOf(ability),
  });

  const item = publishHandlers(ITEM_KIND);
  const round = async (db: Parameters<typeof repo.roundById>[0], id: number) => {
    const row = await repo.roundById(db, id);
    if (!row) throw notFound('场景征集');
    return roundRow(row);
  };
  serveAll(app, collectContract, {
    rounds: ({ query: q, page, ctx }) => presentedPage(repo.rounds(ctx.db, q, page), roundRow),
    round: ({ params, ctx }) => round(ctx.db, params.id),
    saveRound: ({ body, ctx }) => saveRound(ctx, body),
    closeRound: async ({ params, ctx }) => {
      await closeRound(ctx, params.id);
      return round(ctx.db, params.id);
    },
    roundOptions: async ({ ctx }) =>
      (await ctx.db.selectFrom('scene_rounds').select(['id', 'title', 'status', 'fields']).orderBy('start_date', 'desc').orderBy('id', 'desc').execute()).map((r) => ({
        id: r.id,
        name: r.title,
        status: r.status,
        fields: fieldsOf(r.fields),
      })),
    orgs: ({ ctx }) => repo.orgOptions(ctx.db),
    items: ({ query: q, page, ctx }) => presentedPage(repo.items(ctx.db, q, page), itemRow),
    item: ({ params, ctx }) => presentedOne(repo.itemById(ctx.db, params.id), '征集内容', itemRow),
    saveItem: ({ body, ctx }) => saveItem(ctx, body),
    exportItems: ({ body, ctx, reply }) => exportItems(reply, async (pagenum, size) => (await repo.items(ctx.db, body, { pagenum, size })).rows.map(itemRow)),
    pass: item.transition('PASS'), fail: item.transition('FAIL'), back: item.transition('BACK'),
    ...reviewOf(item),
  });
}
