import type { Kysely } from 'kysely';
import { bandOf, distanceKm, pointOf } from '../../../common/carrier/rules.js';
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

/**
 * A page of spaces. Without a position: free ones first, then the latest changed. With one
 * (`near`): each space's distance to it, those within `km` only, nearest first.
 */
export async function listResources(db: Kysely<DB>, q: ResourceQuery, page: ListPage) {
  const filter: ResourceFilter = {
    type: q.type || undefined,
    size: bandOf(q.sqm),
    price: bandOf(q.price),
    parkId: q.parkId ? Number(q.parkId) : undefined,
    carrierId: q.carrierId,
    status: q.status || undefined,
  };
  const base = filteredResources(db, filter);
  const me = pointOf(q.near);
  if (!me) {
    const rows = base.orderBy('carrier_resources.status').orderBy('carrier_resources.updated_at', 'desc').orderBy('carrier_resources.id');
    const { rows: found, total } = await pageWithTotal(rows, base.clearSelect(), page);
    return { list: found.map((r) => resourceItem(r)), total };
  }
  const measured = (await base.limit(NEAR_CANDIDATES).execute())
    .map((r) => ({ r, km: distanceKm(me, { lng: Number(r.lng), lat: Number(r.lat) }) }))
    .filter((m) => q.km === undefined || m.km <= q.km)
    .sort((a, b) => a.km - b.km || Number(a.r.id) - Number(b.r.id));
  const start = (page.pagenum - 1) * page.size;
  return { list: measured.slice(start, start + page.size).map((m) => resourceItem(m.r, m.km)), total: measured.length };
}
