import type { InstitutionInput, NeedInput, ProductInput } from '../../../common/finance/contract.js';
import { BIZ } from '../../../common/envelope.js';
import type { UserCtx } from '../../kit/context.js';
import { noteCreated, stateAfterEditOf, storeEdit } from '../../kit/publish/edit.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { ownOrg } from './loans.js';
import { PRODUCT_KIND } from './publish-kind.js';
import * as repo from './repo.js';

/** The finance supermarket's writes other than the loan steps: institutions, products, needs. */

const invalid = (message: string) => new BizError(message, BIZ.invalid);

export async function saveInstitution(ctx: UserCtx, input: InstitutionInput): Promise<{ id: number }> {
  const values = {
    name: input.name.trim(),
    kind: input.kind,
    intro: input.intro.trim(),
    address: input.address.trim(),
    contact_name: input.contactName.trim(),
    contact_phone: input.contactPhone,
    ...(input.lng !== undefined && input.lat !== undefined ? { gaode_lng: input.lng, gaode_lat: input.lat } : {}),
    updated_at: nowIso(),
  };
  if ((input.lng === null || input.lng === undefined) !== (input.lat === null || input.lat === undefined)) {
    throw invalid('经度与纬度须同时填写');
  }
  const same = await ctx.db.selectFrom('finance_institutions').select('id').where('name', '=', values.name).executeTakeFirst();
  if (same && same.id !== input.id) throw new BizError('已有同名的金融机构', BIZ.conflict);
  if (input.id !== undefined) {
    const result = await ctx.db.updateTable('finance_institutions').set(values).where('id', '=', input.id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound('金融机构');
    return { id: input.id };
  }
  const row = await ctx.db
    .insertInto('finance_institutions')
    .values({ ...values, created_at: values.updated_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}

/** Lower bounds not above upper ones: the rule the form checks too. */
export function productRangeError(p: Pick<ProductInput, 'amountMin' | 'amountMax' | 'rateMin' | 'rateMax' | 'termMin' | 'termMax'>): string | null {
  if (p.amountMin > p.amountMax) return '最低额度不能高于最高额度';
  if (p.rateMin > p.rateMax) return '最低年利率不能高于最高年利率';
  if (p.termMin > p.termMax) return '最短期限不能长于最长期限';
  return null;
}

export async function saveProduct(ctx: UserCtx, input: ProductInput) {
  const wrong = productRangeError(input);
  if (wrong) throw invalid(wrong);
  if (!(await repo.institutionById(ctx.db, input.institutionId))) throw notFound('金融机构');
  const existing = input.id === undefined ? undefined : await repo.productById(ctx.db, input.id);
  if (input.id !== undefined && !existing) throw notFound('金融产品');
  const status = existing ? stateAfterEditOf(PRODUCT_KIND, existing.status) : 'CHECK';
  const now = nowIso();
  const values = {
    institution_id: input.institutionId,
    name: input.name.trim(),
    loan_type: input.loanType,
    amount_min: input.amountMin,
    amount_max: input.amountMax,
    rate_min: input.rateMin,
    rate_max: input.rateMax,
    term_min: input.termMin,
    term_max: input.termMax,
    guarantee: input.guarantee,
    eligibility: input.eligibility.trim(),
    materials: input.materials.trim(),
    intro: input.intro.trim(),
    updated_at: now,
  };
  return ctx.db.transaction().execute(async (trx) => {
    if (existing) {
      await storeEdit(trx, PRODUCT_KIND, ctx, { id: existing.id, from: existing.status, values: { ...values, published_at: null } });
      return { id: existing.id, status };
    }
    const row = await trx
      .insertInto('finance_products')
      .values({ ...values, status: 'CHECK', reason: '', author_id: ctx.user.id, published_at: null, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await noteCreated(trx, PRODUCT_KIND, ctx, row.id);
    return { id: row.id, status };
  });
}

/** One of the signed-in enterprise's needs; another's is not found (不存在), as a stranger's application is. */
export async function ownNeed(ctx: UserCtx, id: number) {
  const orgId = ownOrg(ctx);
  const need = await repo.needById(ctx.db, id);
  if (!need || need.org_id !== orgId) throw notFound('融资需求');
  return need;
}

export async function saveNeed(ctx: UserCtx, input: NeedInput): Promise<{ id: number }> {
  const orgId = ownOrg(ctx);
  const now = nowIso();
  const values = {
    org_name: input.orgName.trim(),
    amount: input.amount,
    purpose: input.purpose.trim(),
    term_months: input.termMonths,
    guarantee: input.guarantee,
    contact_name: input.contactName.trim(),
    contact_phone: input.contactPhone,
    updated_at: now,
  };
  if (input.id !== undefined) {
    const need = await ownNeed(ctx, input.id);
    if (need.status !== 'OPEN') throw new BizError('已关闭的融资需求不能修改', BIZ.conflict);
    await ctx.db.updateTable('finance_needs').set(values).where('id', '=', need.id).execute();
    return { id: need.id };
  }
  const row = await ctx.db
    .insertInto('finance_needs')
    .values({ ...values, org_id: orgId, author_id: ctx.user.id, status: 'OPEN', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}

export async function closeNeed(ctx: UserCtx, id: number) {
  const need = await ownNeed(ctx, id);
  if (need.status === 'CLOSED') throw new BizError('该融资需求已关闭', BIZ.conflict);
  await ctx.db.updateTable('finance_needs').set({ status: 'CLOSED', updated_at: nowIso() }).where('id', '=', id).execute();
  return { id, status: 'CLOSED' as const };
}
