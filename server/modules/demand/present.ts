import type { ManagedItemT, PublicItemT } from '../../../common/demand/contract.js';
import { ITEM_KINDS } from '../../../common/demand/model.js';
import type { ItemRow } from './repo.js';

/** An item as anyone may read it: never its contacts. */
export function publicItem(r: ItemRow): PublicItemT {
  return {
    id: r.id,
    kind: r.kind,
    kindLabel: ITEM_KINDS[r.kind],
    category: r.category,
    title: r.title,
    summary: r.summary,
    industry: r.industry,
    area: r.area,
    tags: r.tags ? r.tags.split(',') : [],
    price: r.price,
    quantity: r.quantity === null ? null : Number(r.quantity),
    validUntil: r.valid_until,
    orgId: r.org_id,
    orgName: r.org_name,
    publishedAt: r.published_at,
    views: Number(r.views),
  };
}

/** An item as its organisation and the operators read it. */
export function managedItem(r: ItemRow): ManagedItemT {
  return {
    ...publicItem(r),
    status: r.status,
    reason: r.reason,
    contactName: r.contact_name,
    contactPhone: r.contact_phone,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}
