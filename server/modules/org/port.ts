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
};
