import type { Generated, Selectable } from 'kysely';
import type { TicketStatus } from '../../../common/customer/contract.js';
import type { TenantColumn } from '../../db/schema.js';

/** Tables of migration 0018_customer: a park's FAQ and the questions left for its staff (转人工). */

export interface CustomerFaqsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  question: string;
  /** Plain text; paragraphs separated by newlines. */
  answer: string;
  /** The keywords, '|'-joined with a leading and trailing '|' ('' for none). */
  keywords: string;
  category: string;
  pinned: number;
  /** Times the FAQ was the first answer to a question (the suggestions' order after the pinned ones). */
  hits: Generated<number>;
  author_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface CustomerTicketsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  user_id: number;
  org_id: number | null;
  /** The organisation's name when the question was left ('' for a user without one). */
  org_name: string;
  contact_name: string;
  contact_phone: string;
  question: string;
  status: TicketStatus;
  reply: string;
  replier_id: number | null;
  replied_at: string | null;
  /** The FAQ the reply was turned into, if any. */
  faq_id: number | null;
  created_at: string;
  updated_at: string;
}

export type Faq = Selectable<CustomerFaqsTable>;
export type Ticket = Selectable<CustomerTicketsTable>;

declare module '../../db/schema.js' {
  interface DB {
    customer_faqs: CustomerFaqsTable;
    customer_tickets: CustomerTicketsTable;
  }
}
