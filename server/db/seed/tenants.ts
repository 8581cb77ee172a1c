import type { Kysely } from 'kysely';
import { DEFAULT_TENANT } from '../../../common/tenant.js';
import type { DB } from '../schema.js';
import type { SeedDay } from './seed-day.js';

/** A bounding box in WGS-84 degrees. */
export interface Bounds {
  minLng: number;
  maxLng: number;
  minLat: number;
  maxLat: number;
}

/** Where a demo tenant's organisations are registered: fills the orgs' region, address and code. */
export interface DemoRegion {
  province: string;
  city: string;
  county: string;
  /** Start of every street address: 杭州市滨江区. */
  addressPrefix: string;
  /** Place words that open company names: 杭州海康…, 浙江海康…. */
  namePrefixes: ReadonlyArray<string>;
  /** Administrative divisions of the registering authority (credit code digits 3–8), with weights. */
  divisions: ReadonlyArray<readonly [string, number]>;
  /** Orgs are placed inside this box: the district around the parks. */
  bounds: Bounds;
}

export interface DemoTenant {
  id: number;
  fullname: string;
  dp_simple: string;
  /** The park's emblem, a file of public/ (served under /innoweb/). */
  logo: string;
  /** Its colour (#rrggbb, white text on it passes WCAG AA). */
  theme_color: string;
  source_park_id: number;
  high_tech_zone: string;
  is_default: 0 | 1;
  hostnames: ReadonlyArray<string>;
  region: DemoRegion;
  /** How many orgs the demo gives the tenant. */
  demoOrgCount: number;
}

/** Tenant 1 is exactly the client's preset DEFAULT_TENANT, so the client's fallback and the server agree. */
export const DEMO_TENANTS: ReadonlyArray<DemoTenant> = [
  {
    id: DEFAULT_TENANT.id,
    fullname: DEFAULT_TENANT.name,
    dp_simple: DEFAULT_TENANT.indextitle,
    logo: DEFAULT_TENANT.logo,
    theme_color: DEFAULT_TENANT.themeColor,
    source_park_id: DEFAULT_TENANT.parkid,
    high_tech_zone: DEFAULT_TENANT.parkname,
    is_default: 1,
    hostnames: ['localhost', '127.0.0.1'],
    region: {
      province: '浙江省',
      city: '杭州市',
      county: '滨江区',
      addressPrefix: '杭州市滨江区',
      namePrefixes: ['杭州', '浙江'],
      divisions: [
        ['330108', 6], // 滨江区
        ['330100', 3], // 杭州市
        ['330000', 1], // 浙江省
      ],
      bounds: { minLng: 120.13, maxLng: 120.24, minLat: 30.15, maxLat: 30.23 },
    },
    demoOrgCount: 360,
  },
  {
    id: 2,
    fullname: '苏州工业园区',
    dp_simple: '苏州园区',
    logo: '/innoweb/parks/suzhou.svg',
    // 园区青: the second park must not look like the first.
    theme_color: '#0f766e',
    source_park_id: 2001,
    high_tech_zone: '苏州工业园区（金鸡湖）',
    is_default: 0,
    hostnames: ['demo2.localhost'],
    region: {
      province: '江苏省',
      city: '苏州市',
      county: '苏州工业园区',
      addressPrefix: '苏州市工业园区',
      namePrefixes: ['苏州', '江苏'],
      divisions: [
        ['320594', 7], // 苏州工业园区
        ['320500', 3], // 苏州市
      ],
      bounds: { minLng: 120.66, maxLng: 120.8, minLat: 31.27, maxLat: 31.35 },
    },
    demoOrgCount: 80,
  },
];

export function demoTenant(tenantId: number): DemoTenant {
  const tenant = DEMO_TENANTS.find((t) => t.id === tenantId);
  if (!tenant)
    throw new Error(
      `tenant ${tenantId} is not a demo tenant (demo tenants: ${DEMO_TENANTS.map((t) => t.id).join(', ')})`,
    );
  return tenant;
}

export async function insertDemoTenants(db: Kysely<DB>, today: SeedDay): Promise<void> {
  await db
    .insertInto('tenants')
    .values(
      DEMO_TENANTS.map((t) => ({
        id: t.id,
        fullname: t.fullname,
        dp_simple: t.dp_simple,
        logo: t.logo,
        theme_color: t.theme_color,
        source_park_id: t.source_park_id,
        high_tech_zone: t.high_tech_zone,
        is_default: t.is_default,
        created_at: today.at(0),
      })),
    )
    .execute();
  await db
    .insertInto('tenant_hosts')
    .values(DEMO_TENANTS.flatMap((t) => t.hostnames.map((hostname) => ({ hostname, tenant_id: t.id }))))
    .execute();
}
