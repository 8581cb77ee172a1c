import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The organisation search memoises search totals and pages, the short-term expansions of the
 * search index and the filter options per data version (org_search_versions, bumped by triggers on
 * every write to orgs and parks, see migration 0004).
 */
export { VersionedMemo } from '../../kit/versioned-memo.js';

/** The tenant's organisation data version: 0 before its first organisation. */
export async function orgDataVersion(db: Kysely<DB>, tenantId: number): Promise<number> {
  const { rows } = await sql<{
    version: number;
  }>`select version from org_search_versions where tenant_id = ${tenantId}`.execute(db);
  return Number(rows[0]?.version ?? 0);
}
