import type { Kysely } from 'kysely';
import { OPERATOR_ROLES } from '../../../common/constants.js';
import type { DB } from '../../db/schema.js';
import { creditCodeCheckChar } from '../../../common/credit-code.js';
import { insertOrg as insertAnyOrg, insertTestAttachment, insertUser } from '../../testing/fixtures.js';
import { buildWorld as buildBaseWorld, call, testPhone, type Answer, type TestUser, type World as BaseWorld } from '../../testing/world.js';

/**
 * Test-only: the two-park world (server/testing/world.ts) with the parks' main parks, the operator
 * who decides the applications here and an applicant of park 2, and helpers to call the API as them.
 */

export const VALID_ID = '11010519491231002X';
export const OTHER_ID = '110101199003074477';

/** A valid credit code per serial: distinct serials give distinct codes. */
export function creditCode(serial: number): string {
  const first17 = `91330108MA${String(serial).padStart(6, '0')}0`;
  return first17 + creditCodeCheckChar(first17);
}

/** The tenant's main park (its source park) as certification places new organisations in it. */
const mainPark = (tenantId: number) => ({
  name: `主园区${tenantId}`,
  province: '浙江省',
  city: '杭州市',
  county: '滨江区',
  address: '杭州市滨江区长河街道江南大道3850号',
  longitude: 120.19,
  latitude: 30.19,
  area_km2: 72.2,
});

/** Makes the tenant's source park (which the world's organisations may have created already) its main park. */
async function insertMainPark(db: Kysely<DB>, tenantId: number): Promise<number> {
  const id = tenantId * 1000 + 1;
  const known = await db.selectFrom('parks').select('id').where('id', '=', id).executeTakeFirst();
  if (known) await db.updateTable('parks').set(mainPark(tenantId)).where('id', '=', id).execute();
  else await db.insertInto('parks').values({ id, tenant_id: tenantId, parent_id: null, ...mainPark(tenantId) }).execute();
  return id;
}

/** An organisation of the tenant's main park with this name and credit code. */
export function insertOrg(
  db: Kysely<DB>,
  tenantId: number,
  fullname: string,
  code: string,
  orgtype: 'ORG' | 'SERVICE' = 'ORG',
): Promise<number> {
  return insertAnyOrg(db, tenantId, {
    fullname,
    simplename: fullname.slice(2, 6),
    credit_code: code,
    orgtype,
    industry_name: '软件和信息技术服务业',
    field_id: 3,
    ranges: '软件开发',
    contact_phone: '13900000000',
    sub_park: `主园区${tenantId}`,
    address: '江南大道1号',
    setup_date: '2016-05-01',
    register_capital: 1000,
    gaodelng: 120.205,
    gaodelat: 30.198,
  });
}

/** An attachment row as an upload leaves it; the download address the client would send. */
export async function insertAttachment(db: Kysely<DB>, tenantId: number, uploaderId: number, deleted = false): Promise<string> {
  const id = await insertTestAttachment(db, tenantId, uploaderId, { filename: '营业执照.png', mime: 'image/png', size: 68, deleted });
  return `/api/dpboot/attach/download/${id}`;
}

export interface World extends BaseWorld {
  /** 管委会 of park 1 who decides the applications (its name, 用户0001, is in the trails). */
  operator: TestUser;
  /** A registered user of park 2 without an organisation. */
  user2: TestUser;
}

export async function buildWorld(dialect: 'sqlite' | 'postgres'): Promise<World> {
  const w = await buildBaseWorld(dialect);
  await insertMainPark(w.db, 1);
  await insertMainPark(w.db, 2);
  return {
    ...w,
    operator: await insertUser(w.db, 1, '13700000001', [OPERATOR_ROLES[0]]),
    user2: await insertUser(w.db, 2, testPhone()),
  };
}

/** A fresh applicant of the tenant (a new phone each time, so tests do not share state). */
export const newUser = (w: World, tenantId = 1, orgId: number | null = null) => insertUser(w.db, tenantId, testPhone(), [], orgId);

export { call, type Answer };

/** A complete, valid certification form of this user (fresh attachments uploaded by them). */
export async function orgForm(w: World, user: TestUser, serial: number, tenantId = 1): Promise<Record<string, string>> {
  return {
    fullname: `杭州测试${serial}科技有限公司`,
    creditCode: creditCode(serial),
    category: 'ORG',
    liceneUrl: await insertAttachment(w.db, tenantId, user.id),
    legalIdcard: VALID_ID,
    authUrl: await insertAttachment(w.db, tenantId, user.id),
  };
}

/** Row counts of everything a certification request may write, to prove a refusal wrote nothing. */
export async function footprint(db: Kysely<DB>) {
  const count = async (table: 'org_applications' | 'audit_logs' | 'orgs') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const members = await db.selectFrom('users').select(['id', 'org_id']).orderBy('id').execute();
  const applications = await db.selectFrom('org_applications').selectAll().orderBy('id').execute();
  return {
    applications: await count('org_applications'),
    logs: await count('audit_logs'),
    orgs: await count('orgs'),
    members,
    rows: applications,
  };
}
