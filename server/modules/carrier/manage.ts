import type { Updateable } from 'kysely';
import type { CarrierInput, ResidentInput, ResourceInput } from '../../../common/carrier/contract.js';
import type { DB } from '../../db/schema.js';
import type { RequestCtx } from '../../kit/context.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { keepPhotos, type PhotoKind } from './photos.js';

/** The operators' writes of carriers, their spaces and residents (no workflow: a directory kept by the park). */

async function parkExists(ctx: RequestCtx, parkId: number | null) {
  if (parkId === null) return;
  const park = await ctx.db.selectFrom('parks').select('id').where('id', '=', parkId).executeTakeFirst();
  if (!park) throw new BizError('所在园区不存在');
}

async function carrierExists(ctx: RequestCtx, id: number) {
  const row = await ctx.db.selectFrom('carrier_carriers').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('载体');
}

type Table = 'carrier_carriers' | 'carrier_resources' | 'carrier_residents';

/**
 * Updates the row `id` (none: `what` not found) or, without an id, inserts it with `created` added;
 * answers its id.
 */
async function upsertRow<T extends Table>(ctx: RequestCtx, table: T, id: number | undefined, values: Updateable<DB[T]>, what: string, created: { created_at?: string } = {}): Promise<number> {
  if (id !== undefined) {
    // Kysely cannot narrow a union of tables; the values were checked against DB[T] above.
    const done = await ctx.db.updateTable(table as Table).set(values as never).where('id', '=', id).executeTakeFirst();
    if (!Number(done.numUpdatedRows)) throw notFound(what);
    return id;
  }
  const row = await ctx.db.insertInto(table).values({ ...values, ...created } as never).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

const PHOTOGRAPHED = { carrier: 'carrier_carriers', carrierResource: 'carrier_resources' } as const;

/** Saves a carrier or a space (stamped now), then keeps its photos in the form's order. */
async function saveWithPhotos<K extends PhotoKind>(
  ctx: RequestCtx,
  kind: K,
  id: number | undefined,
  values: Updateable<DB[(typeof PHOTOGRAPHED)[K]]>,
  what: string,
  photoIds: readonly number[] | undefined,
) {
  const now = nowIso();
  const saved = await upsertRow(ctx, PHOTOGRAPHED[kind], id, { ...values, updated_at: now }, what, { created_at: now });
  await keepPhotos(ctx, kind, saved, photoIds);
  return { id: saved };
}

export async function saveCarrier(ctx: RequestCtx, input: CarrierInput) {
  await parkExists(ctx, input.parkId);
  const values = {
    park_id: input.parkId,
    name: input.name.trim(),
    type: input.type,
    level: input.level,
    address: input.address.trim(),
    lng: input.lng,
    lat: input.lat,
    area_m2: input.areaM2,
    operator_name: input.operatorName.trim(),
    contact: input.contact.trim(),
    phone: input.phone,
    services: JSON.stringify([...new Set(input.services.map((s) => s.trim()).filter(Boolean))]),
    featured: input.featured ? 1 : 0,
    intro: input.intro.trim(),
  };
  return saveWithPhotos(ctx, 'carrier', input.id, values, '载体', input.photoIds);
}

export async function saveResource(ctx: RequestCtx, input: ResourceInput) {
  await carrierExists(ctx, input.carrierId);
  const tenantName = input.tenantName.trim();
  if (input.status === 'RENTED' && !tenantName) throw new BizError('已租的房源请填写承租企业');
  const values = {
    carrier_id: input.carrierId,
    name: input.name.trim(),
    type: input.type,
    floor: input.floor.trim(),
    size: input.size,
    price: input.price,
    status: input.status,
    tenant_name: input.status === 'RENTED' ? tenantName : '',
    available_from: input.availableFrom,
    intro: input.intro.trim(),
  };
  return saveWithPhotos(ctx, 'carrierResource', input.id, values, '房源', input.photoIds);
}

export async function saveResident(ctx: RequestCtx, input: ResidentInput) {
  await carrierExists(ctx, input.carrierId);
  const values = { carrier_id: input.carrierId, name: input.name.trim(), industry: input.industry.trim(), room: input.room.trim(), since: input.since };
  return { id: await upsertRow(ctx, 'carrier_residents', input.id, values, '入驻企业') };
}

/** Deletes one row of the area's tables; the carrier's spaces, residents and requests go with it. */
export async function removeRow(ctx: RequestCtx, table: Table, id: number, what: string) {
  const done = await ctx.db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  if (!Number(done.numDeletedRows)) throw notFound(what);
  return null;
}
