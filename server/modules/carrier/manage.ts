import type { CarrierInput, ResidentInput, ResourceInput } from '../../../common/carrier/contract.js';
import type { RequestCtx } from '../../kit/context.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { keepPhotos } from './photos.js';

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

export async function saveCarrier(ctx: RequestCtx, input: CarrierInput) {
  await parkExists(ctx, input.parkId);
  const now = nowIso();
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
    updated_at: now,
  };
  if (input.id !== undefined) {
    const done = await ctx.db.updateTable('carrier_carriers').set(values).where('id', '=', input.id).executeTakeFirst();
    if (!Number(done.numUpdatedRows)) throw notFound('载体');
    await keepPhotos(ctx, 'carrier', input.id, input.photoIds);
    return { id: input.id };
  }
  const row = await ctx.db.insertInto('carrier_carriers').values({ ...values, created_at: now }).returning('id').executeTakeFirstOrThrow();
  await keepPhotos(ctx, 'carrier', Number(row.id), input.photoIds);
  return { id: Number(row.id) };
}

export async function saveResource(ctx: RequestCtx, input: ResourceInput) {
  await carrierExists(ctx, input.carrierId);
  const tenantName = input.tenantName.trim();
  if (input.status === 'RENTED' && !tenantName) throw new BizError('已租的房源请填写承租企业');
  const now = nowIso();
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
    updated_at: now,
  };
  if (input.id !== undefined) {
    const done = await ctx.db.updateTable('carrier_resources').set(values).where('id', '=', input.id).executeTakeFirst();
    if (!Number(done.numUpdatedRows)) throw notFound('房源');
    await keepPhotos(ctx, 'carrierResource', input.id, input.photoIds);
    return { id: input.id };
  }
  const row = await ctx.db.insertInto('carrier_resources').values({ ...values, created_at: now }).returning('id').executeTakeFirstOrThrow();
  await keepPhotos(ctx, 'carrierResource', Number(row.id), input.photoIds);
  return { id: Number(row.id) };
}

export async function saveResident(ctx: RequestCtx, input: ResidentInput) {
  await carrierExists(ctx, input.carrierId);
  const values = { carrier_id: input.carrierId, name: input.name.trim(), industry: input.industry.trim(), room: input.room.trim(), since: input.since };
  if (input.id !== undefined) {
    const done = await ctx.db.updateTable('carrier_residents').set(values).where('id', '=', input.id).executeTakeFirst();
    if (!Number(done.numUpdatedRows)) throw notFound('入驻企业');
    return { id: input.id };
  }
  const row = await ctx.db.insertInto('carrier_residents').values(values).returning('id').executeTakeFirstOrThrow();
  return { id: Number(row.id) };
}

/** Deletes one row of the area's tables; the carrier's spaces, residents and requests go with it. */
export async function removeRow(ctx: RequestCtx, table: 'carrier_carriers' | 'carrier_resources' | 'carrier_residents', id: number, what: string) {
  const done = await ctx.db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  if (!Number(done.numDeletedRows)) throw notFound(what);
  return null;
}
