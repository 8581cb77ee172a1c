import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';
import { criteriaKey, type OrgCriteria, type Paging } from './criteria.js';
import { orgDataVersion, type VersionedMemo } from './memo.js';
import { and, filterConditions, likeTerm } from './search-filters-sql.js';
import { rowsByIds, rowsWhere, type OrgListRow } from './search-rows.js';
import { sqliteCount, sqlitePageIds, sqliteSortedPageIds } from './search-sqlite.js';
import type { ORG_DIRECTORY_SORTS } from '../../../common/org/contract.js';
import { sortClause, type SortColumns, type SortQuery } from '../../kit/sort.js';
import type { VersionSource } from './version-sqlite.js';
import { NO_TEXT, sqliteTextPlan, trigramsStartingWith, type TextPlan } from './search-text.js';

export type OrgSort = (typeof ORG_DIRECTORY_SORTS)[number];
const SORT_COLUMNS: SortColumns<OrgSort> = {
  fullname: 'o.fullname',
  setupDate: 'o.setup_date',
  registerCapital: 'o.register_capital',
  createdAt: 'o.created_at',
};

/**
 * The organisation directory's search: totals, pages and export batches for one tenant, on
 * either dialect. Totals (every match must be visited) are memoised per data version (memo.ts);
 * pages are read here fresh, and memoised as whole answers by the routes.
 */
export class OrgSearch {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
    private readonly memo: VersionedMemo,
    private readonly source?: VersionSource,
  ) {}

  private readonly versionReads = new Map<number, Promise<number>>();

  /**
   * The tenant's data version: read it first, then what is memoised under it. Its source knows it
   * without the shared connection when it can (SQLite: a connection of its own; PostgreSQL: while
   * LISTENing); otherwise it is read, and requests arriving while a read is on its way share it
   * (on PostgreSQL a round trip each is most of a cached search's cost).
   */
  version(tenantId: number): Promise<number> {
    const known = this.source?.current(tenantId);
    if (known !== undefined) return Promise.resolve(known);
    const pending = this.versionReads.get(tenantId);
    if (pending) return pending;
    const mark = this.source?.mark();
    const read = orgDataVersion(this.db, tenantId).finally(() => this.versionReads.delete(tenantId));
    this.versionReads.set(tenantId, read);
    if (this.source && mark !== undefined) {
      const source = this.source;
      read.then((version) => source.remember(tenantId, version, mark)).catch(() => undefined);
    }
    return read;
  }

  async count(tenantId: number, criteria: OrgCriteria, version?: number): Promise<number> {
    return this.countAt(tenantId, version ?? (await this.version(tenantId)), criteria);
  }

  async list(
    tenantId: number,
    criteria: OrgCriteria,
    paging: Paging,
    version?: number,
    sort: SortQuery<OrgSort> = {},
  ): Promise<{ rows: OrgListRow[]; total: number }> {
    const at = version ?? (await this.version(tenantId));
    const order = sortClause(sort, SORT_COLUMNS);
    const [total, rows] = await Promise.all([
      this.countAt(tenantId, at, criteria),
      this.page(tenantId, at, criteria, { limit: paging.size, offset: paging.offset, order }),
    ]);
    return { rows, total };
  }

  /** The newest matches without their total (the look-ups of SPEC §7 v2/tyc need no count). */
  async first(tenantId: number, criteria: OrgCriteria, limit: number): Promise<OrgListRow[]> {
    return this.page(tenantId, await this.version(tenantId), criteria, { limit, offset: 0 });
  }

  /** Every match, newest first, in batches read one after another (for the export). */
  async *batches(tenantId: number, criteria: OrgCriteria, batchSize = 1_000): AsyncGenerator<OrgListRow[]> {
    const version = await this.version(tenantId);
    let beforeId: number | undefined;
    for (;;) {
      const rows = await this.page(tenantId, version, criteria, { limit: batchSize, offset: 0, beforeId });
      if (rows.length > 0) yield rows;
      if (rows.length < batchSize) return;
      beforeId = rows[rows.length - 1]!.id;
    }
  }

  private countAt(tenantId: number, version: number, criteria: OrgCriteria): Promise<number> {
    return this.memo.get(`${tenantId}|${version}|count|${criteriaKey(criteria)}`, async () => {
      if (this.dialect === 'postgres') {
        const { rows } = await sql<{
          n: number;
        }>`select count(*) as n from orgs o where ${this.pgWhere(tenantId, criteria)}`.execute(this.db);
        return Number(rows[0]?.n ?? 0);
      }
      const text = await this.textPlan(tenantId, version, criteria);
      return text.impossible ? 0 : sqliteCount(this.db, tenantId, criteria, text);
    });
  }

  private async page(
    tenantId: number,
    version: number,
    criteria: OrgCriteria,
    page: { limit: number; offset: number; beforeId?: number | undefined; order?: RawBuilder<unknown> | undefined },
  ): Promise<OrgListRow[]> {
    if (this.dialect === 'postgres') {
      const where = this.pgWhere(tenantId, criteria);
      return rowsWhere(
        this.db,
        page.beforeId === undefined ? where : sql`${where} and o.id < ${page.beforeId}`,
        page,
      );
    }
    const text = await this.textPlan(tenantId, version, criteria);
    if (text.impossible) return [];
    if (page.order) {
      const ids = await sqliteSortedPageIds(this.db, tenantId, criteria, text, page, page.order);
      const rows = new Map((await rowsByIds(this.db, tenantId, ids)).map((row) => [row.id, row]));
      return ids.flatMap((id) => rows.get(id) ?? []);
    }
    const ids = await sqlitePageIds(this.db, tenantId, criteria, text, page);
    return rowsByIds(this.db, tenantId, ids);
  }

  private textPlan(tenantId: number, version: number, criteria: OrgCriteria): Promise<TextPlan> {
    if (criteria.terms.length === 0) return Promise.resolve(NO_TEXT);
    return sqliteTextPlan(criteria.terms, (term) =>
      this.memo.get(`${tenantId}|${version}|trigrams|${term}`, () => trigramsStartingWith(this.db, term)),
    );
  }

  private pgWhere(tenantId: number, criteria: OrgCriteria) {
    return and([
      sql`o.tenant_id = ${tenantId}`,
      ...filterConditions(criteria, false),
      ...criteria.terms.map((term) => likeTerm(term, 'case-insensitive')),
    ]);
  }
}
