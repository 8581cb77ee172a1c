import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Queries of the personal profile; every one is scoped to the tenant. */

export interface ProfileRow {
  id: number;
  name: string;
  phone: string;
  email: string;
  position: string;
  avatar_url: string;
  created_at: string;
  org_id: number | null;
  org_fullname: string | null;
  org_simplename: string | null;
  org_orgtype: 'ORG' | 'SERVICE' | null;
}

export async function profileOf(db: Kysely<DB>, userId: number): Promise<ProfileRow | undefined> {
  return db
    .selectFrom('users')
    // The organisation must be the tenant's too: a stray foreign org_id shows as none rather than leaking.
    .leftJoin('orgs', 'orgs.id', 'users.org_id')
    .select([
      'users.id',
      'users.name',
      'users.phone',
      'users.email',
      'users.position',
      'users.avatar_url',
      'users.created_at',
      'orgs.id as org_id',
      'orgs.fullname as org_fullname',
      'orgs.simplename as org_simplename',
      'orgs.orgtype as org_orgtype',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export interface ProfileChanges {
  name: string;
  email?: string;
  position?: string;
  avatar_url?: string;
}

export async function updateProfile(db: Kysely<DB>, userId: number, changes: ProfileChanges): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set(changes)
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A live attachment of this tenant uploaded by this user. */
export { ownAttachment } from '../../kit/attachments.js';
