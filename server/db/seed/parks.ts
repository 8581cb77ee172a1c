import type { Kysely } from 'kysely';
import type { DB } from '../schema.js';
import { resetIdSequence } from './sequences.js';
import { demoTenant } from './tenants.js';

/** A demo park. Ids are explicit so links (tenant source_park_id, org park_id) stay stable. */
export interface DemoPark {
  id: number;
  tenantId: number;
  /** null for a tenant's main park; the main park's id for its sub-parks. */
  parentId: number | null;
  name: string;
  /** 街道 the park lies in; addresses of its orgs use it. */
  subdistrict: string;
  /** Street address after the tenant's address prefix. */
  street: string;
  /** WGS-84 centre. */
  lng: number;
  lat: number;
  areaKm2: number;
  /** Roads inside or next to the park, for its orgs' addresses. */
  roads: ReadonlyArray<string>;
}

/**
 * Park and road names of 杭州高新区（滨江） and 苏州工业园区 as locals know them; coordinates are
 * approximate (good enough for map pins) and all lie inside the tenant's bounds.
 */
export const DEMO_PARKS: ReadonlyArray<DemoPark> = [
  {
    id: 1001,
    tenantId: 1,
    parentId: null,
    name: '杭州高新区（滨江）',
    subdistrict: '长河街道',
    street: '江南大道3850号',
    lng: 120.19,
    lat: 30.19,
    areaKm2: 72.2,
    roads: ['江南大道', '滨盛路', '江陵路', '长河路', '六和路', '滨康路'],
  },
  {
    id: 1002,
    tenantId: 1,
    parentId: 1001,
    name: '物联网产业园',
    subdistrict: '西兴街道',
    street: '物联网街259号',
    lng: 120.214,
    lat: 30.206,
    areaKm2: 6.5,
    roads: ['物联网街', '江陵路', '滨安路', '月明路', '聚工路'],
  },
  {
    id: 1003,
    tenantId: 1,
    parentId: 1001,
    name: '互联网产业园',
    subdistrict: '长河街道',
    street: '网商路699号',
    lng: 120.186,
    lat: 30.189,
    areaKm2: 5.2,
    roads: ['网商路', '江南大道', '长河路', '滨盛路', '江虹路'],
  },
  {
    id: 1004,
    tenantId: 1,
    parentId: 1001,
    name: '智慧e谷',
    subdistrict: '浦沿街道',
    street: '东信大道66号',
    lng: 120.156,
    lat: 30.176,
    areaKm2: 3.1,
    roads: ['东信大道', '浦沿路', '六和路', '南环路', '信诚路'],
  },
  {
    id: 1005,
    tenantId: 1,
    parentId: 1001,
    name: '白马湖生态创意城',
    subdistrict: '长河街道',
    street: '白马湖路77号',
    lng: 120.196,
    lat: 30.166,
    areaKm2: 8.0,
    roads: ['白马湖路', '建业路', '秋溢路', '长河路'],
  },
  {
    id: 1006,
    tenantId: 1,
    parentId: 1001,
    name: '奥体科创园',
    subdistrict: '西兴街道',
    street: '飞虹路3号',
    lng: 120.226,
    lat: 30.219,
    areaKm2: 4.0,
    roads: ['飞虹路', '江晖路', '闻涛路', '丹枫路', '滨盛路'],
  },
  {
    id: 1007,
    tenantId: 1,
    parentId: 1001,
    name: '海创基地',
    subdistrict: '长河街道',
    street: '江虹路1750号',
    lng: 120.204,
    lat: 30.184,
    areaKm2: 2.5,
    roads: ['江虹路', '伟业路', '阡陌路', '滨文路'],
  },
  {
    id: 2001,
    tenantId: 2,
    parentId: null,
    name: '苏州工业园区',
    subdistrict: '娄葑街道',
    street: '现代大道999号',
    lng: 120.72,
    lat: 31.31,
    areaKm2: 278,
    roads: ['现代大道', '苏州大道东', '星港街', '旺墩路', '翠薇街'],
  },
  {
    id: 2002,
    tenantId: 2,
    parentId: 2001,
    name: '苏州纳米城',
    subdistrict: '斜塘街道',
    street: '金鸡湖大道99号',
    lng: 120.755,
    lat: 31.287,
    areaKm2: 1.0,
    roads: ['金鸡湖大道', '若水路', '东平街'],
  },
  {
    id: 2003,
    tenantId: 2,
    parentId: 2001,
    name: '生物医药产业园',
    subdistrict: '斜塘街道',
    street: '星湖街218号',
    lng: 120.736,
    lat: 31.278,
    areaKm2: 1.2,
    roads: ['星湖街', '仁爱路', '林泉街'],
  },
  {
    id: 2004,
    tenantId: 2,
    parentId: 2001,
    name: '国际科技园',
    subdistrict: '娄葑街道',
    street: '星湖街328号',
    lng: 120.731,
    lat: 31.302,
    areaKm2: 1.5,
    roads: ['星湖街', '苏州大道东', '翠薇街'],
  },
];

export function parksOf(tenantId: number): ReadonlyArray<DemoPark> {
  return DEMO_PARKS.filter((p) => p.tenantId === tenantId);
}

export async function insertDemoParks(db: Kysely<DB>): Promise<void> {
  // Main parks first: sub-parks reference them.
  const ordered = [...DEMO_PARKS].sort(
    (a, b) => Number(a.parentId !== null) - Number(b.parentId !== null) || a.id - b.id,
  );
  await db
    .insertInto('parks')
    .values(
      ordered.map((park) => {
        const { region } = demoTenant(park.tenantId);
        return {
          id: park.id,
          tenant_id: park.tenantId,
          parent_id: park.parentId,
          name: park.name,
          province: region.province,
          city: region.city,
          county: region.county,
          address: `${region.addressPrefix}${park.subdistrict}${park.street}`,
          longitude: park.lng,
          latitude: park.lat,
          area_km2: park.areaKm2,
        };
      }),
    )
    .execute();
  await resetIdSequence(db, 'parks');
}
