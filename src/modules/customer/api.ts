import { customerContract as c, type FaqCategory, type TicketStatus } from '@common/customer/contract';
import { defineAction, defineList, defineQuery } from '@/ui/resource';

/** The customer-service resources (common/customer/contract.ts): the assistant, 我的留言, the operators' FAQ and queue. */

export {
  ANSWER_KIND_LABELS,
  CUSTOMER_LIMITS,
  FAQ_CATEGORIES,
  TICKET_STATUS_LABELS,
  splitKeywords,
  type AssistantAnswer,
  type AskAnswer,
  type FaqCategory,
  type ManagedFaq,
  type ManagedTicket,
  type MyTicket,
  type Suggestion,
} from '@common/customer/contract';

export const suggestions = defineQuery(c.suggest);
/** Asking shows no loading toast of its own: the conversation shows the pending question. */
export const askQuestion = defineAction(c.ask, { loading: false });

export const myTickets = defineList(c.mine);
export const leaveTicket = defineAction(c.leave, { revalidate: [myTickets] });

export type FaqQuery = { category?: string; search?: string };
export type TicketQuery = { status?: string; search?: string };

export const faqs = defineList(c.faqList, {
  toQuery: (q: FaqQuery) => ({ category: q.category as FaqCategory | '' | undefined, search: q.search }),
});
export const tickets = defineList(c.ticketList, {
  toQuery: (q: TicketQuery) => ({ status: q.status as TicketStatus | '' | undefined, search: q.search }),
});
export const ticketCounts = defineQuery(c.ticketCounts);

export const saveFaq = defineAction(c.faqSave, { revalidate: [faqs, suggestions] });
export const deleteFaq = defineAction(c.faqRemove, { toInput: (id: number) => ({ id }), revalidate: [faqs, suggestions], success: '删除成功' });
export const replyTicket = defineAction(c.reply, { revalidate: [tickets, ticketCounts, faqs], success: '回复成功' });
