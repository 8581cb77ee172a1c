import { containsAny } from '../../lib/sql-like.js';
import type { OrgPort } from './public.js';

/**
 * The organisation module's port (server/modules/org/public.ts). An enterprise's qualification is its
 * 企业类别 (orgs.category: 高新技术企业, 科技型中小企业, 专精特新企业 …); service organisations hold none.
 */
export const orgPortImpl: OrgPort = {
  async qualificationCount(db, qualification) {
    const row = await db
      .selectFrom('orgs')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('enterprises'),
        eb.fn.sum<number | string | null>(eb.case().when('category', '=', qualification).then(1).else(0).end()).as('holding'),
      ])
      .where('orgtype', '=', 'ORG')
      .executeTakeFirstOrThrow();
    return { holding: Number(row.holding ?? 0), enterprises: Number(row.enterprises) };
  },
  async enterprises(db, filter) {
    let q = db.selectFrom('orgs').select(['id', 'fullname', 'industry_name', 'category']).where('orgtype', '=', 'ORG');
    if (filter.ids) q = q.where('id', 'in', filter.ids.length ? [...filter.ids] : [0]);
    if (filter.industries) q = q.where('industry_name', 'in', filter.industries.length ? [...filter.industries] : ['']);
    if (filter.categories) q = q.where('category', 'in', filter.categories.length ? [...filter.categories] : ['']);
    const search = containsAny(filter.search, ['orgs.fullname', 'orgs.simplename']);
    if (search) q = q.where(search);
    if (filter.limit) q = q.limit(filter.limit);
    const rows = await q.orderBy('id').execute();
    return rows.map((r) => ({ id: r.id, name: r.fullname, industry: r.industry_name, category: r.category }));
  },
  async enterpriseFacets(db) {
    const distinct = async (column: 'industry_name' | 'category') =>
      (await db.selectFrom('orgs').select(column).distinct().where('orgtype', '=', 'ORG').where(column, '<>', '').orderBy(column).execute()).map((r) => r[column]);
    return { industries: await distinct('industry_name'), categories: await distinct('category') };
  },
};
