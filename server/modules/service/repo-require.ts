import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import { REQUIRE_STATUS } from '../../../common/service/rules.js';
import type { AnswerItem, REQUIRE_SORTS, RequireItem } from '../../../common/service/require/contract.js';
import type { DB } from '../../db/schema.js';
import type { ListPage } from '../../kit/list-input.js';
import { pageWithTotal } from '../../kit/paging.js';
import { applySort, type SortQuery } from '../../kit/sort.js';
import { parkDayStart } from '../../lib/park-time.js';
import { countsOf, type CaseFilters } from './cases.js';
import { contains } from './repo.js';

/** 服务需求: the lists of the enterprise, the service organisations' hall and the service desk. */

export interface RequireFilters extends CaseFilters {
  /** Requirements this service organisation answered or was chosen for. */
  answeredBy?: number | undefined;
}

export function filterRequires(db: Kysely<DB>, f: RequireFilters) {
  let q = db.selectFrom('service_requires as r');
  if (f.status) q = q.where('r.status', '=', f.status);
  if (f.category) q = q.where('r.category', '=', f.category);
  if (f.providerId) q = q.where('r.assigned_id', '=', f.providerId);
  if (f.orgId) q = q.where('r.org_id', '=', f.orgId);
  const by = f.answeredBy;
  if (by)
    q = q.where((eb) =>
      eb.or([
        eb('r.assigned_id', '=', by),
        eb.exists(eb.selectFrom('service_require_answers as a').select('a.id').whereRef('a.require_id', '=', 'r.id').where('a.provider_id', '=', by)),
      ]),
    );
  const search = f.search?.trim();
  if (search) q = q.where((eb) => eb.or([contains('r.title', search), contains('r.org_name', search), contains('r.assigned_name', search)]));
  if (f.from) q = q.where('r.created_at', '>=', parkDayStart(f.from));
  if (f.to) q = q.where('r.created_at', '<', parkDayStart(f.to, 1));
  if (f.ids?.length) q = q.where('r.id', 'in', [...f.ids]);
  return q;
}

export const requireRows = (db: Kysely<DB>, f: RequireFilters, sort: SortQuery<(typeof REQUIRE_SORTS)[number]> = {}) =>
  applySort(
    filterRequires(db, f)
      .selectAll('r')
      .select((eb) => eb.selectFrom('service_require_answers as a').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('a.require_id', '=', 'r.id').as('answers')),
    sort,
    { createdAt: 'r.created_at', updatedAt: 'r.updated_at', budget: 'r.budget', answers: 'answers' },
    (q) => q.orderBy('r.created_at', 'desc'),
  ).orderBy('r.id', 'desc');

export type RequireRowDb = Awaited<ReturnType<ReturnType<typeof requireRows>['executeTakeFirstOrThrow']>>;

/** `hideContact`: a service organisation not chosen reads no contact of the enterprise. */
export async function requires(db: Kysely<DB>, f: RequireFilters, page: ListPage, sort: SortQuery<(typeof REQUIRE_SORTS)[number]> = {}, viewer?: number) {
  const { rows, total } = await pageWithTotal(requireRows(db, f, sort), filterRequires(db, f), page);
  return { list: rows.map((r) => requireItem(r, viewer)), total };
}

export const requireById = (db: Kysely<DB>, id: number) => requireRows(db, { ids: [id] }).executeTakeFirst();

export async function requireCounts(db: Kysely<DB>, f: RequireFilters = {}) {
  const rows = await filterRequires(db, f)
    .select((eb) => ['r.status', eb.fn.countAll<number | string>().as('n')])
    .groupBy('r.status')
    .execute();
  return countsOf(rows);
}

/** One requirement as its lists show it; `viewer` a service organisation that reads it without having been chosen. */
export function requireItem(r: RequireRowDb, viewer?: number): Static<typeof RequireItem> {
  const hidden = viewer !== undefined && r.assigned_id !== viewer;
  return {
    id: r.id,
    title: r.title,
    category: r.category,
    content: r.content,
    budget: r.budget,
    deadline: r.deadline,
    orgId: r.org_id,
    orgName: r.org_name,
    contactName: hidden ? '' : r.contact_name,
    contactPhone: hidden ? '' : r.contact_phone,
    status: r.status,
    statusLabel: REQUIRE_STATUS[r.status],
    outcome: r.outcome,
    assignedId: r.assigned_id,
    assignedName: r.assigned_name,
    answers: Number(r.answers ?? 0),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export const answersOf = (db: Kysely<DB>, requireId: number, providerId?: number) => {
  let q = db.selectFrom('service_require_answers').selectAll().where('require_id', '=', requireId);
  if (providerId !== undefined) q = q.where('provider_id', '=', providerId);
  return q.orderBy('created_at').orderBy('id').execute();
};
export type AnswerRowDb = Awaited<ReturnType<typeof answersOf>>[number];

export const answerItem = (a: AnswerRowDb, assignedId: number | null): Static<typeof AnswerItem> => ({
  id: a.id,
  providerId: a.provider_id,
  providerName: a.provider_name,
  plan: a.plan,
  quote: a.quote,
  period: a.period,
  contactName: a.contact_name,
  contactPhone: a.contact_phone,
  picked: assignedId === a.provider_id,
  createdAt: a.created_at,
});
