import { sql, type Kysely } from 'kysely';
import type { FaqCategory, TicketStatus } from '../../../common/customer/contract.js';
import type { DB } from '../../db/schema.js';
import { scopeWhere, type Visible } from '../../kit/data-scope.js';
import type { ListPage } from '../../kit/list-input.js';
import { containsAny } from '../../lib/sql-like.js';
import type { Faq, Ticket } from './tables.js';

/** Queries of the customer-service tables, on a handle scoped to one park (tenant-scope.ts). */

export const faqById = (db: Kysely<DB>, id: number): Promise<Faq | undefined> =>
  db.selectFrom('customer_faqs').selectAll().where('id', '=', id).executeTakeFirst();

export const faqByQuestion = (db: Kysely<DB>, question: string): Promise<Faq | undefined> =>
  db.selectFrom('customer_faqs').selectAll().where('question', '=', question).executeTakeFirst();

export async function listFaqs(
  db: Kysely<DB>,
  filter: { category?: FaqCategory; search?: string; scope: Visible },
  page: ListPage,
): Promise<{ rows: Faq[]; total: number }> {
  let q = db.selectFrom('customer_faqs').where(scopeWhere(filter.scope, 'customer_faqs.author_id'));
  if (filter.category) q = q.where('category', '=', filter.category);
  const search = containsAny(filter.search, ['question', 'keywords', 'answer']);
  if (search) q = q.where(search);
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll()
    .orderBy('pinned', 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.size)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(total) };
}

/** Pinned first, then the most asked. */
export const suggestions = (db: Kysely<DB>, limit: number) =>
  db
    .selectFrom('customer_faqs')
    .select(['id', 'question', 'category'])
    .orderBy('pinned', 'desc')
    .orderBy('hits', 'desc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();

/** One more time an FAQ was the first answer (does not change updated_at: the index keeps it). */
export const countHit = (db: Kysely<DB>, id: number) =>
  db
    .updateTable('customer_faqs')
    .set({ hits: sql<number>`hits + 1` })
    .where('id', '=', id)
    .execute();

export type TicketRow = Ticket & { replier_name: string | null };

function tickets(db: Kysely<DB>) {
  return db
    .selectFrom('customer_tickets as t')
    .leftJoin('users as r', 'r.id', 't.replier_id');
}

export const ticketById = (db: Kysely<DB>, id: number): Promise<TicketRow | undefined> =>
  tickets(db).selectAll('t').select('r.name as replier_name').where('t.id', '=', id).executeTakeFirst();

export async function listTickets(
  db: Kysely<DB>,
  filter: { status?: TicketStatus; userId?: number; search?: string },
  page: ListPage,
): Promise<{ rows: TicketRow[]; total: number }> {
  let q = tickets(db);
  if (filter.status) q = q.where('t.status', '=', filter.status);
  if (filter.userId !== undefined) q = q.where('t.user_id', '=', filter.userId);
  const search = containsAny(filter.search, ['t.question', 't.org_name', 't.contact_name', 't.contact_phone']);
  if (search) q = q.where(search);
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let ordered = q.selectAll('t').select('r.name as replier_name');
  // The asker: open ones first, then newest. The queue: open ones oldest first (first come, first
  // answered); replied ones newest reply first.
  if (filter.userId !== undefined) {
    ordered = ordered.orderBy(sql`case when ${sql.ref('t.status')} = 'OPEN' then 0 else 1 end`).orderBy('t.created_at', 'desc');
  } else if (filter.status === 'OPEN') {
    ordered = ordered.orderBy('t.created_at', 'asc');
  } else {
    ordered = ordered
      .orderBy(sql`case when ${sql.ref('t.status')} = 'OPEN' then 0 else 1 end`)
      .orderBy(sql`coalesce(${sql.ref('t.replied_at')}, ${sql.ref('t.created_at')})`, 'desc');
  }
  const rows = await ordered
    .orderBy('t.id', 'desc')
    .limit(page.size)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(total) };
}

export async function ticketCounts(db: Kysely<DB>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('customer_tickets')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}
