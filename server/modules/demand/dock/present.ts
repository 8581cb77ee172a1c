import type { DockDetailT, DockRowT } from '../../../../common/demand/dock/contract.js';
import { dockLabel } from '../../../../common/demand/dock/model.js';
import type { DockRow } from './repo.js';

/** A docking as a list row (never a contact). */
export function dockRow(r: DockRow): DockRowT {
  return {
    id: r.id,
    itemId: r.item_id,
    itemKind: r.item_kind,
    itemTitle: r.item_title,
    ownerOrgId: r.owner_org_id,
    ownerOrgName: r.owner_org_name,
    fromOrgId: r.from_org_id,
    fromOrgName: r.from_org_name,
    message: r.message,
    status: r.status,
    statusLabel: dockLabel(r.status, r.outcome),
    reason: r.reason,
    outcome: r.outcome,
    suggested: r.suggested_from !== null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** A docking as one of its two parties reads it: the contacts once it is accepted. */
export function dockDetail(r: DockRow, side: 'OWNER' | 'FROM'): DockDetailT {
  const open = r.status === 'ACCEPTED';
  return {
    ...dockRow(r),
    side,
    fromContact: open ? { name: r.from_contact_name, phone: r.from_contact_phone } : null,
    ownerContact: open ? { name: r.owner_contact_name, phone: r.owner_contact_phone } : null,
  };
}
