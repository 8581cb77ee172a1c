import type { Kysely } from 'kysely';
import type { Profile } from '../../../common/profile/contract.js';
import type { DB } from '../../db/schema.js';
import type { TestApp } from '../../testing/app.js';
import { insertOrg as insertAnyOrg, insertTestAttachment, type TestUser } from '../../testing/fixtures.js';
import { call as callApi } from '../../testing/call.js';

/** Test-only: calling the profile API as a user of one of the two parks of the world (server/testing/world.ts). */

export const PROFILE = '/api/dpboot/user/profile';

export { buildWorld } from '../../testing/world.js';
export type { Answer } from '../../testing/call.js';

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
  const filename = mime === 'image/png' ? '头像.png' : '简历.pdf';
  const id = await insertTestAttachment(db, tenantId, uploaderId, { filename, mime, size: 68, deleted });
  return `/api/dpboot/attach/download/${id}`;
}

export const userRow = (db: Kysely<DB>, id: number) =>
  db.selectFrom('users').select(['name', 'email', 'position', 'avatar_url']).where('id', '=', id).executeTakeFirstOrThrow();

/** A service organisation in the tenant's park. */
export const insertOrg = (db: Kysely<DB>, tenantId: number, fullname: string, simplename: string): Promise<number> =>
  insertAnyOrg(db, tenantId, { fullname, simplename, orgtype: 'SERVICE', category: '服务机构' });
