import type { DB } from '../db/schema.js';
import { TENANT_TABLE_FLAGS } from './tenant-tables.generated.js';

/** The tables whose rows belong to one park: those with a tenant_id column (DESIGN §1, §4). */
export type TenantTable = { [K in keyof DB]: DB[K] extends { tenant_id: unknown } ? K : never }[keyof DB];

/** Tenant tables without a table type: kept by triggers, read only by raw SQL (the organisation search's data versions). */
const UNTYPED_TENANT_TABLES = ['org_search_versions'];

/**
 * The same set at run time, for the tenant scope (tenant-scope.ts): found in the table types by
 * tools/generate-lists.ts (tenant-tables.generated.ts, not committed), typed so that it cannot
 * drift from them: a table with a tenant_id column that is missing, or a name that has none, does
 * not compile; tenant-tables.test.ts checks it against the tables the migrations really create.
 */
export const TENANT_TABLES: ReadonlySet<string> = new Set([...Object.keys(TENANT_TABLE_FLAGS), ...UNTYPED_TENANT_TABLES]);
