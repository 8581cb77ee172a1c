import { sql, type Kysely } from 'kysely';
import type { CARRIER_SORTS } from '../../../common/carrier/contract.js';
import { MAX_ID } from '../../../common/contract/atoms.js';
import type { DB } from '../../db/schema.js';
import type { ListPage } from '../../kit/list-input.js';
import { pageWithTotal } from '../../kit/paging.js';
import { applySort, type SortColumns, type SortQuery } from '../../kit/sort.js';
import { parkToday } from '../../lib/park-time.js';
import { containsAny } from '../../lib/sql-like.js';

/** Queries of the carriers, on the park's scoped handle (the kit adds the park to every query). */

export function carrierRows(db: Kysely<DB>) {
  return db
    .selectFrom('carrier_carriers')
    .leftJoin('parks', 'parks.id', 'carrier_carriers.park_id')
    .selectAll('carrier_carriers')
    .select('parks.name as park_name')
    .select((eb) => {
      const spaces = (status?: 'FREE' | 'RENTED') => {
        const q = eb.selectFrom('carrier_resources as r').select((c) => c.fn.countAll<number | string>().as('n')).whereRef('r.carrier_id', '=', 'carrier_carriers.id');
        return status ? q.where('r.status', '=', status) : q;
      };
      return [
        spaces().as('resources'),
        spaces('FREE').as('free'),
        spaces('RENTED').as('rented'),
        eb.selectFrom('carrier_residents as p').select((c) => c.fn.countAll<number | string>().as('n')).whereRef('p.carrier_id', '=', 'carrier_carriers.id').as('residents'),
      ];
    });
}
export type CarrierRow = Awaited<ReturnType<ReturnType<typeof carrierRows>['executeTakeFirstOrThrow']>>;

export interface CarrierFilter {
  type?: string | undefined;
  level?: string | undefined;
  parkId?: number | undefined;
  search?: string | undefined;
}

/** Carriers with their park and counts, filtered (`.clearSelect()` of it counts them). */
export function listedCarriers(db: Kysely<DB>, f: CarrierFilter) {
  let q = carrierRows(db);
  if (f.type) q = q.where('carrier_carriers.type', '=', f.type);
  if (f.level) q = q.where('carrier_carriers.level', '=', f.level);
  if (f.parkId) q = q.where('carrier_carriers.park_id', '=', f.parkId);
  const search = containsAny(f.search, ['carrier_carriers.name', 'carrier_carriers.address', 'carrier_carriers.operator_name']);
  if (search) q = q.where(search);
  return q;
}

type Sort = (typeof CARRIER_SORTS)[number];
// `free` is the listing's own count column (an output name both dialects sort by).
const SORTS: SortColumns<Sort> = { areaM2: 'carrier_carriers.area_m2', free: 'free', updatedAt: 'carrier_carriers.updated_at' };

/** The public order (featured first, then most free spaces) or the operators' column. */
export function orderedCarriers(db: Kysely<DB>, f: CarrierFilter, sort?: SortQuery<Sort>) {
  const q = listedCarriers(db, f);
  const publicOrder = (query: typeof q) =>
    query.orderBy('carrier_carriers.featured', 'desc').orderBy('free', 'desc');
  return (sort ? applySort(q, sort, SORTS, (query) => query.orderBy('carrier_carriers.updated_at', 'desc')) : publicOrder(q)).orderBy('carrier_carriers.id');
}

/** A page of carriers in that order, and how many the filter finds. */
export const carrierPage = (db: Kysely<DB>, f: CarrierFilter, page: ListPage, sort?: SortQuery<Sort>) =>
  pageWithTotal(orderedCarriers(db, f, sort), listedCarriers(db, f).clearSelect(), page);

export async function carrierById(db: Kysely<DB>, id: number) {
  if (id > MAX_ID) return undefined;
  return carrierRows(db).where('carrier_carriers.id', '=', id).executeTakeFirst();
}

/** Spaces with their carrier's name, place and contacts. */
export function resourceRows(db: Kysely<DB>) {
  return db
    .selectFrom('carrier_resources')
    .innerJoin('carrier_carriers', 'carrier_carriers.id', 'carrier_resources.carrier_id')
    .selectAll('carrier_resources')
    .select([
      'carrier_carriers.name as carrier_name',
      'carrier_carriers.address as carrier_address',
      'carrier_carriers.lng',
      'carrier_carriers.lat',
      'carrier_carriers.contact',
      'carrier_carriers.phone',
    ]);
}
export type ResourceRow = Awaited<ReturnType<ReturnType<typeof resourceRows>['executeTakeFirstOrThrow']>>;

export interface ResourceFilter {
  type?: string | undefined;
  size?: { min?: number; max?: number };
  price?: { min?: number; max?: number };
  parkId?: number | undefined;
  carrierId?: number | undefined;
  status?: 'FREE' | 'NOW' | 'RENTED' | undefined;
  /** The park's today (YYYY-MM-DD): NOW keeps the free spaces available from it on. */
  today?: string | undefined;
}

export function filteredResources(db: Kysely<DB>, f: ResourceFilter) {
  let q = resourceRows(db);
  if (f.type) q = q.where('carrier_resources.type', '=', f.type);
  if (f.size?.min !== undefined) q = q.where('carrier_resources.size', '>=', f.size.min);
  if (f.size?.max !== undefined) q = q.where('carrier_resources.size', '<=', f.size.max);
  if (f.price?.min !== undefined) q = q.where('carrier_resources.price', '>=', f.price.min);
  if (f.price?.max !== undefined) q = q.where('carrier_resources.price', '<=', f.price.max);
  if (f.parkId) q = q.where('carrier_carriers.park_id', '=', f.parkId);
  if (f.carrierId) q = q.where('carrier_resources.carrier_id', '=', f.carrierId);
  if (f.status === 'NOW') {
    const today = f.today ?? parkToday();
    q = q.where('carrier_resources.status', '=', 'FREE').where((eb) => eb.or([eb('carrier_resources.available_from', 'is', null), eb('carrier_resources.available_from', '<=', today)]));
  } else if (f.status) q = q.where('carrier_resources.status', '=', f.status);
  return q;
}

export async function resourceById(db: Kysely<DB>, id: number) {
  if (id > MAX_ID) return undefined;
  return resourceRows(db).where('carrier_resources.id', '=', id).executeTakeFirst();
}

export function residentsOf(db: Kysely<DB>, carrierId: number) {
  return db.selectFrom('carrier_residents').selectAll().where('carrier_id', '=', carrierId).orderBy('since', 'desc').orderBy('id').execute();
}

/** The park and its sub-parks (the filters' and forms' choices). */
export function parksOfPark(db: Kysely<DB>) {
  return db.selectFrom('parks').select(['id', 'name', 'parent_id', 'longitude', 'latitude']).orderBy(sql`case when parent_id is null then 0 else 1 end`).orderBy('id').execute();
}
