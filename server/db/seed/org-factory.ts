import type { NewOrg } from '../schema.js';
import { dateOfDay, dayOf, isoAt, type SeedDay } from './seed-day.js';
import { roundCoordinate, wgs84ToGcj02, type LngLat } from '../../lib/coords.js';
import { composeCreditCode, MA_BODY_SERIALS, NUMERIC_BODY_SERIALS, orgCodeBody } from './credit-code.js';
import type { ScopeStyle, Trade } from './industries.js';
import { mobilePhone, personName } from './names.js';
import { OrgNameSpace } from './org-names.js';
import { parksOf, type DemoPark } from './parks.js';
import { Permutation } from './permutation.js';
import { Random, seedFrom } from './random.js';
import { demoTenant, type Bounds, type DemoTenant } from './tenants.js';

/** Orgs per tenant the credit-code serials leave room for (serial = tenant id × this + index). */
export const MAX_ORGS_PER_TENANT = 10_000_000;

const FIRST_SETUP_DAY = dayOf('2000-01-01');
const LAST_SETUP_DAY = dayOf('2025-12-31');
/** 三证合一: companies set up from this day got an 'MA…' code; older ones kept their numeric one. */
const UNIFIED_CODE_REFORM_DAY = dayOf('2015-10-01');
/** The platform went live then; orgs joined it between that day and the seeding day. */
const PLATFORM_LAUNCH_DAY = dayOf('2023-01-01');

const ENTERPRISE_CATEGORIES: ReadonlyArray<readonly [string, number]> = [
  ['高新技术企业', 25],
  ['科技型中小企业', 30],
  ['专精特新企业', 10],
  ['规上企业', 10],
  ['一般企业', 25],
];
const ENV_RATINGS: ReadonlyArray<readonly [string, number]> = [
  ['A', 35],
  ['B', 45],
  ['C', 15],
  ['D', 5],
];
const REGIST_STATUSES: ReadonlyArray<readonly [string, number]> = [
  ['存续', 86],
  ['在业', 10],
  ['迁出', 4],
];
/** Share of orgs registered at the main park itself rather than in a sub-park. */
const MAIN_PARK_SHARE = 0.15;
/** Orgs scatter at most this far from their park's centre. */
const MAX_SCATTER_KM = 4;
/** Keeps generated points this far (degrees) inside the tenant's bounds. */
const BOUNDS_MARGIN = 0.001;
const KM_PER_DEGREE_LAT = 111.32;

/**
 * Generates the demo organisations of one tenant. Org i depends only on the tenant and i (its own
 * PRNG seeded from both), so any org can be generated alone, in any order, on any run.
 */
export class OrgFactory {
  private readonly names: OrgNameSpace;
  private readonly maSerials: Permutation;
  private readonly numericSerials: Permutation;
  private readonly mainPark: DemoPark;
  private readonly subParks: ReadonlyArray<readonly [DemoPark, number]>;

  constructor(readonly tenant: DemoTenant) {
    this.names = new OrgNameSpace(tenant.region.namePrefixes, `tenant-${tenant.id}`);
    this.maSerials = new Permutation(MA_BODY_SERIALS, seedFrom('credit-code-ma'));
    this.numericSerials = new Permutation(NUMERIC_BODY_SERIALS, seedFrom('credit-code-numeric'));
    const parks = parksOf(tenant.id);
    const main = parks.find((p) => p.parentId === null);
    if (!main) throw new Error(`demo tenant ${tenant.id} has no main park`);
    this.mainPark = main;
    // Bigger parks host more orgs.
    this.subParks = parks.filter((p) => p.parentId !== null).map((p) => [p, p.areaKm2] as const);
    if ((tenant.id + 1) * MAX_ORGS_PER_TENANT > NUMERIC_BODY_SERIALS) {
      throw new Error(`tenant id ${tenant.id} is too large for demo credit-code serials`);
    }
  }

  /** The first index whose org has this type: the demo accounts link to those orgs. */
  firstIndexOf(orgtype: Trade['orgtype']): number {
    for (let index = 0; index < this.names.size; index++) {
      if (this.names.at(index).trade.orgtype === orgtype) return index;
    }
    throw new Error(`no ${orgtype} org in the name space`);
  }

  /** Org `index`, as it is when the park is seeded on `today` (only its joining date depends on it). */
  at(index: number, today: SeedDay): NewOrg {
    if (!Number.isInteger(index) || index < 0 || index >= MAX_ORGS_PER_TENANT) {
      throw new Error(`org index ${index} outside [0, ${MAX_ORGS_PER_TENANT})`);
    }
    const { region } = this.tenant;
    const rng = new Random(seedFrom('org', this.tenant.id, index));
    const { fullname, simplename, trade } = this.names.at(index);

    const setupDay =
      FIRST_SETUP_DAY + Math.floor(Math.sqrt(rng.next()) * (LAST_SETUP_DAY - FIRST_SETUP_DAY + 1));
    const serial = this.tenant.id * MAX_ORGS_PER_TENANT + index;
    const creditCode = composeCreditCode({
      authorityAndKind: trade.authorityAndKind,
      division: rng.weighted(region.divisions),
      orgCodeBody:
        setupDay >= UNIFIED_CODE_REFORM_DAY
          ? orgCodeBody(this.maSerials.at(serial), 'MA')
          : orgCodeBody(this.numericSerials.at(serial), 'NUMERIC'),
    });

    const park = rng.chance(MAIN_PARK_SHARE) ? this.mainPark : rng.weighted(this.subParks);
    const wgs = scatterAround(rng, park, region.bounds);
    const gcj = wgs84ToGcj02(wgs);
    const joinedDay = rng.int(Math.max(setupDay, PLATFORM_LAUNCH_DAY), today.day - 1);

    return {
      tenant_id: this.tenant.id,
      fullname,
      simplename,
      credit_code: creditCode,
      orgtype: trade.orgtype,
      category: trade.serviceCategory ?? rng.weighted(ENTERPRISE_CATEGORIES),
      industry_name: trade.industry.name,
      field_id: trade.industry.fieldId,
      ranges: businessScope(rng, trade),
      envreate: rng.weighted(ENV_RATINGS),
      legal_person: personName(rng),
      contact_phone: mobilePhone(rng),
      province: region.province,
      city: region.city,
      county: region.county,
      park_id: park.id,
      sub_park: park.name,
      address: streetAddress(rng, region.addressPrefix, park),
      setup_date: dateOfDay(setupDay),
      register_capital: registeredCapital(rng, trade.orgtype),
      regist_status: rng.weighted(REGIST_STATUSES),
      longitude: wgs.lng,
      latitude: wgs.lat,
      gaodelng: roundCoordinate(gcj.lng),
      gaodelat: roundCoordinate(gcj.lat),
      created_at: isoAt(joinedDay, rng.int(8 * 3600, 20 * 3600)),
    };
  }
}

const factories = new Map<number, OrgFactory>();

export function orgFactory(tenantId: number): OrgFactory {
  let factory = factories.get(tenantId);
  if (!factory) {
    factory = new OrgFactory(demoTenant(tenantId));
    factories.set(tenantId, factory);
  }
  return factory;
}

/** A uniform point in the park's disc, kept inside the tenant's bounds, rounded to 6 decimals. */
function scatterAround(rng: Random, park: DemoPark, bounds: Bounds): LngLat {
  const radiusKm = Math.min(Math.sqrt(park.areaKm2 / Math.PI), MAX_SCATTER_KM) * Math.sqrt(rng.next());
  const angle = rng.between(0, 2 * Math.PI);
  const dLat = (radiusKm * Math.sin(angle)) / KM_PER_DEGREE_LAT;
  const dLng = (radiusKm * Math.cos(angle)) / (KM_PER_DEGREE_LAT * Math.cos((park.lat * Math.PI) / 180));
  const clamp = (value: number, min: number, max: number) =>
    Math.min(Math.max(value, min + BOUNDS_MARGIN), max - BOUNDS_MARGIN);
  return {
    lng: roundCoordinate(clamp(park.lng + dLng, bounds.minLng, bounds.maxLng)),
    lat: roundCoordinate(clamp(park.lat + dLat, bounds.minLat, bounds.maxLat)),
  };
}

/** 杭州市滨江区长河街道江南大道3880号, sometimes with building and room: …3880号5幢1203室. */
function streetAddress(rng: Random, addressPrefix: string, park: DemoPark): string {
  const street = `${addressPrefix}${park.subdistrict}${rng.pick(park.roads)}${rng.int(1, 4000)}号`;
  if (!rng.chance(0.6)) return street;
  return `${street}${rng.int(1, 12)}幢${rng.int(1, 22)}${String(rng.int(1, 30)).padStart(2, '0')}室`;
}

/** The standard wording around 经营范围 items, as business licences print it. */
const SCOPE_WORDING: Record<ScopeStyle, { lead: string; closing: string }> = {
  GENERAL: { lead: '一般项目：', closing: '（除依法须经批准的项目外，凭营业执照依法自主开展经营活动）' },
  LICENSED: { lead: '许可项目：', closing: '（依法须经批准的项目，经相关部门批准后方可开展经营活动）' },
  LEGAL: { lead: '业务范围：', closing: '' },
};

/** 经营范围: a few of the trade's items in their usual order, in the licence's wording. */
function businessScope(rng: Random, trade: Trade): string {
  const { lead, closing } = SCOPE_WORDING[trade.scopeStyle];
  return `${lead}${rng.sample(trade.scope, rng.int(3, 5)).join('；')}${closing}。`;
}

/**
 * Registered capital in 万元, log-triangular: most companies register a few hundred to a few
 * thousand 万元, few register the extremes. Service firms are smaller. Rounded as people round it.
 */
function registeredCapital(rng: Random, orgtype: Trade['orgtype']): number {
  const min = Math.log(50);
  const max = Math.log(orgtype === 'ORG' ? 50_000 : 5_000);
  const raw = Math.exp(min + ((rng.next() + rng.next()) / 2) * (max - min));
  const step = raw < 1_000 ? 10 : raw < 10_000 ? 100 : 1_000;
  return Math.min(Math.max(Math.round(raw / step) * step, 50), 50_000);
}
