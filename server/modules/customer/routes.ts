import type { FastifyRequest } from 'fastify';
import { customerContract, CUSTOMER_LIMITS as L } from '../../../common/customer/contract.js';
import { BIZ } from '../../../common/envelope.js';
import type { AppInstance } from '../../app-types.js';
import type { RequestCtx } from '../../kit/context.js';
import { serveAll } from '../../kit/serve.js';
import { BizError, notFound } from '../../lib/errors.js';
import { parkToday } from '../../lib/park-time.js';
import { deleteFaq, saveFaq } from './faqs.js';
import { faqItem, managedTicket, myTicket } from './present.js';
import * as repo from './repo.js';
import * as rules from './rules.js';
import { SearchIndex } from './search-index.js';
import { leaveTicket, replyTicket } from './tickets.js';
import { presentedPage } from '../../kit/present.js';

/** Questions count against the user, or the address of a visitor, before anything is read. */
async function admitQuestion(app: AppInstance, ctx: RequestCtx, request: FastifyRequest): Promise<void> {
  const who = ctx.user ? `u:${String(ctx.user.id)}` : `ip:${request.ip}`;
  const limit = await app.rateLimiter.hit(`customer-ask:${String(ctx.tenantId)}:${who}`, L.asksPerMinute, 60_000);
  if (!limit.allowed) {
    request.log.warn({ who }, 'customer questions limited');
    throw new BizError('提问过于频繁，请稍后再试', BIZ.tooMany);
  }
}

/** Customer service: the assistant, 转人工 and 我的留言, the operators' FAQ and question queue. */
export default async function customerRoutes(app: AppInstance) {
  const index = new SearchIndex();
  serveAll(app, customerContract, {
    suggest: async ({ ctx }) => repo.suggestions(ctx.db, L.suggestionsMax),
    ask: async ({ body, ctx, request }) => {
      const question = rules.question(body.question);
      await admitQuestion(app, ctx, request);
      const answers = await index.ask(ctx.db, ctx.tenantId, question, parkToday(), L.answersMax);
      const first = answers[0];
      if (first?.kind === 'FAQ') await repo.countHit(ctx.db, first.id);
      return { question, answers };
    },
    leave: ({ body, ctx }) => leaveTicket(app, ctx, body),
    mine: ({ ctx, page }) => presentedPage(repo.listTickets(ctx.db, { userId: ctx.user.id }, page), myTicket),
    faqList: ({ query, ctx, page, scope }) => {
      const filter = { category: query.category || undefined, search: query.search, scope };
      return presentedPage(repo.listFaqs(ctx.db, filter, page), faqItem);
    },
    faqDetail: async ({ params, ctx }) => {
      const faq = await repo.faqById(ctx.db, params.id);
      if (!faq) throw notFound('常见问题');
      return faqItem(faq);
    },
    faqSave: ({ body, ctx }) => saveFaq(ctx, body),
    faqRemove: ({ params, ctx }) => deleteFaq(ctx, params.id),
    ticketList: ({ query, ctx, page }) => {
      const filter = { status: query.status || undefined, search: query.search };
      return presentedPage(repo.listTickets(ctx.db, filter, page), managedTicket);
    },
    ticketCounts: async ({ ctx }) => {
      const counts = await repo.ticketCounts(ctx.db);
      const OPEN = counts.get('OPEN') ?? 0;
      const REPLIED = counts.get('REPLIED') ?? 0;
      return { OPEN, REPLIED, total: OPEN + REPLIED };
    },
    reply: ({ params, body, ctx }) => replyTicket(ctx, params.id, body),
  });
}
