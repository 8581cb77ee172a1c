import type { Kysely } from 'kysely';
import { BIZ } from '../../../common/envelope.js';
import { hasPermission, isOperator, isOrganisation, isService } from '../../../common/roles.js';
import type { InputOf } from '../../../common/contract/endpoint.js';
import type { applyContract } from '../../../common/service/apply/contract.js';
import { STEP_LABELS, type CaseStep } from '../../../common/service/rules.js';
import type { DB } from '../../db/schema.js';
import type { UserCtx } from '../../kit/context.js';
import { notify, orgMemberIds } from '../../kit/notify.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, forbidden, notFound } from '../../lib/errors.js';
import { stepsFrom, takeCaseStep, writeStep, type CaseSpec } from './cases.js';
import * as repo from './repo.js';

/**
 * 服务申请: an enterprise applies for a published product of a serving organisation; the
 * organisation (or the park's service desk, service.apply) takes it up, notes the follow-up,
 * finishes it with the outcome or declines it; the enterprise rates a finished one once.
 */

const NOUN = '服务申请';
export const NOT_ORG = '仅认证企业的用户可以申请服务，请先完成企业认证';
export const applyLink = (id: number) => `/user/productApply?id=${String(id)}`;

const loadApply = (db: Kysely<DB>, id: number) => db.selectFrom('service_applies').selectAll().where('id', '=', id).executeTakeFirst();
export type ApplyRowDb = NonNullable<Awaited<ReturnType<typeof loadApply>>>;

export const APPLY_CASE: CaseSpec<ApplyRowDb> = {
  kind: 'APPLY',
  noun: NOUN,
  load: loadApply,
  update: async (trx, id, from, values) => {
    const { assigned_id: _a, assigned_name: _n, ...set } = values;
    const result = await trx.updateTable('service_applies').set(set).where('id', '=', id).where('status', '=', from).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
  title: (r) => r.product_title,
  link: applyLink,
};

/** The enterprise of the signed-in user, or 403. */
export function ownOrg(ctx: UserCtx, refusal = NOT_ORG): number {
  if (!isOrganisation(ctx.user) || !ctx.user.orgId) throw forbidden(refusal);
  return ctx.user.orgId;
}

export async function submitApply(ctx: UserCtx, input: InputOf<typeof applyContract.submit>) {
  const orgId = ownOrg(ctx);
  const product = await repo.productById(ctx.db, input.productId);
  if (!product || product.status !== 'JOINT') throw notFound('服务产品');
  if ((await repo.serviceStanding(ctx.db, product.org_id)) === 'SUSPENDED') throw new BizError('该服务机构暂停服务，暂不接受申请', BIZ.conflict);
  const open = await ctx.db
    .selectFrom('service_applies')
    .select('id')
    .where('org_id', '=', orgId)
    .where('product_id', '=', product.id)
    .where('status', 'in', ['TOAUDIT', 'AUDITING'])
    .executeTakeFirst();
  if (open) throw new BizError('本企业对该服务已有办理中的申请，请在“我的服务申请”查看进度', BIZ.conflict);
  const orgName = (await repo.orgName(ctx.db, orgId)) ?? '';
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('service_applies')
      .values({
        product_id: product.id,
        product_title: product.title,
        category: product.category,
        provider_id: product.org_id,
        provider_name: product.org_name,
        org_id: orgId,
        org_name: orgName,
        applicant_id: ctx.user.id,
        contact_name: input.contactName.trim(),
        contact_phone: input.contactPhone,
        content: input.content.trim(),
        status: 'TOAUDIT',
        outcome: '',
        rating: null,
        comment: '',
        rated_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeStep(trx, ctx, { kind: 'APPLY', recordId: id, step: 'SUBMIT', from: null, to: 'TOAUDIT', note: '', at: now });
    await notify(trx, {
      tenantId: ctx.tenantId,
      userIds: await orgMemberIds(trx, ctx.tenantId, product.org_id),
      topic: 'SERVICE',
      title: '收到新的服务申请',
      body: `${orgName}申请了“${product.title}”，请及时受理。`,
      link: '/user/serviceInnovate?view=applies',
    });
    return { id, status: 'TOAUDIT' as const };
  });
}

const handlesAll = (ctx: UserCtx) => isOperator(ctx.user) && hasPermission(ctx.user, 'service.apply');
const isProvider = (ctx: UserCtx, row: ApplyRowDb) => isService(ctx.user) && ctx.user.orgId === row.provider_id;

/** Who may read an application: its enterprise, its service organisation, the service desk. */
export async function readableApply(ctx: UserCtx, id: number): Promise<ApplyRowDb> {
  const row = await loadApply(ctx.db, id);
  if (!row) throw notFound(NOUN);
  if (handlesAll(ctx) || isProvider(ctx, row)) return row;
  if (isOrganisation(ctx.user) && ctx.user.orgId === row.org_id) return row;
  throw forbidden('无权查看该服务申请');
}

/** The steps the caller may take on the application now. */
export const applySteps = (ctx: UserCtx, row: ApplyRowDb): CaseStep[] =>
  handlesAll(ctx) || isProvider(ctx, row) ? stepsFrom('APPLY', row.status) : [];

export async function stepApply(ctx: UserCtx, id: number, step: CaseStep, note: string | undefined) {
  const row = await readableApply(ctx, id);
  if (!handlesAll(ctx) && !isProvider(ctx, row)) throw forbidden('只有被申请的服务机构或园区服务专员可以办理该申请');
  // A step of the kind taken in the wrong state is refused by the engine, with the reason.
  if (!(step in STEP_LABELS.APPLY)) throw new BizError('服务申请不能进行该操作', BIZ.invalid);
  return takeCaseStep(ctx, APPLY_CASE, row, step, { note });
}

export async function rateApply(ctx: UserCtx, id: number, rating: number, comment: string) {
  const row = await readableApply(ctx, id);
  if (!(isOrganisation(ctx.user) && ctx.user.orgId === row.org_id)) throw forbidden('只有申请企业可以评价');
  if (row.status !== 'PASS') throw new BizError('服务完成后才能评价', BIZ.conflict);
  const now = nowIso();
  const result = await ctx.db
    .updateTable('service_applies')
    .set({ rating, comment: comment.trim(), rated_at: now })
    .where('id', '=', id)
    .where('rating', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new BizError('该服务已评价', BIZ.conflict);
  return { id };
}
