import { occupancyOf, RESOURCE_STATUSES, VISIT_STATUSES } from '../../../common/carrier/rules.js';
import type { CarrierRow, ResourceRow } from './repo.js';
import type { CarrierResidentsTable, CarrierVisitsTable } from './tables.js';
import type { Selectable } from 'kysely';

/** Answer shapes of the carrier contract, from the rows the repository reads. */

const n = (v: number | string | bigint | null | undefined) => Number(v ?? 0);

/** A JSON array column as strings (an unreadable one as none). */
export function listOf(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export const carrierItem = (r: CarrierRow) => ({
  id: Number(r.id),
  name: r.name,
  type: r.type,
  level: r.level,
  parkName: r.park_name ?? '',
  address: r.address,
  lng: Number(r.lng),
  lat: Number(r.lat),
  areaM2: Number(r.area_m2),
  resources: n(r.resources),
  free: n(r.free),
  residents: n(r.residents),
  occupancy: occupancyOf(n(r.rented), n(r.resources)),
  featured: r.featured === 1,
});

export const managedCarrier = (r: CarrierRow) => ({ ...carrierItem(r), updatedAt: r.updated_at });

export const resourceItem = (r: ResourceRow, distanceKm: number | null = null) => ({
  id: Number(r.id),
  carrierId: Number(r.carrier_id),
  carrierName: r.carrier_name,
  name: r.name,
  type: r.type,
  floor: r.floor,
  size: Number(r.size),
  price: Number(r.price),
  status: r.status,
  statusLabel: RESOURCE_STATUSES[r.status],
  availableFrom: r.available_from,
  lng: Number(r.lng),
  lat: Number(r.lat),
  distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
});

export const resourceDetail = (r: ResourceRow) => ({
  ...resourceItem(r),
  intro: r.intro,
  tenantName: r.tenant_name,
  carrierAddress: r.carrier_address,
  contact: r.contact,
  phone: r.phone,
});

export const residentItem = (r: Selectable<CarrierResidentsTable>) => ({ id: Number(r.id), name: r.name, industry: r.industry, room: r.room, since: r.since });

export const visitItem = (r: Selectable<CarrierVisitsTable> & { carrier_name: string; resource_name: string | null }) => ({
  id: Number(r.id),
  carrierId: Number(r.carrier_id),
  carrierName: r.carrier_name,
  resourceName: r.resource_name ?? '',
  name: r.name,
  phone: r.phone,
  company: r.company,
  visitDate: r.visit_date,
  note: r.note,
  status: r.status,
  statusLabel: VISIT_STATUSES[r.status],
  handledNote: r.handled_note,
  createdAt: r.created_at,
});
