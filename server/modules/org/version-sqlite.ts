import SQLite from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** What OrgSearch asks before reading a tenant's data version through the shared connection. */
export interface VersionSource {
  /** A version known to be current, or undefined: then it is read (see `mark` / `remember`). */
  current(tenantId: number): number | undefined;
  /** Marks the start of a read; pass the mark to `remember` with what the read returned. */
  mark(): number;
  remember(tenantId: number, version: number, mark: number): void;
  stop(): Promise<void>;
}

/**
 * SQLite: reads the versions through a connection of its own, with its statement prepared once.
 * The shared connection goes through Kysely, which prepares every statement anew; on a cached
 * search that read would be most of the request's cost. A separate connection sees every commit
 * of every other connection (this process's shared one and other processes alike) at once, so
 * nothing is stale. Not for in-memory databases (tests): there the shared connection is read.
 */
export class SqliteVersions implements VersionSource {
  private constructor(
    private readonly connection: SQLite.Database,
    private readonly read: SQLite.Statement<[number], { version: number }>,
  ) {}

  /** For the database behind `db`; null for an in-memory one or when it cannot be opened. */
  static async open(db: Kysely<DB>, log: FastifyBaseLogger): Promise<SqliteVersions | null> {
    try {
      const { rows } = await sql<{
        file: string;
      }>`select file from pragma_database_list where name = 'main'`.execute(db);
      const file = rows[0]?.file;
      if (!file) return null;
      const connection = new SQLite(file, { fileMustExist: true });
      connection.pragma('busy_timeout = 5000');
      const read = connection.prepare<[number], { version: number }>(
        'select version from org_search_versions where tenant_id = ?',
      );
      return new SqliteVersions(connection, read);
    } catch (error) {
      log.warn({ err: error }, 'org search: no connection of its own for versions; reading them per request');
      return null;
    }
  }

  current(tenantId: number): number | undefined {
    try {
      return this.read.get(tenantId)?.version ?? 0;
    } catch {
      // Busy or closed: the shared connection reads it instead.
      return undefined;
    }
  }

  mark(): number {
    return 0;
  }

  remember(): void {}

  async stop(): Promise<void> {
    this.connection.close();
  }
}
