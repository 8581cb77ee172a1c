import { ORG_STATUS, type OrgStatus } from '../../../common/service/rules.js';
import type { ManagedProduct, OrgRow, PublicProduct } from '../../../common/service/contract.js';
import { meanOf, type OrgRowDb, type ProductRow } from './repo.js';

/** The answer shapes of organisations and products (common/service/schemas.ts). */

export const listOf = (csv: string | null | undefined) => (csv ? csv.split(',').filter(Boolean) : []);

export function publicProduct(r: ProductRow): PublicProduct {
  return {
    id: r.id,
    orgId: r.org_id,
    orgName: r.org_name,
    title: r.title,
    category: r.category,
    summary: r.summary,
    priceMode: r.price_mode,
    price: r.price,
    period: r.period,
    applies: Number(r.applies ?? 0),
    rating: meanOf(r.rating),
    publishedAt: r.published_at,
  };
}

/** The owner's and the operators' view: the state, the reason, the contact, the stamps. */
export function managedProduct(r: ProductRow): ManagedProduct {
  const { status, reason, contact_name: contactName, contact_phone: contactPhone, created_at: createdAt, updated_at: updatedAt } = r;
  return { ...publicProduct(r), status, reason, contactName, contactPhone, createdAt, updatedAt };
}

export function orgRow(r: OrgRowDb): OrgRow {
  const status: OrgStatus = r.status ?? 'ACTIVE';
  return {
    id: r.id,
    name: r.fullname,
    simpleName: r.simplename,
    kind: r.category,
    categories: listOf(r.categories),
    qualification: r.qualification ?? '',
    status,
    statusLabel: ORG_STATUS[status],
    products: Number(r.products ?? 0),
    applies: Number(r.applies ?? 0),
    finished: Number(r.finished ?? 0),
    rating: meanOf(r.rating),
    ratings: Number(r.ratings ?? 0),
    users: Number(r.users ?? 0),
  };
}
