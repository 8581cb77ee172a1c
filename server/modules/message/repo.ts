import { expressionBuilder, sql, type Kysely, type Selectable } from 'kysely';
import { MAX_ID } from '../../../common/contract/atoms.js';
import type { MESSAGE_SORTS, MessageKind, MessageStatus } from '../../../common/message/contract.js';
import type { Attachment, DB } from '../../db/schema.js';
import { linkFiles } from '../../kit/attachments.js';
import { scopeWhere, type Visible } from '../../kit/data-scope.js';
import type { ListPage } from '../../kit/list-input.js';
import { applySort, type SortColumns, type SortQuery } from '../../kit/sort.js';
import { containsAny } from '../../lib/sql-like.js';
import type { MessageFileKind, MessagesTable } from './tables.js';

/**
 * Queries of messages, their files and their recipients. Every function takes the tenant and
 * filters on it; writes take the executor (the database or a transaction).
 */

export type Message = Selectable<MessagesTable>;
export interface MessageRow extends Message {
  sender_name: string | null;
  read_count: number;
}

type Sort = (typeof MESSAGE_SORTS)[number];
const SORT_COLUMNS: SortColumns<Sort> = {
  title: 'messages.title',
  sentAt: 'messages.sent_at',
  updatedAt: 'messages.updated_at',
  recipients: 'messages.recipient_count',
  readCount: expressionBuilder<DB, 'messages'>()
    .selectFrom('message_recipients as rc')
    .select((eb) => eb.fn.countAll().as('n'))
    .whereRef('rc.message_id', '=', 'messages.id')
    .where('rc.read_at', 'is not', null),
};

export interface SentFilter {
  status?: MessageStatus | undefined;
  search?: string | undefined;
  sort?: SortQuery<Sort>;
  /** The operator's data scope: the messages its staff wrote (sender_id). */
  scope: Visible;
}

function withNames(db: Kysely<DB>) {
  return db
    .selectFrom('messages')
    .leftJoin('users as sender', 'sender.id', 'messages.sender_id')
    .selectAll('messages')
    .select('sender.name as sender_name')
    .select((eb) =>
      eb
        .selectFrom('message_recipients as r')
        .select((c) => c.fn.countAll<number | string>().as('c'))
        .whereRef('r.message_id', '=', 'messages.id')
        .where('r.read_at', 'is not', null)
        .as('read_count'),
    );
}

const toRow = (row: Message & { sender_name: string | null; read_count: unknown }): MessageRow => ({
  ...row,
  id: Number(row.id),
  recipient_count: Number(row.recipient_count),
  read_count: Number(row.read_count ?? 0),
});

/** The operators' messages (not the workflows' notifications). */
export async function listSent(db: Kysely<DB>, filter: SentFilter, paging: ListPage): Promise<{ rows: MessageRow[]; total: number }> {
  let base = db.selectFrom('messages').where('messages.kind', '=', 'MESSAGE').where(scopeWhere(filter.scope, 'messages.sender_id'));
  if (filter.status) base = base.where('messages.status', '=', filter.status);
  const search = containsAny(filter.search, ['messages.title', 'messages.summary']);
  if (search) base = base.where(search);
  const ids = base.select('messages.id');
  let page = withNames(db)
    .where('messages.id', 'in', ids)
    .limit(paging.size)
    .offset(paging.offset);
  page = applySort(page, filter.sort ?? {}, SORT_COLUMNS, (q) =>
    // Drafts first (they wait for the operator), then the newest sent.
    q.orderBy(sql`case when messages.status = 'DRAFT' then 0 else 1 end`).orderBy('messages.updated_at', 'desc'),
  );
  const [rows, count] = await Promise.all([
    page.orderBy('messages.id', 'desc').execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRow), total: Number(count.n) };
}

export async function statusCounts(db: Kysely<DB>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('messages')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('kind', '=', 'MESSAGE')
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** An operator's message of this park (never a notification). */
export async function messageById(db: Kysely<DB>, id: number): Promise<MessageRow | undefined> {
  if (id > MAX_ID) return undefined;
  const row = await withNames(db)
    .where('messages.id', '=', id)
    .where('messages.kind', '=', 'MESSAGE')
    .executeTakeFirst();
  return row && toRow(row);
}

export async function insertMessage(trx: Kysely<DB>, values: Omit<Message, 'id' | 'recipient_count' | 'tenant_id'> & { recipient_count?: number }): Promise<number> {
  const row = await trx.insertInto('messages').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Updates a draft; false when it is not (or no longer) a draft of this park. */
export async function updateDraft(trx: Kysely<DB>, id: number, values: Partial<Message>): Promise<boolean> {
  const result = await trx
    .updateTable('messages')
    .set(values)
    .where('id', '=', id)
    .where('kind', '=', 'MESSAGE')
    .where('status', '=', 'DRAFT')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteDraft(trx: Kysely<DB>, id: number): Promise<boolean> {
  await trx.deleteFrom('message_files').where('message_id', '=', id).execute();
  const result = await trx
    .deleteFrom('messages')
    .where('id', '=', id)
    .where('kind', '=', 'MESSAGE')
    .where('status', '=', 'DRAFT')
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export type MessageFiles = Record<MessageFileKind, number[]>;

export async function replaceFiles(trx: Kysely<DB>, tenantId: number, messageId: number, files: MessageFiles): Promise<void> {
  await trx.deleteFrom('message_files').where('message_id', '=', messageId).execute();
  let from = 0;
  for (const kind of ['FILE', 'IMAGE'] as const) {
    await linkFiles(trx, tenantId, { kind: 'message', id: messageId }, files[kind], { kind }, from);
    from += files[kind].length;
  }
}

/** The live attachments a message uses, of one kind or all, in order. */
export async function filesOf(db: Kysely<DB>, messageId: number, kind?: MessageFileKind): Promise<Attachment[]> {
  let query = db
    .selectFrom('message_files')
    .innerJoin('attachments', 'attachments.id', 'message_files.attachment_id')
    .selectAll('attachments')
    .where('message_files.message_id', '=', messageId)
    .where('attachments.deleted_at', 'is', null);
  if (kind) query = query.where('message_files.kind', '=', kind);
  return query.orderBy('message_files.position').execute();
}

// ---- Recipients ----

export interface RecipientInput {
  userId: number;
  orgId: number | null;
}

/** Delivers a message: one row per recipient, in chunks (a park-wide message reaches thousands). */
export async function insertRecipients(
  trx: Kysely<DB>,
  messageId: number,
  recipients: readonly RecipientInput[],
  at: string,
): Promise<void> {
  const CHUNK = 500;
  for (let i = 0; i < recipients.length; i += CHUNK) {
    const rows = recipients.slice(i, i + CHUNK).map((r) => ({
      message_id: messageId,
      user_id: r.userId,
      org_id: r.orgId,
      delivered_at: at,
      read_at: null,
    }));
    await trx.insertInto('message_recipients').values(rows).execute();
  }
}

export interface ResultFilter {
  read?: '' | 'READ' | 'UNREAD' | undefined;
  search?: string | undefined;
}

/** One message's recipients: unread first, then by the time they read it. */
export async function recipientsOf(db: Kysely<DB>, messageId: number, filter: ResultFilter, page: ListPage) {
  let base = db
    .selectFrom('message_recipients as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('orgs as o', 'o.id', 'r.org_id')
    .where('r.message_id', '=', messageId);
  if (filter.read === 'READ') base = base.where('r.read_at', 'is not', null);
  if (filter.read === 'UNREAD') base = base.where('r.read_at', 'is', null);
  const search = containsAny(filter.search, ['u.name', 'u.phone', 'o.fullname']);
  if (search) base = base.where(search);
  const [rows, count] = await Promise.all([
    base
      .select(['r.user_id', 'u.name', 'u.phone', 'o.fullname', 'r.delivered_at', 'r.read_at'])
      .orderBy(sql`case when r.read_at is null then 0 else 1 end`)
      .orderBy('r.read_at', 'desc')
      .orderBy('u.name')
      .orderBy('r.user_id')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function readStats(db: Kysely<DB>, messageId: number) {
  const row = await db
    .selectFrom('message_recipients')
    .select([(eb) => eb.fn.countAll<number | string>().as('n'), (eb) => eb.fn.count<number | string>('read_at').as('read')])
    .where('message_id', '=', messageId)
    .executeTakeFirstOrThrow();
  const recipients = Number(row.n);
  const read = Number(row.read);
  return { recipients, read, unread: recipients - read };
}

// ---- A recipient's inbox ----

function inbox(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('message_recipients as r')
    .innerJoin('messages as m', 'm.id', 'r.message_id')
    .where('r.user_id', '=', userId)
    .where('m.status', '=', 'SENT');
}

const INBOX_FIELDS = ['m.id', 'm.kind', 'm.topic', 'm.title', 'm.summary', 'm.link', 'r.read_at', 'r.delivered_at'] as const;

export async function myMessages(
  db: Kysely<DB>,
  userId: number,
  filter: { kind: MessageKind; read?: '' | 'READ' | 'UNREAD' | undefined },
  page: ListPage,
) {
  let base = inbox(db, userId).where('m.kind', '=', filter.kind);
  if (filter.read === 'READ') base = base.where('r.read_at', 'is not', null);
  if (filter.read === 'UNREAD') base = base.where('r.read_at', 'is', null);
  const [rows, count] = await Promise.all([
    base
      .select([...INBOX_FIELDS])
      .orderBy(sql`case when r.read_at is null then 0 else 1 end`)
      .orderBy('r.delivered_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function myMessage(db: Kysely<DB>, userId: number, id: number) {
  if (id > MAX_ID) return undefined;
  return inbox(db, userId)
    .leftJoin('users as sender', 'sender.id', 'm.sender_id')
    .select([...INBOX_FIELDS, 'm.body', 'sender.name as sender_name'])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** Marks the user's copies read (one message, or all of a kind); already read ones keep their time. */
export async function markRead(db: Kysely<DB>, userId: number, at: string, scope: { id: number } | { kind: MessageKind }) {
  let query = db
    .updateTable('message_recipients')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  query =
    'id' in scope
      ? query.where('message_id', '=', scope.id)
      : query.where('message_id', 'in', (eb) =>
          eb.selectFrom('messages').select('messages.id').where('messages.kind', '=', scope.kind),
        );
  await query.execute();
}

export async function unreadCounts(db: Kysely<DB>, userId: number) {
  const rows = await inbox(db, userId)
    .where('r.read_at', 'is', null)
    .select(['m.kind', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('m.kind')
    .execute();
  const of = (kind: MessageKind) => Number(rows.find((r) => r.kind === kind)?.n ?? 0);
  const message = of('MESSAGE');
  const notice = of('NOTICE');
  return { message, notice, total: message + notice };
}
