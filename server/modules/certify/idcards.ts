import type { UserCtx } from '../../kit/context.js';
import { auditTrail } from '../../kit/workflow.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './repo.js';

/**
 * The full ID numbers of an application, for the operator checking them against the documents:
 * every other answer masks them. Each look is written to the audit log under its own subject type,
 * so it is on record without joining the application's review trail.
 */

export const REVEAL_SUBJECT = 'org_application_idcard';
export const REVEAL_ACTION = 'VIEW_IDCARD';

export async function revealIdcards(ctx: UserCtx, id: number): Promise<{ legalIdcard: string; idcard: string }> {
  const row = await repo.applicationById(ctx.db, id);
  if (!row) throw notFound('申请');
  const fields = [row.legal_idcard ? 'legalIdcard' : '', row.idcard ? 'idcard' : ''].filter(Boolean).join(',');
  await auditTrail(REVEAL_SUBJECT, ctx.tenantId, ctx.user.id)(ctx.db, row.id, REVEAL_ACTION, row.status, row.status, fields);
  return { legalIdcard: row.legal_idcard, idcard: row.idcard };
}
