import { ITEM_LIFECYCLE, SHOWCASE_LIFECYCLE } from '../../../common/demand/lifecycle.js';
import { definePublishKind } from '../../kit/publish/kind.js';
import { itemLink } from './links.js';
import { tellMatchingDemands } from './match/tell.js';

/**
 * Items and showcases on the publish kit (server/kit/publish): owned by the organisation (every
 * active member is told of a decision), reviewed by operators holding demand.review.
 */
export const ITEM_KIND = definePublishKind({
  lifecycle: ITEM_LIFECYCLE,
  table: 'demand_items',
  columns: { title: 'title', reason: 'reason' },
  owner: { column: 'org_id', is: 'org' },
  permission: 'demand.review',
  message: { topic: 'DEMAND', link: (id) => itemLink(id) },
  effects: {
    APPROVE: {
      set: (_ctx, now) => ({ published_at: now }),
      // The owners of open demands it answers well hear of it (match/tell.ts).
      after: (trx, ctx, item) => tellMatchingDemands(trx, ctx, item.id),
    },
    DELETE: {
      before: async (trx, _ctx, item) => {
        await trx.deleteFrom('demand_terms').where('item_id', '=', item.id).execute();
        await trx
          .deleteFrom('demand_match_notes')
          .where((eb) => eb.or([eb('demand_id', '=', item.id), eb('item_id', '=', item.id)]))
          .execute();
      },
      refuse: async (trx, _ctx, item) => {
        const docked = await trx
          .selectFrom('demand_docks')
          .select('id')
          .where('item_id', '=', item.id)
          .executeTakeFirst();
        return docked ? '该信息已有对接记录，不能删除，可下线' : undefined;
      },
    },
  },
});

export const SHOWCASE_KIND = definePublishKind({
  lifecycle: SHOWCASE_LIFECYCLE,
  table: 'demand_showcases',
  columns: { title: 'title', reason: 'reason' },
  owner: { column: 'org_id', is: 'org' },
  permission: 'demand.review',
  message: { topic: 'DEMAND', link: () => '/user/orgInfoManage' },
  effects: { APPROVE: { set: (_ctx, now) => ({ published_at: now }) } },
});
