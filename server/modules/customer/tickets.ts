import { BIZ } from '../../../common/envelope.js';
import { CUSTOMER_LIMITS as L, type FaqCategory } from '../../../common/customer/contract.js';
import type { AppInstance } from '../../app-types.js';
import type { UserCtx } from '../../kit/context.js';
import { notify, type Notification } from '../../kit/notify.js';
import { auditTrail, changeState } from '../../kit/workflow.js';
import { nowIso } from '../../lib/clock.js';
import { BizError } from '../../lib/errors.js';
import { faqValues, insertFaq } from './faqs.js';
import * as repo from './repo.js';
import * as rules from './rules.js';
import type { Ticket } from './tables.js';

/** Questions left for the park's staff (转人工) and their replies; trail subject customer_ticket. */

const DAY_MS = 24 * 60 * 60 * 1000;

export async function leaveTicket(
  app: AppInstance,
  ctx: UserCtx,
  input: { question: string; contactName: string; contactPhone: string },
): Promise<{ id: number; status: 'OPEN' }> {
  const question = rules.paragraphs(input.question, '留言内容', L.questionMin, L.questionMax);
  const contactName = rules.line(input.contactName, '联系人', 1, 20);
  const limit = await app.rateLimiter.hit(`customer-ticket:${String(ctx.tenantId)}:${String(ctx.user.id)}`, L.ticketsPerDay, DAY_MS);
  if (!limit.allowed) throw new BizError(`每天最多留言${String(L.ticketsPerDay)}条，请明天再试或拨打园区服务电话`, BIZ.tooMany);
  const org = ctx.user.orgId
    ? await ctx.db.selectFrom('orgs').select('fullname').where('id', '=', ctx.user.orgId).executeTakeFirst()
    : undefined;
  return ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto('customer_tickets')
      .values({
        user_id: ctx.user.id,
        org_id: org ? ctx.user.orgId : null,
        org_name: org?.fullname ?? '',
        contact_name: contactName,
        contact_phone: input.contactPhone,
        question,
        status: 'OPEN',
        reply: '',
        replier_id: null,
        replied_at: null,
        faq_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditTrail('customer_ticket', ctx.tenantId, ctx.user.id)(trx, row.id, 'SUBMIT', null, 'OPEN');
    return { id: row.id, status: 'OPEN' as const };
  });
}

export interface ReplyInput {
  reply: string;
  toFaq?: boolean;
  category?: FaqCategory;
  keywords?: string;
}

/**
 * What the asker is told when a question is answered: a system notification (/user/messageNotice)
 * sent through the kit's port in the reply's transaction; the reply itself stays in 我的留言.
 */
export function replyNotification(
  tenantId: number,
  ticket: Pick<Ticket, 'user_id' | 'question'>,
  reply: string,
): Notification {
  const asked = [...ticket.question];
  return {
    tenantId,
    userIds: [ticket.user_id],
    topic: 'CUSTOMER',
    title: '您的留言已有回复',
    body: `您的留言“${asked.length > 30 ? `${asked.slice(0, 30).join('')}…` : ticket.question}”已回复：${reply}`,
    link: '/customer/index?tab=mine',
  };
}

/** 待回复 → 已回复, optionally keeping the question and reply as an FAQ; all or nothing. */
export function replyTicket(ctx: UserCtx, id: number, input: ReplyInput): Promise<{ id: number; status: 'REPLIED'; faqId: number | null }> {
  const reply = rules.paragraphs(input.reply, '回复内容', L.replyMin, L.replyMax);
  if (input.toFaq && !input.category) throw new BizError('转为常见问题时请选择分类');
  if (input.toFaq && !input.keywords?.trim()) throw new BizError('转为常见问题时请填写关键词');
  return changeState(ctx.db, {
    noun: '留言',
    load: (trx) => repo.ticketById(trx, id),
    status: (row) => row.status,
    from: ['OPEN'],
    refusal: (status) => (status === 'REPLIED' ? '该留言已回复' : undefined),
    update: async (trx) => {
      const now = nowIso();
      const res = await trx
        .updateTable('customer_tickets')
        .set({ status: 'REPLIED', reply, replier_id: ctx.user.id, replied_at: now, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'OPEN')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    then: async (trx, row) => {
      let faqId: number | null = null;
      if (input.toFaq && input.category) {
        const values = faqValues({ question: row.question.replace(/\s+/g, ' '), answer: reply, keywords: input.keywords ?? '', category: input.category });
        faqId = await insertFaq(trx, ctx, values);
        await trx.updateTable('customer_tickets').set({ faq_id: faqId }).where('id', '=', id).execute();
      }
      await auditTrail('customer_ticket', ctx.tenantId, ctx.user.id)(trx, id, 'REPLY', 'OPEN', 'REPLIED', reply);
      await notify(trx, replyNotification(ctx.tenantId, row, reply));
      return { id, status: 'REPLIED' as const, faqId };
    },
  });
}
