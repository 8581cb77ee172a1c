import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ListPage } from '../../kit/list-input.js';
import { BizError } from '../../lib/errors.js';
import { parkToday } from '../../lib/park-time.js';
import { evaluateOrgs, orgFacts, presentEvaluation } from './evaluations.js';
import { poolRows } from './pool.js';
import { loadTiers } from './tiers.js';

/**
 * The quality enterprises (优质企业) of the cultivation: the pool's 已认定, the tier they were
 * recognised for — the park's confirmation, not the computed evaluation, which only proposes.
 */

async function recognised(db: Kysely<DB>) {
  const [pool, tiers] = await Promise.all([poolRows(db), loadTiers(db)]);
  const level = new Map(tiers.map((t) => [t.id, t.level]));
  const ids = [...pool.entries()].filter(([, p]) => p.stage === 'RECOGNISED').map(([id]) => id);
  const orgs = await orgFacts(db, ids);
  return orgs
    .map((o) => {
      const p = pool.get(o.id)!;
      return {
        orgId: o.id,
        name: o.name,
        industry: o.industry,
        county: o.county,
        ranges: o.ranges,
        tierId: p.tierId,
        tierName: p.tierName,
        recognisedAt: p.recognisedAt ?? p.updatedAt,
        level: p.tierId === null ? 0 : (level.get(p.tierId) ?? 0),
      };
    })
    .sort((a, b) => b.level - a.level || b.recognisedAt.localeCompare(a.recognisedAt) || a.orgId - b.orgId);
}

export async function qualityList(db: Kysely<DB>, q: { tierId?: number | undefined; search?: string | undefined }, page: ListPage) {
  const search = q.search?.trim() ?? '';
  const rows = (await recognised(db)).filter((r) => (q.tierId === undefined || r.tierId === q.tierId) && (!search || r.name.includes(search)));
  return { list: rows.slice(page.offset, page.offset + page.size).map(({ ranges: _, level: __, ...r }) => r), total: rows.length };
}

export async function qualityDetail(db: Kysely<DB>, orgId: number) {
  const row = (await recognised(db)).find((r) => r.orgId === orgId);
  if (!row) throw new BizError('该企业不在优质企业名单中', 404);
  const [one] = await evaluateOrgs(db, await loadTiers(db), parkToday(), [orgId]);
  const { level: _, ...rest } = row;
  // The enterprise's figures are not public: the points and what was met are.
  const tiers = one ? presentEvaluation(one).tiers.map((t) => ({ ...t, criteria: t.criteria.map((c) => ({ ...c, value: null })) })) : [];
  return { ...rest, tiers };
}
