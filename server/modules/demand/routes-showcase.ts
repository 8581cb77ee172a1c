import {
  showcaseContract,
  type ManagedShowcaseT,
  type PublicShowcaseT,
} from '../../../common/demand/showcase/contract.js';
import { BIZ } from '../../../common/envelope.js';
import type { AppInstance } from '../../app-types.js';
import type { UserCtx } from '../../kit/context.js';
import { noteCreated, storeEdit } from '../../kit/publish/edit.js';
import { publishHandlers } from '../../kit/publish/serve.js';
import { serveAll } from '../../kit/serve.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { SHOWCASE_KIND } from './publish-kind.js';
import * as repo from './repo-showcase.js';
import type { ShowcaseRow } from './repo-showcase.js';
import { NO_ORG, newForReview } from './save.js';

const publicShowcase = (r: ShowcaseRow): PublicShowcaseT => ({
  id: r.id,
  orgId: r.org_id,
  title: r.title,
  intro: r.intro,
  honours: r.honours.split('\n').filter(Boolean),
  industry: r.industry,
  area: r.area,
  publishedAt: r.published_at,
});
const managedShowcase = (r: ShowcaseRow): ManagedShowcaseT => ({
  ...publicShowcase(r),
  status: r.status,
  reason: r.reason,
  contactName: r.contact_name,
  contactPhone: r.contact_phone,
  updatedAt: r.updated_at,
});

function orgOf(ctx: UserCtx): number {
  if (!ctx.user.orgId) throw new BizError(NO_ORG, BIZ.forbidden);
  return ctx.user.orgId;
}

/** Showcases (企业风采): the public wall, an organisation's own, the operators' review. */
export default async function showcaseRoutes(app: AppInstance) {
  const review = publishHandlers(SHOWCASE_KIND);
  serveAll(app, showcaseContract, {
    list: async ({ query: q, page, ctx }) => {
      const { rows, total } = await repo.listShowcases(ctx.db, { status: 'JOINT', search: q.search, page });
      return { list: rows.map(publicShowcase), total };
    },
    ofOrg: async ({ params, ctx }) => {
      const name = await repo.orgName(ctx.db, params.orgId);
      if (name === undefined) throw notFound('单位');
      const showcase = await repo.showcaseOfOrg(ctx.db, params.orgId);
      return {
        orgId: params.orgId,
        orgName: name,
        showcase: showcase?.status === 'JOINT' ? publicShowcase(showcase) : null,
      };
    },
    mine: async ({ ctx }) => {
      const orgId = orgOf(ctx);
      const showcase = await repo.showcaseOfOrg(ctx.db, orgId);
      return {
        orgName: (await repo.orgName(ctx.db, orgId)) ?? '',
        showcase: showcase ? managedShowcase(showcase) : null,
      };
    },
    save: async ({ body, ctx }) => {
      const orgId = orgOf(ctx);
      const values = {
        title: body.title.trim(),
        intro: body.intro.trim(),
        honours: body.honours
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
          .join('\n'),
        contact_name: body.contactName.trim(),
        contact_phone: body.contactPhone,
      };
      const now = nowIso();
      return ctx.db.transaction().execute(async (trx) => {
        const current = await repo.showcaseOfOrg(trx, orgId);
        if (!current) {
          const { id } = await trx
            .insertInto('demand_showcases')
            .values({ ...values, ...newForReview(ctx, orgId, now) })
            .returning('id')
            .executeTakeFirstOrThrow();
          await noteCreated(trx, SHOWCASE_KIND, ctx, id);
          return { id, status: 'CHECK' as const };
        }
        const status = await storeEdit(trx, SHOWCASE_KIND, ctx, {
          id: current.id,
          from: current.status,
          values: { ...values, published_at: null, updated_at: now },
        });
        return { id: current.id, status };
      });
    },
    withdraw: review.transition('WITHDRAW'),
    myCounts: review.myCounts,
    myHistory: review.history,
    manageList: async ({ query: q, page, ctx }) => {
      const { rows, total } = await repo.listShowcases(ctx.db, {
        status: q.status || undefined,
        search: q.search,
        page,
      });
      return { list: rows.map(managedShowcase), total };
    },
    manageDetail: async ({ params, ctx }) => {
      const row = await repo.showcaseById(ctx.db, params.id);
      if (!row) throw notFound('企业风采');
      return managedShowcase(row);
    },
    counts: review.counts,
    approve: review.transition('APPROVE'),
    reject: review.transition('RETURN'),
    offline: review.transition('OFFLINE'),
    batch: review.batch,
    history: review.history,
  });
}
