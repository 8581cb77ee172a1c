import type { Kysely } from 'kysely';
import { ORG_SEARCH_PAGE_SIZE } from '../../../common/constants.js';
import type { DB, NewOrg } from '../../db/schema.js';
import { insertTwoTenants } from '../../testing/fixtures.js';
import type { TestApp } from '../../testing/app.js';
import { parkToday } from '../../lib/park-time.js';
import { yearsBefore } from './criteria.js';
import { parkHost } from '../../testing/call.js';

/**
 * A small directory whose every org differs from the others in a known way, so each filter can be
 * checked by the exact set it answers. Dates are relative to today: age filters stay stable.
 */
export const today = parkToday();

/** The directory's first page at its default size (the contract's paging defaults). */
export const FIRST_PAGE = { size: ORG_SEARCH_PAGE_SIZE, offset: 0 };

/** Months before today as YYYY-MM-DD (for ages that fall between whole years). */
function monthsBefore(months: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

type Sample = Omit<
  NewOrg,
  | 'tenant_id'
  | 'ranges'
  | 'envreate'
  | 'legal_person'
  | 'contact_phone'
  | 'address'
  | 'longitude'
  | 'latitude'
  | 'gaodelng'
  | 'gaodelat'
  | 'province'
  | 'city'
  | 'county'
> &
  Partial<Pick<NewOrg, 'province' | 'city' | 'county'>>;

/** Keys name the orgs in tests; insertion order is id order (the lists answer newest first). */
export const SAMPLES = {
  A: {
    fullname: '杭州鼎策新材料科技有限公司',
    simplename: '鼎策新材',
    credit_code: '91330108MA2B0A1C1X',
    orgtype: 'ORG',
    category: '高新技术企业',
    industry_name: '新材料',
    field_id: 4,
    park_id: 1002,
    sub_park: '物联网产业园',
    setup_date: yearsBefore(today, 2),
    register_capital: 300,
    regist_status: '存续',
    created_at: `${monthsBefore(6)}T09:00:00.000Z`,
  },
  B: {
    fullname: '杭州云栖信息技术有限公司',
    simplename: '云栖信息',
    credit_code: '91330108MA2B0A2D2Y',
    orgtype: 'ORG',
    category: '科技型中小企业',
    industry_name: '新一代信息技术',
    field_id: 1,
    park_id: 1001,
    sub_park: '杭州高新区',
    setup_date: yearsBefore(today, 12),
    register_capital: 1200,
    regist_status: '在业',
    created_at: `${monthsBefore(30)}T09:00:00.000Z`,
  },
  C: {
    fullname: '浙江明镜律师事务所',
    simplename: '明镜律所',
    credit_code: '31330000MD0123456A',
    orgtype: 'SERVICE',
    category: '法律服务机构',
    industry_name: '现代服务业',
    field_id: 8,
    park_id: 1002,
    sub_park: '物联网产业园',
    setup_date: monthsBefore(50),
    register_capital: 50,
    regist_status: '存续',
    created_at: `${monthsBefore(18)}T09:00:00.000Z`,
  },
  D: {
    fullname: '苏州园区生物医药股份有限公司',
    simplename: '园区生物',
    credit_code: '91320594MA1X0Y2Z3W',
    orgtype: 'ORG',
    category: '专精特新企业',
    industry_name: '生物医药',
    field_id: 3,
    park_id: 1001,
    sub_park: '杭州高新区',
    setup_date: yearsBefore(today, 7),
    register_capital: 6000,
    regist_status: '迁出',
    created_at: `${monthsBefore(2)}T09:00:00.000Z`,
    province: '江苏省',
    city: '苏州市',
    county: '苏州工业园区',
  },
  E: {
    fullname: '杭州科技',
    simplename: '科技',
    credit_code: '91330108MA2B0A3E3Z',
    orgtype: 'ORG',
    category: '一般企业',
    industry_name: '新材料',
    field_id: 4,
    park_id: 1002,
    sub_park: '物联网产业园',
    setup_date: '',
    register_capital: 100,
    regist_status: '存续',
    created_at: `${monthsBefore(1)}T09:00:00.000Z`,
  },
} satisfies Record<string, Sample>;
export type SampleKey = keyof typeof SAMPLES;

export function orgRow(tenantId: number, sample: Sample, index = 0): NewOrg {
  return {
    tenant_id: tenantId,
    ranges: '一般项目：技术服务、技术开发',
    envreate: 'A',
    legal_person: '王五',
    contact_phone: `1391234${String(5000 + index).padStart(4, '0')}`,
    province: '浙江省',
    city: '杭州市',
    county: '滨江区',
    address: `杭州市滨江区江南大道${index + 1}号`,
    longitude: 120.2,
    latitude: 30.2,
    gaodelng: 120.204,
    gaodelat: 30.197,
    ...sample,
  };
}

export async function insertParks(db: Kysely<DB>) {
  const park = (id: number, tenant_id: number, parent_id: number | null, name: string) => ({
    id,
    tenant_id,
    parent_id,
    name,
    province: '浙江省',
    city: '杭州市',
    county: '滨江区',
    address: '江南大道',
    longitude: 120.19,
    latitude: 30.19,
    area_km2: 1,
  });
  await db
    .insertInto('parks')
    .values(park(1001, 1, null, '杭州高新区'))
    .execute();
  await db
    .insertInto('parks')
    .values(park(1002, 1, 1001, '物联网产业园'))
    .execute();
  await db
    .insertInto('parks')
    .values(park(2001, 2, null, '苏州园区'))
    .execute();
}

/** Two tenants, their parks, the samples in tenant 1 and one org in tenant 2; the samples' ids. */
export async function seedDirectory(db: Kysely<DB>): Promise<Record<SampleKey, number> & { other: number }> {
  await insertTwoTenants(db);
  await insertParks(db);
  const ids = {} as Record<SampleKey, number> & { other: number };
  let index = 0;
  for (const [key, sample] of Object.entries(SAMPLES) as Array<[SampleKey, Sample]>) {
    const row = await db
      .insertInto('orgs')
      .values(orgRow(1, sample, index++))
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
  }
  const other = await db
    .insertInto('orgs')
    .values(
      orgRow(
        2,
        {
          ...SAMPLES.A,
          fullname: '苏州园区2科技有限公司',
          simplename: '园区2科技',
          credit_code: '91320594MA1X0Y9Z9Q',
          park_id: 2001,
          sub_park: '苏州园区',
        },
        99,
      ),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.other = other.id;
  return ids;
}

/** POSTs a JSON body to a parkboot path as tenant 1 (localhost) or 2 (demo2.localhost). */
export function postAs(
  t: TestApp,
  url: string,
  payload: unknown,
  options: { tenant?: 1 | 2; token?: string } = {},
) {
  const tenant = options.tenant ?? 1;
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...t.sign(tenant, options.token), host: parkHost(tenant) },
    payload: payload as Record<string, unknown>,
  });
}
