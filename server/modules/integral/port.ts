import type { IntegralField } from '../../../common/integral/model.js';
import type { ApprovedFigure, IntegralPort } from './public.js';

/** The innovation score's port (server/modules/integral/public.ts): its approved figures, read by other modules. */
export const integralPortImpl: IntegralPort = {
  async latestFigures(db, fields, orgIds) {
    const found = new Map<number, Partial<Record<IntegralField, ApprovedFigure>>>();
    if (fields.length === 0 || orgIds?.length === 0) return found;
    let query = db.selectFrom('integral_values').select(['org_id', 'field', 'year', 'value', 'approved_at']).where('field', 'in', [...fields]);
    // By organisation (the index integral_values_by_org), not in year order: a sort by year would
    // have the database walk the primary key, which leads with the year, through the whole park.
    if (orgIds) query = query.where('org_id', 'in', [...orgIds]);
    for (const r of await query.execute()) {
      const figures = found.get(r.org_id) ?? {};
      // A later year's figure replaces an earlier one.
      if ((figures[r.field]?.year ?? -Infinity) < r.year) figures[r.field] = { value: Number(r.value), year: r.year, approvedAt: r.approved_at };
      found.set(r.org_id, figures);
    }
    return found;
  },
  async latestScore(db, orgId) {
    const row = await db
      .selectFrom('integral_scores')
      .innerJoin('integral_systems as s', 's.id', 'integral_scores.system_id')
      .select(['integral_scores.year', 'integral_scores.total', 'integral_scores.park_rank', 's.scored_count'])
      .where('integral_scores.org_id', '=', orgId)
      .where('s.status', '=', 'READY')
      .orderBy('s.year', 'desc')
      .orderBy('s.version', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? { year: row.year, total: Number(row.total), parkRank: row.park_rank, scored: row.scored_count } : null;
  },
};
