import type { Kysely } from 'kysely';
import { creditCodeCheckChar } from '../../common/credit-code.js';
import { BASE_ROLE } from '../../common/roles.js';
import type { DB, NewOrg } from '../db/schema.js';
import { nowIso } from '../lib/clock.js';
import { builtInKind, grantBuiltInPermissions } from '../lib/role-grants.js';
import { SessionRepo } from '../plugins/session-repo.js';
import { scopedTo } from '../kit/tenant-scope.js';

/** The look of the test parks: park 1 the default one, every other park its own. */
export const TEST_PARK_LOOK = {
  logo: (id: number) => (id === 1 ? '/innoweb/logo.svg' : `/innoweb/parks/test-${id}.svg`),
  themeColor: (id: number) => (id === 1 ? '#1466e6' : '#0f766e'),
};

/** Small, explicit data for tests that must not depend on the demo seed. */
export async function insertTenant(db: Kysely<DB>, id: number, hostnames: string[], isDefault = false) {
  await db
    .insertInto('tenants')
    .values({
      id,
      fullname: `测试园区${id}`,
      dp_simple: `园区${id}`,
      logo: TEST_PARK_LOOK.logo(id),
      theme_color: TEST_PARK_LOOK.themeColor(id),
      source_park_id: id * 1000 + 1,
      high_tech_zone: `测试高新区${id}`,
      is_default: isDefault ? 1 : 0,
      created_at: nowIso(),
    })
    .execute();
  for (const hostname of hostnames) await db.insertInto('tenant_hosts').values({ hostname, tenant_id: id }).execute();
}

/** The default tenant 1 on localhost and a second park 2 on demo2.localhost. */
export async function insertTwoTenants(db: Kysely<DB>) {
  await insertTenant(db, 1, ['localhost', '127.0.0.1'], true);
  await insertTenant(db, 2, ['demo2.localhost']);
}

async function roleId(db: Kysely<DB>, tenantId: number, rolename: string): Promise<number> {
  const existing = await scopedTo(db, tenantId).selectFrom('roles').select('id').where('rolename', '=', rolename).executeTakeFirst();
  if (existing) return existing.id;
  const inserted = await db
    .insertInto('roles')
    .values({ tenant_id: tenantId, rolename, description: rolename, kind: builtInKind(rolename) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await grantBuiltInPermissions(db, tenantId, inserted.id, rolename);
  return inserted.id;
}

export interface TestUser {
  id: number;
  token: string;
}

/** A user with the base role plus the given roles, and a live session token. */
export async function insertUser(
  db: Kysely<DB>,
  tenantId: number,
  phone: string,
  roles: string[] = [],
  orgId: number | null = null,
): Promise<TestUser> {
  const user = await db
    .insertInto('users')
    .values({ tenant_id: tenantId, phone, name: `用户${phone.slice(-4)}`, password_hash: 'x', org_id: orgId, status: 'ACTIVE', created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const rolename of [BASE_ROLE, ...roles]) {
    await db.insertInto('user_roles').values({ tenant_id: tenantId, user_id: user.id, role_id: await roleId(db, tenantId, rolename) }).execute();
  }
  const token = await new SessionRepo(db).create(tenantId, user.id);
  return { id: user.id, token };
}

/** A staff role (管委会) of the park's own making, holding exactly the given permissions; its id. */
export async function insertStaffRole(db: Kysely<DB>, tenantId: number, rolename: string, permissions: readonly string[]): Promise<number> {
  const { id } = await db
    .insertInto('roles')
    .values({ tenant_id: tenantId, rolename, description: rolename, kind: '管委会' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const permission of permissions) await db.insertInto('role_permissions').values({ tenant_id: tenantId, role_id: id, permission }).execute();
  return id;
}

let orgSerial = 0;

/** A GB 32100 code with its check character, so validators downstream accept it. */
function validCreditCode(n: number): string {
  const first17 = `91330100MA${String(n).padStart(6, '0')}0`;
  return first17 + creditCodeCheckChar(first17);
}

/** An organisation (and its park when missing) with plausible values; `extra` overrides any column. */
export async function insertOrg(
  db: Kysely<DB>,
  tenantId: number,
  extra: Partial<NewOrg> = {},
): Promise<number> {
  const parkId = tenantId * 1000 + 1;
  const park = await db.selectFrom('parks').select('id').where('id', '=', parkId).executeTakeFirst();
  if (!park) {
    await db
      .insertInto('parks')
      .values({
        id: parkId,
        tenant_id: tenantId,
        parent_id: null,
        name: `测试园${tenantId}`,
        province: '浙江省',
        city: '杭州市',
        county: '滨江区',
        address: '',
        longitude: 120.2,
        latitude: 30.2,
        area_km2: 1,
      })
      .execute();
  }
  const n = ++orgSerial;
  const row = await db
    .insertInto('orgs')
    .values({
      tenant_id: tenantId,
      fullname: `杭州测试科技有限公司${n}`,
      simplename: `测试${n}`,
      credit_code: validCreditCode(n),
      orgtype: 'ORG',
      category: '高新技术企业',
      industry_name: '新一代信息技术',
      field_id: 1,
      ranges: '',
      envreate: 'A',
      legal_person: '张三',
      contact_phone: '13700000000',
      province: '浙江省',
      city: '杭州市',
      county: '滨江区',
      park_id: parkId,
      sub_park: `测试园${tenantId}`,
      address: '',
      setup_date: '2018-05-01',
      register_capital: 500,
      regist_status: '存续',
      longitude: 120.2,
      latitude: 30.2,
      gaodelng: 120.2,
      gaodelat: 30.2,
      created_at: nowIso(),
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An attachment row as an upload leaves it (private, no stored bytes needed): its id. */
export async function insertTestAttachment(
  db: Kysely<DB>,
  tenantId: number,
  uploaderId: number,
  { filename = '附件.pdf', mime = 'application/pdf', size = 1024, deleted = false } = {},
): Promise<number> {
  const row = await db
    .insertInto('attachments')
    .values({
      tenant_id: tenantId,
      uploader_id: uploaderId,
      filename,
      mime,
      size,
      sha256: 'x'.repeat(64),
      storage_key: `${tenantId}/x`,
      created_at: nowIso(),
      deleted_at: deleted ? nowIso() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A policy of the park with its guide filled in (published unless told otherwise): its id. */
export async function insertTestPolicy(
  db: Kysely<DB>,
  tenantId: number,
  title: string,
  state: 'JOINT' | 'CHECK' | 'CANCEL' = 'JOINT',
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('policies')
    .values({
      tenant_id: tenantId,
      title,
      doc_no: '滨科〔2026〕1号',
      issuer: '园区科技局',
      level: 'PARK',
      industries: '',
      eligible: '园区注册企业',
      summary: '支持企业创新发展',
      content: '<p>政策全文</p>',
      apply_method: '线上申报',
      publish_date: '2026-01-01',
      start_date: '2026-01-01',
      end_date: null,
      contact_name: '王老师',
      contact_phone: '0571-87702100',
      source_url: '',
      state,
      reason: '',
      author_id: null,
      reviewer_id: null,
      reviewed_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
