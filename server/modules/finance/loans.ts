import type { Kysely, Selectable } from 'kysely';
import type { ApplyInput } from '../../../common/finance/contract.js';
import { LOAN_REFUSALS, LOAN_STATUS, LOAN_STEPS, type LoanStatus, type LoanStep } from '../../../common/finance/rules.js';
import { hasPermission, isOperator, isOrganisation } from '../../../common/roles.js';
import type { DB } from '../../db/schema.js';
import type { UserCtx } from '../../kit/context.js';
import { notify, orgMemberIds } from '../../kit/notify.js';
import { changeState } from '../../kit/workflow.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, forbidden, notFound } from '../../lib/errors.js';
import { BIZ } from '../../../common/envelope.js';
import { isCalendarDay, parkToday } from '../../lib/park-time.js';
import * as repo from './repo.js';
import type { FinanceLoansTable } from './tables.js';

/**
 * Loan applications: an enterprise applies for a published product; the park's finance staff
 * (finance.loan) take it up, record the loan granted or decline it. Every step is a row of
 * finance_loan_steps (who, when, the note, the amount), and the enterprise's users are told.
 */

export const NOT_ORG = '仅认证企业的用户可以申请贷款，请先完成企业认证';
const NOUN = '贷款申请';

/** The enterprise of the signed-in user, or 403. */
export function ownOrg(ctx: UserCtx): number {
  if (!isOrganisation(ctx.user) || !ctx.user.orgId) throw forbidden(NOT_ORG);
  return ctx.user.orgId;
}

export async function apply(ctx: UserCtx, input: ApplyInput) {
  const orgId = ownOrg(ctx);
  const product = await repo.productById(ctx.db, input.productId);
  if (!product || product.status !== 'JOINT') throw notFound('金融产品');
  if (input.amount < product.amount_min || input.amount > product.amount_max) {
    throw new BizError(`申请金额须在 ${String(product.amount_min)}–${String(product.amount_max)} 万元之间`, BIZ.invalid);
  }
  if (input.termMonths < product.term_min || input.termMonths > product.term_max) {
    throw new BizError(`贷款期限须在 ${String(product.term_min)}–${String(product.term_max)} 个月之间`, BIZ.invalid);
  }
  const open = await ctx.db
    .selectFrom('finance_loans')
    .select('id')
    .where('org_id', '=', orgId)
    .where('product_id', '=', product.id)
    .where('status', 'in', ['TOAUDIT', 'AUDITING'])
    .executeTakeFirst();
  if (open) throw new BizError('本企业对该产品已有办理中的申请，请在“我的金融”查看进度', BIZ.conflict);
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('finance_loans')
      .values({
        product_id: product.id,
        product_name: product.name,
        loan_type: product.loan_type,
        institution_id: product.institution_id,
        org_id: orgId,
        applicant_id: ctx.user.id,
        org_name: input.orgName.trim(),
        contact_name: input.contactName.trim(),
        contact_phone: input.contactPhone,
        amount: input.amount,
        term_months: input.termMonths,
        purpose: input.purpose.trim(),
        status: 'TOAUDIT',
        granted: null,
        granted_on: null,
        answered_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeStep(trx, { loanId: row.id, from: null, to: 'TOAUDIT', note: '', amount: null, actorId: ctx.user.id, actorName: ctx.user.name, at: now });
    return { id: row.id, status: 'TOAUDIT' as const };
  });
}

interface StepRow {
  loanId: number;
  from: LoanStatus | null;
  to: LoanStatus;
  note: string;
  amount: number | null;
  actorId: number | null;
  actorName: string;
  at: string;
}

export async function writeStep(trx: Kysely<DB>, s: StepRow): Promise<void> {
  await trx
    .insertInto('finance_loan_steps')
    .values({
      loan_id: s.loanId,
      from_status: s.from,
      to_status: s.to,
      note: s.note,
      amount: s.amount,
      actor_id: s.actorId,
      actor_name: s.actorName,
      at: s.at,
    })
    .execute();
}

/** Who may read an application: its enterprise's users, and the operators holding finance.loan. */
export async function readable(ctx: UserCtx, id: number) {
  const row = await repo.loanById(ctx.db, id);
  if (!row) throw notFound(NOUN);
  if (isOperator(ctx.user) && hasPermission(ctx.user, 'finance.loan')) return row;
  if (isOrganisation(ctx.user) && ctx.user.orgId === row.org_id) return row;
  throw notFound(NOUN);
}

const MESSAGE: Record<LoanStep, (loan: Selectable<FinanceLoansTable>, amount: number | null) => string> = {
  FOLLOW: (l) => `您对“${l.product_name}”的贷款申请已由园区金融服务专员跟进，金融机构将与您联系。`,
  GRANT: (l, amount) => `您对“${l.product_name}”的贷款申请已放款完成，放款金额 ${String(amount)} 万元。`,
  DECLINE: (l) => `您对“${l.product_name}”的贷款申请暂不跟进，原因见申请详情。`,
};

export interface StepInput {
  note?: string | undefined;
  amount?: number;
  grantedOn?: string;
}

/** One step of an application by the finance staff (rules.ts LOAN_STEPS). */
export function takeStep(ctx: UserCtx, id: number, step: LoanStep, input: StepInput) {
  const spec = LOAN_STEPS[step];
  const note = input.note?.trim() ?? '';
  if (step === 'GRANT') {
    if (!input.grantedOn || !isCalendarDay(input.grantedOn)) throw new BizError('请填写正确的放款日期', BIZ.invalid);
    if (input.grantedOn > parkToday()) throw new BizError('放款日期不能晚于今天', BIZ.invalid);
  }
  if (step === 'DECLINE' && note.length < 2) throw new BizError('请填写不跟进的原因（2–200 字）', BIZ.invalid);
  const now = nowIso();
  return changeState(ctx.db, {
    noun: NOUN,
    load: (trx) => trx.selectFrom('finance_loans').selectAll().where('id', '=', id).executeTakeFirst(),
    status: (row) => row.status,
    from: spec.from,
    refusal: (status) => LOAN_REFUSALS[status],
    update: async (trx, row) => {
      const amount = step === 'GRANT' ? (input.amount ?? null) : null;
      const result = await trx
        .updateTable('finance_loans')
        .set({
          status: spec.to,
          updated_at: now,
          ...(row.answered_at ? {} : { answered_at: now }),
          ...(step === 'GRANT' ? { granted: amount, granted_on: input.grantedOn ?? null } : {}),
        })
        .where('id', '=', id)
        .where('status', '=', row.status)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    then: async (trx, row) => {
      const amount = step === 'GRANT' ? (input.amount ?? null) : null;
      await writeStep(trx, { loanId: id, from: row.status, to: spec.to, note, amount, actorId: ctx.user.id, actorName: ctx.user.name, at: now });
      await notify(trx, {
        tenantId: ctx.tenantId,
        userIds: await orgMemberIds(trx, ctx.tenantId, row.org_id),
        topic: 'FINANCE',
        title: `贷款申请${LOAN_STATUS[spec.to]}`,
        body: MESSAGE[step](row, amount),
        link: `/user/audit/detail/${String(id)}`,
      });
      return { id, status: spec.to };
    },
  });
}
