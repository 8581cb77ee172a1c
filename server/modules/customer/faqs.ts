import type { Kysely } from 'kysely';
import { CUSTOMER_LIMITS as L, type FaqCategory } from '../../../common/customer/contract.js';
import type { DB } from '../../db/schema.js';
import type { UserCtx } from '../../kit/context.js';
import { auditTrail } from '../../kit/workflow.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import * as repo from './repo.js';
import * as rules from './rules.js';

/** Writing the park's FAQ: every change in the audit trail (subject customer_faq). */

export interface FaqInput {
  id?: number;
  question: string;
  answer: string;
  keywords: string;
  category: FaqCategory;
  pinned?: boolean;
}

/** The FAQ as stored, checked; throws the message the operator sees. */
export function faqValues(input: FaqInput) {
  return {
    question: rules.question(input.question),
    answer: rules.paragraphs(input.answer, '答案', 2, L.answerMax),
    keywords: rules.keywords(input.keywords),
    category: input.category,
    pinned: input.pinned ? 1 : 0,
  };
}

const duplicate = () => new BizError('已有相同问题的常见问题，请直接修改那一条');

/** Inserts an FAQ inside the caller's transaction; its id. */
export async function insertFaq(trx: Kysely<DB>, ctx: UserCtx, values: ReturnType<typeof faqValues>): Promise<number> {
  if (await repo.faqByQuestion(trx, values.question)) throw duplicate();
  const now = nowIso();
  const row = await trx
    .insertInto('customer_faqs')
    .values({ ...values, author_id: ctx.user.id, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await auditTrail('customer_faq', ctx.tenantId, ctx.user.id)(trx, row.id, 'CREATE', null, 'ACTIVE');
  return row.id;
}

export function saveFaq(ctx: UserCtx, input: FaqInput): Promise<{ id: number }> {
  const values = faqValues(input);
  return ctx.db.transaction().execute(async (trx) => {
    if (input.id === undefined) return { id: await insertFaq(trx, ctx, values) };
    const id = input.id;
    if (!(await repo.faqById(trx, id))) throw notFound('常见问题');
    const same = await repo.faqByQuestion(trx, values.question);
    if (same && same.id !== id) throw duplicate();
    await trx
      .updateTable('customer_faqs')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await auditTrail('customer_faq', ctx.tenantId, ctx.user.id)(trx, id, 'UPDATE', 'ACTIVE', 'ACTIVE');
    return { id };
  });
}

export function deleteFaq(ctx: UserCtx, id: number): Promise<{ id: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const faq = await repo.faqById(trx, id);
    if (!faq) throw notFound('常见问题');
    await trx.updateTable('customer_tickets').set({ faq_id: null }).where('faq_id', '=', id).execute();
    await trx.deleteFrom('customer_faqs').where('id', '=', id).execute();
    await auditTrail('customer_faq', ctx.tenantId, ctx.user.id)(trx, id, 'DELETE', 'ACTIVE', 'DELETED', faq.question);
    return { id };
  });
}
