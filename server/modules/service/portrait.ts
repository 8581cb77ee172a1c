import type { OrgPortrait } from '../../../common/service/contract.js';
import type { UserCtx } from '../../kit/context.js';
import { notFound } from '../../lib/errors.js';
import { listOf } from './present.js';
import * as repo from './repo.js';

/** A service organisation as enterprises see it: what it offers, how much it served, how it was rated. */
export async function portraitOf(ctx: UserCtx, id: number): Promise<OrgPortrait> {
  const row = await repo.orgById(ctx.db, id);
  if (!row) throw notFound('服务机构');
  const rated = ctx.db.selectFrom('service_applies').where('provider_id', '=', id).where('rating', 'is not', null);
  const [stars, comments, served] = await Promise.all([
    rated
      .select((eb) => ['rating', eb.fn.countAll<number | string>().as('n')])
      .groupBy('rating')
      .execute(),
    rated
      .select(['org_name', 'rating', 'comment', 'rated_at', 'product_title'])
      .where('comment', '!=', '')
      .orderBy('rated_at', 'desc')
      .limit(10)
      .execute(),
    ctx.db
      .selectFrom('service_applies')
      .select((eb) => eb.fn.count<number | string>('org_id').distinct().as('n'))
      .where('provider_id', '=', id)
      .where('status', '=', 'PASS')
      .executeTakeFirstOrThrow(),
  ]);
  const byStars = new Map(stars.map((s) => [Number(s.rating), Number(s.n)]));
  return {
    id: row.id,
    name: row.fullname,
    kind: row.category,
    intro: row.intro ?? '',
    categories: listOf(row.categories),
    qualification: row.qualification ?? '',
    status: row.status ?? 'ACTIVE',
    products: Number(row.products ?? 0),
    applies: Number(row.applies ?? 0),
    finished: Number(row.finished ?? 0),
    served: Number(served.n),
    rating: repo.meanOf(row.rating),
    ratings: Number(row.ratings ?? 0),
    stars: [5, 4, 3, 2, 1].map((s) => ({ stars: s, count: byStars.get(s) ?? 0 })),
    comments: comments.map((c) => ({ orgName: c.org_name, rating: Number(c.rating), comment: c.comment, at: c.rated_at ?? '', product: c.product_title })),
  };
}
