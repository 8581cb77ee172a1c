import { describe, expect, it } from 'vitest';
import { distanceMetres, wgs84ToGcj02 } from '../../lib/coords.js';
import { isValidCreditCode } from './credit-code.js';
import { INDUSTRIES, NAME_ENDINGS } from './industries.js';
import { orgFactory } from './org-factory.js';
import { OrgNameSpace } from './org-names.js';
import { parksOf } from './parks.js';
import { seedDay } from './seed-day.js';
import { DEMO_TENANTS } from './tenants.js';

describe('org names', () => {
  it('has 20 % service endings, so the demo is about 80 % enterprises', () => {
    const services = NAME_ENDINGS.filter((e) => e.trade.orgtype === 'SERVICE').length;
    expect(services / NAME_ENDINGS.length).toBe(0.2);
    expect(new Set(NAME_ENDINGS.map((e) => e.suffix)).size).toBe(NAME_ENDINGS.length);
  });

  it('gives every slot of a tenant a distinct name, and branches beyond the space', () => {
    const names = new OrgNameSpace(['杭州', '浙江'], 'test');
    expect(names.size).toBeGreaterThan(150_000);
    const all = new Set<string>();
    for (let i = 0; i < names.size; i++) all.add(names.at(i).fullname);
    expect(all.size).toBe(names.size);
    const beyond = names.at(names.size + 5).fullname;
    expect(beyond).toBe(`${names.at(5).fullname}第2分公司`);
  });
});

describe.each(DEMO_TENANTS.map((t) => [t.id, t] as const))('demo orgs of tenant %i', (tenantId, tenant) => {
  const factory = orgFactory(tenantId);
  const today = seedDay(Date.UTC(2026, 0, 1, 9));
  const orgs = Array.from({ length: 20_000 }, (_, i) => factory.at(i, today));
  const parks = new Map(parksOf(tenantId).map((p) => [p.id, p]));

  it('are the same org every time they are generated', () => {
    expect(orgFactory(tenantId).at(123, today)).toEqual(orgs[123]);
    expect(factory.at(19_999, today)).toEqual(orgs[19_999]);
  });

  it('have unique names and unique, valid credit codes', () => {
    expect(new Set(orgs.map((o) => o.fullname)).size).toBe(orgs.length);
    expect(new Set(orgs.map((o) => o.credit_code)).size).toBe(orgs.length);
    expect(orgs.filter((o) => !isValidCreditCode(o.credit_code)).map((o) => o.credit_code)).toEqual([]);
    // Old companies keep their numeric organisation code; post-2015 ones have 'MA' codes.
    expect(orgs.filter((o) => o.setup_date >= '2015-10-01' !== o.credit_code.startsWith('MA', 8))).toEqual(
      [],
    );
  });

  it('are about 80 % enterprises and 20 % service organisations', () => {
    const services = orgs.filter((o) => o.orgtype === 'SERVICE').length / orgs.length;
    expect(services).toBeGreaterThan(0.18);
    expect(services).toBeLessThan(0.22);
  });

  it('pair each industry with its field id, and service organisations with 现代服务业', () => {
    const fieldOf = new Map<string, number>(INDUSTRIES.map((i) => [i.name, i.fieldId]));
    expect(orgs.filter((o) => fieldOf.get(o.industry_name) !== o.field_id)).toEqual([]);
    expect(new Set(orgs.map((o) => o.field_id)).size).toBe(8);
    expect(orgs.filter((o) => o.orgtype === 'SERVICE' && o.industry_name !== '现代服务业')).toEqual([]);
  });

  it('lie in one of the tenant’s parks, inside the city box, with a GCJ-02 pin a few hundred metres off', () => {
    const { bounds } = tenant.region;
    const bad = orgs.filter((o) => {
      const park = parks.get(o.park_id);
      const gcj = wgs84ToGcj02({ lng: o.longitude, lat: o.latitude });
      const shift = distanceMetres(
        { lng: o.longitude, lat: o.latitude },
        { lng: o.gaodelng, lat: o.gaodelat },
      );
      return (
        !park ||
        park.name !== o.sub_park ||
        o.longitude < bounds.minLng ||
        o.longitude > bounds.maxLng ||
        o.latitude < bounds.minLat ||
        o.latitude > bounds.maxLat ||
        distanceMetres({ lng: o.longitude, lat: o.latitude }, park) > 4_100 ||
        Math.abs(gcj.lng - o.gaodelng) > 1e-6 ||
        Math.abs(gcj.lat - o.gaodelat) > 1e-6 ||
        shift < 300 ||
        shift > 800
      );
    });
    expect(bad).toEqual([]);
    // Every park gets orgs.
    expect(new Set(orgs.map((o) => o.park_id)).size).toBe(parks.size);
  });

  it('carry the tenant’s region, plausible dates, capital, phones and people', () => {
    const { region } = tenant;
    const bad = orgs.filter(
      (o) =>
        o.province !== region.province ||
        o.city !== region.city ||
        o.county !== region.county ||
        !o.address.startsWith(region.addressPrefix) ||
        !/^(200\d|201\d|202[0-5])-\d\d-\d\d$/.test(o.setup_date) ||
        o.register_capital < 50 ||
        o.register_capital > 50_000 ||
        !/^1[3-9]\d{9}$/.test(o.contact_phone) ||
        /^13[89]000000/.test(o.contact_phone) ||
        !/^\p{Script=Han}{2,4}$/u.test(o.legal_person) ||
        !['A', 'B', 'C', 'D'].includes(o.envreate) ||
        !['存续', '在业', '迁出'].includes(o.regist_status) ||
        !o.ranges.endsWith('。') ||
        o.created_at < '2023-01-01' ||
        o.created_at >= '2026-01-01' ||
        o.created_at.slice(0, 10) < o.setup_date,
    );
    expect(bad).toEqual([]);
    expect(orgs.filter((o) => o.regist_status === '存续').length / orgs.length).toBeGreaterThan(0.8);
  });
});

it('credit codes differ between tenants too', () => {
  const codes = new Set<string>();
  for (const tenant of DEMO_TENANTS)
    for (let i = 0; i < 5000; i++) codes.add(orgFactory(tenant.id).at(i, seedDay()).credit_code);
  expect(codes.size).toBe(5000 * DEMO_TENANTS.length);
});

it('refuses tenants that are not demo tenants', () => {
  expect(() => orgFactory(99)).toThrow(/not a demo tenant/);
});
