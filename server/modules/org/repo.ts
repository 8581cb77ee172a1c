import type { Kysely } from 'kysely';
import type { DB, Org } from '../../db/schema.js';
import { MAX_ID } from '../../../common/contract/atoms.js';

export async function orgOfTenant(db: Kysely<DB>, id: number): Promise<Org | undefined> {
  if (id > MAX_ID) return undefined;
  return db.selectFrom('orgs').selectAll().where('id', '=', id).executeTakeFirst();
}
