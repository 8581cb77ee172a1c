import type { EnterprisePortrait } from '../../../common/service/contract.js';
import { hasPermission, isOperator, isOrganisation, isService } from '../../../common/roles.js';
import { APPLY_STATUS, REQUIRE_STATUS, type CaseStatus } from '../../../common/service/rules.js';
import type { UserCtx } from '../../kit/context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { orgPort } from '../org/public.js';
import { countsOf } from './cases.js';
import { meanOf } from './repo.js';

/** How many of each list the portrait shows, newest first (the counts cover them all). */
const SHOWN = 20;

/**
 * Who reads an enterprise's service portrait, and how much: its own users and the park's service
 * desk everything; a service organisation that has an application from it or was chosen for one
 * of its requirements only what concerns that organisation; anyone else is refused.
 */
async function readerScope(ctx: UserCtx, orgId: number): Promise<number | null> {
  const { user } = ctx;
  if (isOrganisation(user) && user.orgId === orgId) return null;
  if (isOperator(user) && (hasPermission(user, 'service.apply') || hasPermission(user, 'service.manage'))) return null;
  if (isService(user) && user.orgId) {
    const provider = user.orgId;
    const [applied, chosen] = await Promise.all([
      ctx.db.selectFrom('service_applies').select('id').where('org_id', '=', orgId).where('provider_id', '=', provider).executeTakeFirst(),
      ctx.db.selectFrom('service_requires').select('id').where('org_id', '=', orgId).where('assigned_id', '=', provider).executeTakeFirst(),
    ]);
    if (applied || chosen) return provider;
  }
  throw forbidden('无权查看该企业的服务画像');
}

/** An enterprise as the service side sees it: its profile, applications, requirements and the ratings it gave. */
export async function enterprisePortrait(ctx: UserCtx, id: number): Promise<EnterprisePortrait> {
  const [profile] = await orgPort.get().enterprises(ctx.db, { ids: [id], limit: 1 });
  if (!profile) throw notFound('企业');
  const provider = await readerScope(ctx, id);
  let applies = ctx.db.selectFrom('service_applies').where('org_id', '=', id);
  if (provider !== null) applies = applies.where('provider_id', '=', provider);
  let requires = ctx.db.selectFrom('service_requires').where('org_id', '=', id);
  if (provider !== null) {
    requires = requires.where((eb) =>
      eb.or([eb('assigned_id', '=', provider), eb('id', 'in', eb.selectFrom('service_require_answers').select('require_id').where('provider_id', '=', provider))]),
    );
  }
  const [applyCounts, applyRows, requireCounts, requireRows, rated] = await Promise.all([
    applies.select((eb) => ['status', eb.fn.countAll<number | string>().as('n')]).groupBy('status').execute(),
    applies
      .select(['id', 'product_title', 'category', 'status', 'provider_name', 'rating', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SHOWN)
      .execute(),
    requires.select((eb) => ['status', eb.fn.countAll<number | string>().as('n')]).groupBy('status').execute(),
    requires
      .select((eb) => [
        'id',
        'title',
        'category',
        'status',
        'assigned_name',
        'created_at',
        eb.selectFrom('service_require_answers as a').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('a.require_id', '=', 'service_requires.id').as('answers'),
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SHOWN)
      .execute(),
    applies
      .select(['provider_name', 'product_title', 'rating', 'comment', 'rated_at'])
      .where('rating', 'is not', null)
      .orderBy('rated_at', 'desc')
      .execute(),
  ]);
  const stars = rated.map((r) => Number(r.rating));
  return {
    profile: { id: profile.id, name: profile.name, industry: profile.industry, category: profile.category },
    scope: provider === null ? 'ALL' : 'MINE',
    applyCounts: countsOf(applyCounts),
    applies: applyRows.map((r) => ({ ...caseOf(APPLY_STATUS, r, r.product_title, r.provider_name), rating: r.rating === null ? null : Number(r.rating) })),
    requireCounts: countsOf(requireCounts),
    requires: requireRows.map((r) => ({ ...caseOf(REQUIRE_STATUS, r, r.title, r.assigned_name), answers: Number(r.answers ?? 0) })),
    rating: stars.length ? meanOf(stars.reduce((a, b) => a + b, 0) / stars.length) : null,
    ratings: rated.slice(0, SHOWN).map((r) => ({ provider: r.provider_name, product: r.product_title, rating: Number(r.rating), comment: r.comment, at: r.rated_at ?? '' })),
  };
}

/** What an application and a requirement show alike in the portrait's lists. */
function caseOf(labels: Record<CaseStatus, string>, r: { id: number; category: string; status: CaseStatus; created_at: string }, title: string, partner: string) {
  return { id: r.id, title, category: r.category, status: r.status, statusLabel: labels[r.status], partner, createdAt: r.created_at };
}
