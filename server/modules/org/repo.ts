import type { Kysely } from 'kysely';
import type { DB, Org } from '../../db/schema.js';

/** Ids are int4 on PostgreSQL: a larger id in a URL is simply not found, not a database error. */
const MAX_ID = 2_147_483_647;

export async function orgOfTenant(db: Kysely<DB>, tenantId: number, id: number): Promise<Org | undefined> {
  if (id > MAX_ID) return undefined;
  return db.selectFrom('orgs').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}
