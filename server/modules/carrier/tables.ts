import type { Generated } from 'kysely';
import type { DirectoryKind } from '../../../common/carrier/directory/rules.js';
import type { ResourceStatus, VisitStatus } from '../../../common/carrier/rules.js';
import type { TenantColumn } from '../../db/schema.js';

/** A park's carriers (创业载体): incubators, maker spaces, accelerators, industrial buildings. */
export interface CarrierCarriersTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  /** The park or sub-park it lies in (parks.id), or null. */
  park_id: number | null;
  name: string;
  type: string;
  level: string;
  address: string;
  /** GCJ-02 (高德) coordinates. */
  lng: number;
  lat: number;
  area_m2: number;
  operator_name: string;
  contact: string;
  phone: string;
  /** JSON array of the services it offers (工商代办, 投融资对接 …). */
  services: string;
  featured: number;
  intro: string;
  created_at: string;
  updated_at: string;
}

/** A space of a carrier to let: an office, a workshop or a desk, free or let. */
export interface CarrierResourcesTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  carrier_id: number;
  name: string;
  type: string;
  floor: string;
  /** m². */
  size: number;
  /** 元 per month. */
  price: number;
  status: ResourceStatus;
  /** Who rents it, while RENTED ('' while FREE). */
  tenant_name: string;
  available_from: string | null;
  intro: string;
  created_at: string;
  updated_at: string;
}

/** An enterprise resident in a carrier, as the carrier's staff record it. */
export interface CarrierResidentsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  carrier_id: number;
  name: string;
  industry: string;
  room: string;
  since: string;
}

/** A 预约看房 request: a signed-in user asks to be shown a carrier (or one of its spaces). */
export interface CarrierVisitsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  carrier_id: number;
  resource_id: number | null;
  user_id: number | null;
  name: string;
  phone: string;
  company: string;
  visit_date: string;
  note: string;
  status: VisitStatus;
  handled_note: string;
  handled_by: number | null;
  handled_at: string | null;
  created_at: string;
}

/** The park's directory of innovation platforms and investment institutions (told apart by kind). */
export interface CarrierDirectoryTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  kind: DirectoryKind;
  park_id: number | null;
  name: string;
  type: string;
  level: string;
  host: string;
  /** JSON arrays: 研究方向 / 关注行业, and an investor's stages. */
  fields: string;
  stages: string;
  /** 亿元 (investors). */
  fund_size: number | null;
  address: string;
  lng: number;
  lat: number;
  contact: string;
  phone: string;
  intro: string;
  cases: string;
  created_at: string;
  updated_at: string;
}

/** A photo of a carrier or of a space: an attachment linked in order (photos.ts). */
export interface CarrierPhotosTable {
  tenant_id: TenantColumn;
  carrier_id: number;
  attachment_id: number;
  position: number;
}
export interface CarrierResourcePhotosTable {
  tenant_id: TenantColumn;
  resource_id: number;
  attachment_id: number;
  position: number;
}

/** A park's carrier data version, bumped by triggers on every write that changes a list (migration `versions`). */
export interface CarrierVersionsTable {
  tenant_id: TenantColumn;
  version: number;
}

declare module '../../db/schema.js' {
  interface DB {
    carrier_photos: CarrierPhotosTable;
    carrier_resource_photos: CarrierResourcePhotosTable;
    carrier_carriers: CarrierCarriersTable;
    carrier_resources: CarrierResourcesTable;
    carrier_residents: CarrierResidentsTable;
    carrier_visits: CarrierVisitsTable;
    carrier_directory: CarrierDirectoryTable;
    carrier_versions: CarrierVersionsTable;
  }
}
