import { TICKET_STATUS_LABELS, type ManagedFaq, type ManagedTicket, type MyTicket } from '../../../common/customer/contract.js';
import type { TicketRow } from './repo.js';
import type { Faq } from './tables.js';

/** Answer shapes of the customer-service endpoints. */

export const faqItem = (f: Faq): ManagedFaq => ({
  id: f.id,
  question: f.question,
  answer: f.answer,
  keywords: f.keywords.split('|').filter(Boolean),
  category: f.category,
  pinned: f.pinned === 1,
  hits: f.hits,
  updatedAt: f.updated_at,
});

export const myTicket = (t: TicketRow): MyTicket => ({
  id: t.id,
  question: t.question,
  status: t.status,
  statusLabel: TICKET_STATUS_LABELS[t.status],
  reply: t.reply,
  repliedAt: t.replied_at,
  createdAt: t.created_at,
});

export const managedTicket = (t: TicketRow): ManagedTicket => ({
  ...myTicket(t),
  contactName: t.contact_name,
  contactPhone: t.contact_phone,
  orgName: t.org_name,
  replierName: t.replier_name ?? '',
  faqId: t.faq_id,
});
