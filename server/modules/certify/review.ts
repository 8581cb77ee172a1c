import type { Kysely } from 'kysely';
import { BIZ } from '../../../common/envelope.js';
import type { DB, Tenant } from '../../db/schema.js';
import { record } from '../../lib/audit-log.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { SUBJECT, type Ctx } from './apply.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newOrgValues } from './new-org.js';
import * as repo from './repo.js';
import { reviewReason } from './rules.js';

/** The operators' side: passing, failing or returning a pending application. */

export interface ReviewCtx extends Ctx {
  tenant: Tenant;
}

export interface Reviewed {
  id: number;
  status: 'PASS' | 'FAIL' | 'BACK';
  orgId: number | null;
}

const alreadyHandled = () => new BizError('该申请已处理', BIZ.conflict);

/**
 * The organisation a passing application makes the applicant a member of: for ORG the tenant's
 * organisation with that credit code (created when there is none), for RELATE the one applied for.
 */
async function memberOrg(trx: Kysely<DB>, ctx: ReviewCtx, application: repo.Application, phone: string): Promise<number> {
  if (application.kind === 'RELATE') {
    const org = application.org_id === null ? undefined : await repo.orgById(trx, ctx.tenantId, application.org_id);
    if (!org) throw new BizError('要加入的企业已不存在，请退回或驳回此申请', BIZ.conflict);
    return org.id;
  }
  const known = await repo.orgByCreditCode(trx, ctx.tenantId, application.credit_code);
  if (known) {
    // Same rule as at submit time: a second certifier of a certified organisation must link instead.
    if ((await repo.memberCount(trx, ctx.tenantId, known.id)) > 0) {
      throw new BizError('该企业已被其他用户认证，请退回申请并提示申请人通过“关联企业”加入', BIZ.conflict);
    }
    return known.id;
  }
  const park = await repo.mainPark(trx, ctx.tenantId, ctx.tenant.source_park_id);
  if (!park) throw new BizError('园区尚未配置主园区，无法创建企业', BIZ.conflict);
  return repo.insertOrg(trx, newOrgValues(application, park, phone));
}

/**
 * One transaction. The application is claimed first with a conditional update (TOAUDIT → new
 * status): of two operators deciding at once, exactly one succeeds and the other is told it is
 * handled. Any refusal after that rolls the claim back.
 */
export async function review(
  ctx: ReviewCtx,
  id: number,
  action: 'PASS' | 'FAIL' | 'BACK',
  reasonInput: string | undefined,
): Promise<Reviewed> {
  const reason = reviewReason(action, reasonInput);
  return decide(ctx, id, action, reason).catch((error: unknown) => {
    // Two applications for one new credit code passed at the same moment: the second meets the index.
    if (isUniqueViolation(error)) throw new BizError('该企业刚被其他申请认证，请退回此申请并提示申请人通过“关联企业”加入', BIZ.conflict);
    throw error;
  });
}

function decide(ctx: ReviewCtx, id: number, action: 'PASS' | 'FAIL' | 'BACK', reason: string): Promise<Reviewed> {
  return ctx.db.transaction().execute(async (trx) => {
    const application = await repo.applicationById(trx, ctx.tenantId, id);
    if (!application) throw notFound('申请');
    if (application.status !== 'TOAUDIT') throw alreadyHandled();
    const now = nowIso();
    const decided = { status: action, reason, reviewer_id: ctx.user.id, reviewed_at: now, updated_at: now };
    if (!(await repo.updateApplication(trx, ctx.tenantId, id, 'TOAUDIT', decided))) throw alreadyHandled();

    let orgId = application.org_id;
    if (action === 'PASS') {
      const applicant = await repo.lockUser(trx, ctx.dialect, ctx.tenantId, application.user_id);
      if (!applicant) throw notFound('申请人');
      if (applicant.org_id !== null) {
        throw new BizError('申请人已归属其他企业，无法通过此申请', BIZ.conflict);
      }
      orgId = await memberOrg(trx, ctx, application, applicant.phone);
      await repo.setUserOrg(trx, ctx.tenantId, applicant.id, orgId);
      await repo.updateApplication(trx, ctx.tenantId, id, 'PASS', { org_id: orgId });
    }
    await record(trx, {
      tenantId: ctx.tenantId,
      subjectType: SUBJECT,
      subjectId: id,
      action,
      from: 'TOAUDIT',
      to: action,
      reason,
      actorId: ctx.user.id,
    });
    return { id, status: action, orgId };
  });
}
