import type { Kysely } from 'kysely';
import type { APPLY_SORTS } from '../../../common/service/apply/contract.js';
import { APPLY_STATUS } from '../../../common/service/rules.js';
import type { ApplyItem } from '../../../common/service/apply/contract.js';
import type { Static } from 'typebox';
import type { DB } from '../../db/schema.js';
import type { ListPage } from '../../kit/list-input.js';
import { pageWithTotal } from '../../kit/paging.js';
import { applySort, type SortQuery } from '../../kit/sort.js';
import { parkDayStart } from '../../lib/park-time.js';
import type { ApplyRowDb } from './applies.js';
import { countsOf, type CaseFilters } from './cases.js';
import { contains } from './repo.js';

/** Applications for services: the lists of the enterprise, the organisation and the service desk. */

export type ApplyFilters = CaseFilters;

export function filterApplies(db: Kysely<DB>, f: ApplyFilters) {
  let q = db.selectFrom('service_applies');
  if (f.status) q = q.where('status', '=', f.status);
  if (f.category) q = q.where('category', '=', f.category);
  if (f.providerId) q = q.where('provider_id', '=', f.providerId);
  if (f.orgId) q = q.where('org_id', '=', f.orgId);
  const search = f.search?.trim();
  if (search) q = q.where((eb) => eb.or([contains('org_name', search), contains('product_title', search), contains('provider_name', search)]));
  if (f.from) q = q.where('created_at', '>=', parkDayStart(f.from));
  if (f.to) q = q.where('created_at', '<', parkDayStart(f.to, 1));
  if (f.ids?.length) q = q.where('id', 'in', [...f.ids]);
  return q;
}

export const applyRows = (db: Kysely<DB>, f: ApplyFilters, sort: SortQuery<(typeof APPLY_SORTS)[number]> = {}) =>
  applySort(
    filterApplies(db, f).selectAll(),
    sort,
    { createdAt: 'created_at', updatedAt: 'updated_at', rating: 'rating' },
    (q) => q.orderBy('created_at', 'desc'),
  ).orderBy('id', 'desc');

export async function applies(db: Kysely<DB>, f: ApplyFilters, page: ListPage, sort: SortQuery<(typeof APPLY_SORTS)[number]> = {}) {
  const { rows, total } = await pageWithTotal(applyRows(db, f, sort), filterApplies(db, f), page);
  return { list: rows.map(applyItem), total };
}

export async function applyCounts(db: Kysely<DB>, f: ApplyFilters = {}) {
  const rows = await filterApplies(db, f)
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
    .groupBy('status')
    .execute();
  return countsOf(rows);
}

export function applyItem(r: ApplyRowDb): Static<typeof ApplyItem> {
  return {
    id: r.id,
    productId: r.product_id ?? 0,
    productTitle: r.product_title,
    category: r.category,
    providerId: r.provider_id,
    providerName: r.provider_name,
    orgId: r.org_id,
    orgName: r.org_name,
    contactName: r.contact_name,
    contactPhone: r.contact_phone,
    content: r.content,
    status: r.status,
    statusLabel: APPLY_STATUS[r.status],
    outcome: r.outcome,
    rating: r.rating,
    comment: r.comment,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}
