import { BIZ } from '../../../common/envelope.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import { isService } from '../../../common/roles.js';
import type { OrgInput, ProductInput } from '../../../common/service/contract.js';
import type { ProductState } from '../../../common/service/lifecycle.js';
import type { UserCtx } from '../../kit/context.js';
import { noteCreated, storeEdit } from '../../kit/publish/edit.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { PRODUCT_KIND } from './publish-kind.js';

export const NOT_SERVICE = '仅服务机构的用户可以发布服务产品，请先以服务机构身份完成认证';

/** The service organisation of the signed-in user, or 403. */
export function ownServiceOrg(ctx: UserCtx, refusal = NOT_SERVICE): number {
  if (!isService(ctx.user) || !ctx.user.orgId) throw new BizError(refusal, BIZ.forbidden);
  return ctx.user.orgId;
}

/** Stores a new product (待审核) or an edit of one of the caller's organisation (back to review). */
export async function saveProduct(ctx: UserCtx, orgId: number, body: Omit<ProductInput, 'orgId'>): Promise<{ id: number; status: ProductState }> {
  const values = {
    title: body.title.trim(),
    category: body.category,
    summary: body.summary.trim(),
    price_mode: body.priceMode,
    price: body.price.trim(),
    period: body.period.trim(),
    contact_name: body.contactName.trim(),
    contact_phone: body.contactPhone,
  };
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    if (body.id === undefined) {
      const { id } = await trx
        .insertInto('service_products')
        .values({ ...values, org_id: orgId, author_id: ctx.user.id, status: 'CHECK', reason: '', published_at: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await noteCreated(trx, PRODUCT_KIND, ctx, id);
      return { id, status: 'CHECK' as const };
    }
    const current = await trx.selectFrom('service_products').select(['org_id', 'status']).where('id', '=', body.id).executeTakeFirst();
    if (!current) throw notFound('服务产品');
    if (current.org_id !== orgId) throw new BizError(NO_PERMISSION, BIZ.forbidden);
    const status = await storeEdit(trx, PRODUCT_KIND, ctx, { id: body.id, from: current.status, values: { ...values, published_at: null, updated_at: now } });
    return { id: body.id, status };
  });
}

/** A service organisation of the park, or 不存在. */
export async function serviceOrgOf(ctx: UserCtx, orgId: number): Promise<number> {
  const org = await ctx.db.selectFrom('orgs').select(['id', 'orgtype']).where('id', '=', orgId).executeTakeFirst();
  if (!org || org.orgtype !== 'SERVICE') throw notFound('服务机构');
  return org.id;
}

/** The park records a service organisation's categories, qualifications and standing. */
export async function saveOrg(ctx: UserCtx, orgId: number, body: Omit<OrgInput, 'id'>): Promise<{ id: number }> {
  await serviceOrgOf(ctx, orgId);
  const reason = body.reason?.trim() ?? '';
  if (body.status === 'SUSPENDED' && reason.length < 2) throw new BizError('请填写暂停服务的原因（2–200 字）', BIZ.invalid);
  const values = {
    categories: [...new Set(body.categories)].join(','),
    qualification: body.qualification.trim(),
    intro: body.intro.trim(),
    status: body.status,
    suspend_reason: body.status === 'SUSPENDED' ? reason : '',
    updated_at: nowIso(),
  };
  const found = await ctx.db.selectFrom('service_orgs').select('id').where('org_id', '=', orgId).executeTakeFirst();
  if (found) await ctx.db.updateTable('service_orgs').set(values).where('id', '=', found.id).execute();
  else await ctx.db.insertInto('service_orgs').values({ ...values, org_id: orgId }).execute();
  return { id: orgId };
}
