import type { Static } from 'typebox';
import { BIZ } from '../../../common/envelope.js';
import { ITEM_CATEGORIES, ITEM_KINDS, INDUSTRIES, SERVICE_ORG_KINDS } from '../../../common/demand/model.js';
import type { ItemBody } from '../../../common/demand/schemas.js';
import type { ItemState } from '../../../common/demand/lifecycle.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import type { UserCtx } from '../../kit/context.js';
import { noteCreated, storeEdit } from '../../kit/publish/edit.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { ITEM_KIND } from './publish-kind.js';
import * as repo from './repo.js';
import { searchText, termsOf } from './terms.js';

type Body = Static<typeof ItemBody>;

/** Who may publish: a member of an enterprise (every kind) or of a service organisation (services). */
/** The columns of a new item or showcase of the organisation: waiting for review, never published. */
export const newForReview = (ctx: UserCtx, orgId: number, now: string) => ({
  org_id: orgId,
  author_id: ctx.user.id,
  status: 'CHECK' as const,
  reason: '',
  published_at: null,
  created_at: now,
  updated_at: now,
});

export const NO_ORG = '请先完成企业认证（个人中心 › 企业认证），认证后即可发布信息和对接';

export function publisherOrg(ctx: UserCtx, kind: keyof typeof ITEM_KINDS): number {
  if (!ctx.user.orgId || !ctx.user.orgType) throw new BizError(NO_ORG, BIZ.forbidden);
  if (ctx.user.orgType === 'SERVICE' && !SERVICE_ORG_KINDS.includes(kind))
    throw new BizError(`服务机构只能发布服务，不能发布${ITEM_KINDS[kind]}`, BIZ.forbidden);
  return ctx.user.orgId;
}

function checked(body: Body): Body {
  if (!ITEM_CATEGORIES[body.kind].includes(body.category)) throw new BizError(`类别不正确：${body.category}`);
  if (!(INDUSTRIES as readonly string[]).includes(body.industry))
    throw new BizError(`所属行业不正确：${body.industry}`);
  const tags = [...new Set(body.tags.map((t) => t.trim()).filter(Boolean))];
  return {
    ...body,
    title: body.title.trim(),
    summary: body.summary.trim(),
    tags,
    price: body.price.trim() || '面议',
  };
}

/** Stores a new item (待审核) or an edit of one of the caller's organisation (back to review). */
export async function saveItem(ctx: UserCtx, input: Body): Promise<{ id: number; status: ItemState }> {
  const orgId = publisherOrg(ctx, input.kind);
  const body = checked(input);
  const values = {
    kind: body.kind,
    category: body.category,
    title: body.title,
    summary: body.summary,
    industry: body.industry,
    area: body.area,
    tags: body.tags.join(','),
    price: body.price,
    quantity: body.quantity ?? null,
    valid_until: body.validUntil ?? null,
    contact_name: body.contactName.trim(),
    contact_phone: body.contactPhone,
  };
  const terms = termsOf(body.title, body.category, body.industry, body.tags.join(' '));
  // The words the search finds it by, in the item's own row (its text index follows: migrations/search.ts).
  const search = searchText(terms);
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    if (body.id === undefined) {
      const { id } = await trx
        .insertInto('demand_items')
        .values({ ...values, search, ...newForReview(ctx, orgId, now) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await repo.storeTerms(trx, id, terms);
      await noteCreated(trx, ITEM_KIND, ctx, id);
      return { id, status: 'CHECK' as const };
    }
    const current = await repo.itemById(trx, body.id);
    if (!current) throw notFound('信息');
    // Another organisation's item: refused as such, whatever the caller tries.
    if (current.org_id !== orgId) throw new BizError(NO_PERMISSION, BIZ.forbidden);
    if (current.kind !== body.kind) throw new BizError('信息的类型不能修改');
    const status = await storeEdit(trx, ITEM_KIND, ctx, {
      id: body.id,
      from: current.status,
      values: { ...values, search, published_at: null, updated_at: now },
    });
    await repo.storeTerms(trx, body.id, terms);
    return { id: body.id, status };
  });
}
