import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../testing/app.js';
import { insertTwoTenants, type TestUser } from '../../testing/fixtures.js';
import { call as callApi } from '../../testing/call.js';

/** Test-only: calling the profile API as a user of one of two parks. */

export const PROFILE = '/api/dpboot/user/profile';

export type { Answer } from '../../testing/call.js';

export interface Profile {
  id: number;
  name: string;
  phone: string;
  email: string;
  position: string;
  avatar: string;
  org: { id: number; fullname: string; simplename: string; orgtype: string; orgtypeLabel: string } | null;
  createdAt: string;
}

export async function buildProfileApp(dialect: 'sqlite' | 'postgres'): Promise<TestApp> {
  const t = await buildTestApp(dialect);
  await insertTwoTenants(t.database.db);
  return t;
}

/** Calls the profile endpoint as `user` (anonymous when undefined) in the given park. */
export const call = <T = Profile>(
  t: TestApp,
  method: 'GET' | 'POST',
  user: TestUser | undefined,
  payload?: Record<string, unknown>,
  tenant: 1 | 2 = 1,
) => callApi<T>({ t }, method, PROFILE, user, payload, tenant);

/** An attachment row as an upload leaves it; answers the download address the client would send. */
export async function insertAttachment(
  db: Kysely<DB>,
  tenantId: number,
  uploaderId: number,
  { mime = 'image/png', deleted = false } = {},
): Promise<string> {
  const row = await db
    .insertInto('attachments')
    .values({
      tenant_id: tenantId,
      uploader_id: uploaderId,
      filename: mime === 'image/png' ? '头像.png' : '简历.pdf',
      mime,
      size: 68,
      sha256: 'x'.repeat(64),
      storage_key: `${tenantId}/x`,
      created_at: nowIso(),
      deleted_at: deleted ? nowIso() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `/api/dpboot/attach/download/${row.id}`;
}

export const userRow = (db: Kysely<DB>, id: number) =>
  db.selectFrom('users').select(['name', 'email', 'position', 'avatar_url']).where('id', '=', id).executeTakeFirstOrThrow();

/** A service organisation in the tenant's park (created on first use: an org must belong to a park). */
export async function insertOrg(db: Kysely<DB>, tenantId: number, fullname: string, simplename: string): Promise<number> {
  const parkId = tenantId * 1000 + 1;
  const park = await db.selectFrom('parks').select('id').where('id', '=', parkId).executeTakeFirst();
  if (!park) {
    await db
      .insertInto('parks')
      .values({ id: parkId, tenant_id: tenantId, parent_id: null, name: `主园区${tenantId}`, province: '浙江省', city: '杭州市', county: '滨江区', address: '', longitude: 120.19, latitude: 30.19, area_km2: 1 })
      .execute();
  }
  const row = await db
    .insertInto('orgs')
    .values({
      tenant_id: tenantId,
      fullname,
      simplename,
      credit_code: '91330108MA000001X0',
      orgtype: 'SERVICE',
      category: '服务机构',
      industry_name: '',
      field_id: 0,
      ranges: '',
      envreate: '',
      legal_person: '',
      contact_phone: '',
      province: '浙江省',
      city: '杭州市',
      county: '滨江区',
      park_id: parkId,
      sub_park: `主园区${tenantId}`,
      address: '',
      setup_date: '',
      register_capital: 0,
      regist_status: '存续',
      longitude: 120.2,
      latitude: 30.2,
      gaodelng: 120.2,
      gaodelat: 30.2,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
