import type { Insertable, Kysely, Selectable } from 'kysely';
import { containsAny } from '../../lib/sql-like.js';
import type { Attachment, DB } from '../../db/schema.js';
import { linkFiles } from '../../kit/attachments.js';
import type { NoticeFileKind, NoticesTable, NoticeStatus } from './tables.js';
import { MAX_ID } from '../../../common/contract/atoms.js';
import type { NOTICE_MANAGE_SORTS } from '../../../common/notice/contract.js';
import { scopeWhere, type Visible } from '../../kit/data-scope.js';
import type { ListPage } from '../../kit/list-input.js';
import { pageWithTotal } from '../../kit/paging.js';
import { applySort, type SortColumns, type SortQuery } from '../../kit/sort.js';

/**
 * Queries of the notices, on the park's scoped handle (the kit adds the park to every query);
 * writes take the executor (the handle or a transaction) so the services decide what is atomic.
 */

export type Notice = Selectable<NoticesTable>;
export interface NoticeRow extends Notice {
  author_name: string | null;
  publisher_name: string | null;
}

export interface ListFilter {
  status?: NoticeStatus | undefined;
  type?: string | undefined;
  search?: string | undefined;
  page: ListPage;
  sort?: SortQuery<NoticeSort>;
  /** The operator's data scope: notices created by the operators it covers (the whole park if left out). */
  scope?: Visible;
}

type NoticeSort = (typeof NOTICE_MANAGE_SORTS)[number];
const SORT_COLUMNS: SortColumns<NoticeSort> = {
  title: 'notices.title',
  publishedAt: 'notices.published_at',
  updatedAt: 'notices.updated_at',
  views: 'notices.views',
};


function withNames(db: Kysely<DB>) {
  return db
    .selectFrom('notices')
    .leftJoin('users as author', 'author.id', 'notices.author_id')
    .leftJoin('users as publisher', 'publisher.id', 'notices.publisher_id');
}

function filtered(db: Kysely<DB>, filter: ListFilter) {
  let query = withNames(db);
  if (filter.scope) query = query.where(scopeWhere(filter.scope, 'notices.author_id'));
  if (filter.status) query = query.where('notices.status', '=', filter.status);
  if (filter.type) query = query.where('notices.type', '=', filter.type);
  const search = containsAny(filter.search, ['notices.title', 'notices.summary']);
  if (search) query = query.where(search);
  return query;
}

/**
 * A page of notices. The public order (published lists) is pinned first, then newest published;
 * the operators' order is the most recently changed first.
 */
export async function listNotices(
  db: Kysely<DB>,
  filter: ListFilter,
  order: 'public' | 'manage',
): Promise<{ rows: NoticeRow[]; total: number }> {
  const base = filtered(db, filter);
  let page = base.selectAll('notices').select(['author.name as author_name', 'publisher.name as publisher_name']);
  page =
    order === 'public'
      ? page.orderBy('notices.pinned', 'desc').orderBy('notices.published_at', 'desc')
      : applySort(page, filter.sort ?? {}, SORT_COLUMNS, (q) => q.orderBy('notices.updated_at', 'desc'));
  return pageWithTotal(page.orderBy('notices.id', 'desc'), base, filter.page);
}

/** How many published notices each type has (the per-state counts are the publish kit's). */
export async function publishedByType(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('notices')
    .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'JOINT')
    .groupBy('type')
    .execute();
  return new Map(rows.map((row) => [row.type, Number(row.n)]));
}

export async function noticeById(db: Kysely<DB>, id: number): Promise<NoticeRow | undefined> {
  if (id > MAX_ID) return undefined;
  return withNames(db)
    .selectAll('notices')
    .select(['author.name as author_name', 'publisher.name as publisher_name'])
    .where('notices.id', '=', id)
    .executeTakeFirst();
}

export type NoticeValues = Omit<Insertable<NoticesTable>, 'id' | 'views'>;

export async function insertNotice(trx: Kysely<DB>, values: NoticeValues): Promise<number> {
  const row = await trx.insertInto('notices').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A deleted notice's links to its files (the files themselves stay, private). */
export async function deleteFilesOf(trx: Kysely<DB>, noticeId: number): Promise<void> {
  await trx.deleteFrom('notice_files').where('notice_id', '=', noticeId).execute();
}

/** Counted in the database, so simultaneous readers do not lose each other's view. */
export async function addView(db: Kysely<DB>, id: number): Promise<void> {
  await db
    .updateTable('notices')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'JOINT')
    .execute();
}

/** A notice's files by kind, each in order. */
export type NoticeFiles = Record<NoticeFileKind, readonly number[]>;

/** The notice's files become exactly these: FILE, COVER, IMAGE, positions running on across the kinds. */
export async function replaceFiles(trx: Kysely<DB>, tenantId: number, noticeId: number, files: NoticeFiles) {
  await deleteFilesOf(trx, noticeId);
  let from = 0;
  for (const kind of ['FILE', 'COVER', 'IMAGE'] as const) {
    await linkFiles(trx, tenantId, { kind: 'notice', id: noticeId }, files[kind], { kind }, from);
    from += files[kind].length;
  }
}

/** The live attachments a notice uses, of one kind or all, in the order they were given. */
export async function filesOf(
  db: Kysely<DB>,
  noticeId: number,
  kind?: NoticeFileKind,
): Promise<(Attachment & { kind: NoticeFileKind })[]> {
  let query = db
    .selectFrom('notice_files')
    .innerJoin('attachments', 'attachments.id', 'notice_files.attachment_id')
    .selectAll('attachments')
    .select('notice_files.kind')
    .where('notice_files.notice_id', '=', noticeId)
    .where('attachments.deleted_at', 'is', null);
  if (kind) query = query.where('notice_files.kind', '=', kind);
  return query.orderBy('notice_files.position').execute();
}

/** Ids of the notices' FILE attachments (for the edit form), per notice. */
export async function fileIdsOf(db: Kysely<DB>, noticeId: number): Promise<number[]> {
  return (await filesOf(db, noticeId, 'FILE')).map((f) => f.id);
}

/** Who may read the files (the kit's): a notice's files are public exactly while a published notice uses them. */
export { setVisibility } from '../../kit/attachments.js';
