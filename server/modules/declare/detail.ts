import type { ApplicationDetail, DeclareDetail } from '../../../common/declare/contract.js';
import { DECLARE_ACTION_LABELS } from '../../../common/declare/rules.js';
import { isOperator, isOrganisation } from '../../../common/roles.js';
import { findAttachment } from '../../kit/attachments.js';
import type { RequestCtx, UserCtx } from '../../kit/context.js';
import { history } from '../../lib/audit-log.js';
import { notFound } from '../../lib/errors.js';
import * as apps from './application-repo.js';
import { editRefusal, SUBJECT } from './applications.js';
import { parkToday } from '../../lib/park-time.js';
import { applicationItem, countsOf, declareItem, formOf, landingOf, materialFiles, materialSlot } from './present.js';
import * as repo from './repo.js';

/** The whole of a declaration or an application, as the detail endpoints answer it. */

/**
 * A declaration as the caller may see it: operators see every one, others only those that have
 * started (a notice is not public before its start date).
 */
export async function declarationDetail(ctx: RequestCtx, id: number): Promise<DeclareDetail> {
  const today = parkToday();
  const row = await repo.declarationById(ctx.db, id);
  const operator = isOperator(ctx.user);
  if (!row || (!operator && row.start_date > today)) throw notFound('申报通知');
  const orgId = isOrganisation(ctx.user) ? ctx.user?.orgId : null;
  const [materials, applied, counts, mines] = await Promise.all([
    repo.materialsOf(ctx.db, row.id),
    operator ? repo.appliedCounts(ctx.db, [row.id]) : undefined,
    operator ? repo.stateCounts(ctx.db, row.id) : undefined,
    orgId ? repo.minesOf(ctx.db, orgId, [row.id]) : undefined,
  ]);
  return {
    ...declareItem(row, { applied: applied ? (applied.get(row.id) ?? 0) : null, mine: mines?.get(row.id) ?? null }, today),
    phone: row.phone,
    content: row.content,
    materials: materials.map(materialSlot),
    counts: counts ? countsOf(counts) : null,
  };
}

export async function applicationDetail(ctx: UserCtx, row: apps.ApplicationRow): Promise<ApplicationDetail> {
  const [materials, files, landing, trail] = await Promise.all([
    repo.materialsOf(ctx.db, row.declaration_id),
    apps.filesOf(ctx.db, row.id),
    apps.landingOf(ctx.db, row.id),
    history(ctx.db, ctx.tenantId, SUBJECT, row.id, DECLARE_ACTION_LABELS),
  ]);
  const landingFile = landing?.attachment_id ? await findAttachment(ctx.db, ctx.tenantId, landing.attachment_id) : undefined;
  const own = isOrganisation(ctx.user) && ctx.user.orgId === row.org_id;
  return {
    ...applicationItem(row),
    form: formOf(row),
    creditCode: row.credit_code,
    applicantName: row.applicant_name ?? '',
    materials: materialFiles(materials, files),
    landing: landingOf(landing, landingFile),
    history: trail,
    editable: own && editRefusal(row) === null,
  };
}
