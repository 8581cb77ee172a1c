import type { Kysely } from 'kysely';
import { bandOf, distanceKm } from '../../../common/carrier/rules.js';
import type { LngLat } from '../../../common/coords.js';
import type { DB } from '../../db/schema.js';
import type { ListPage } from '../../kit/list-input.js';
import { pageWithTotal } from '../../kit/paging.js';
import { resourceItem } from './present.js';
import { filteredResources, type ResourceFilter } from './repo.js';

export interface ResourceQuery {
  type?: string | undefined;
  sqm?: string | undefined;
  price?: string | undefined;
  parkId?: string | undefined;
  carrierId?: number | undefined;
  status?: '' | 'FREE' | 'NOW' | 'RENTED' | undefined;
  near?: string | undefined;
  km?: number | undefined;
}

/** A park has at most a few thousand spaces: "near me" measures each candidate's carrier. */
const NEAR_CANDIDATES = 5000;

/** What the query filters on, the position aside; `today` is the park's (NOW keeps the spaces available by then). */
export function resourceFilter(q: ResourceQuery, today: string): ResourceFilter {
  return {
    type: q.type || undefined,
    size: bandOf(q.sqm),
    price: bandOf(q.price),
    parkId: q.parkId ? Number(q.parkId) : undefined,
    carrierId: q.carrierId,
    status: q.status || undefined,
    today,
  };
}

/** A page of spaces without a position: free ones first, then the latest changed. */
export async function resourcePage(db: Kysely<DB>, filter: ResourceFilter, page: ListPage) {
  const base = filteredResources(db, filter);
  const rows = base.orderBy('carrier_resources.status').orderBy('carrier_resources.updated_at', 'desc').orderBy('carrier_resources.id');
  const { rows: found, total } = await pageWithTotal(rows, base.clearSelect(), page);
  return { list: found.map((r) => resourceItem(r)), total };
}

export interface NearCandidate extends LngLat {
  id: number;
  item: ReturnType<typeof resourceItem>;
}

/** The spaces the filter keeps, each at its carrier's position: what "near me" measures (kept per data version). */
export async function nearCandidates(db: Kysely<DB>, filter: ResourceFilter): Promise<NearCandidate[]> {
  const rows = await filteredResources(db, filter).orderBy('carrier_resources.id').limit(NEAR_CANDIDATES).execute();
  return rows.map((r) => ({ id: Number(r.id), lng: Number(r.lng), lat: Number(r.lat), item: resourceItem(r) }));
}

/** Each candidate's distance to `me`, those within `km` only, nearest first (ties by id), one page. */
export function nearest(candidates: readonly NearCandidate[], me: LngLat, km: number | undefined, page: ListPage) {
  const measured = candidates
    .map((c) => ({ c, km: distanceKm(me, c) }))
    .filter((m) => km === undefined || m.km <= km)
    .sort((a, b) => a.km - b.km || a.c.id - b.c.id);
  const list = measured.slice(page.offset, page.offset + page.size).map((m) => ({ ...m.c.item, distanceKm: Math.round(m.km * 10) / 10 }));
  return { list, total: measured.length };
}
