import type { Kysely } from 'kysely';
import type { Reviewed, ReviewAction } from '../../../common/certify/contract.js';
import { BIZ } from '../../../common/envelope.js';
import type { DB } from '../../db/schema.js';
import type { UserCtx } from '../../kit/context.js';
import { certifyNotice } from '../../../common/message/notices.js';
import { notify } from '../../kit/notify.js';
import { auditTrail, changeState } from '../../kit/workflow.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { BizError, notFound } from '../../lib/errors.js';
import { SUBJECT } from './apply.js';
import { newOrgValues } from './new-org.js';
import * as repo from './repo.js';
import { reviewReason } from './rules.js';
import { orgProfileChanged } from '../org/public.js';

/** The operators' side: passing, failing or returning a pending application. */

const ALREADY_HANDLED = '该申请已处理';

/**
 * The organisation a passing application makes the applicant a member of: for ORG the tenant's
 * organisation with that credit code (created when there is none), for RELATE the one applied for.
 */
async function memberOrg(trx: Kysely<DB>, ctx: UserCtx, application: repo.Application, phone: string): Promise<number> {
  if (application.kind === 'RELATE') {
    const org = application.org_id === null ? undefined : await repo.orgById(trx, application.org_id);
    if (!org) throw new BizError('要加入的企业已不存在，请退回或驳回此申请', BIZ.conflict);
    return org.id;
  }
  const known = await repo.orgByCreditCode(trx, application.credit_code);
  if (known) {
    // Same rule as at submit time: a second certifier of a certified organisation must link instead.
    if ((await repo.memberCount(trx, known.id)) > 0) {
      throw new BizError('该企业已被其他用户认证，请退回申请并提示申请人通过“关联企业”加入', BIZ.conflict);
    }
    return known.id;
  }
  const park = await repo.mainPark(trx, ctx.tenant.source_park_id);
  if (!park) throw new BizError('园区尚未配置主园区，无法创建企业', BIZ.conflict);
  const created = await repo.insertOrg(trx, newOrgValues(application, park, phone));
  await orgProfileChanged.emit(trx, { orgIds: [created] });
  return created;
}

/**
 * A guarded state change (server/kit/workflow.ts): the application is claimed with a conditional
 * update (TOAUDIT → the decision), so of two operators deciding at once exactly one succeeds and
 * the other is told it is handled. Any refusal after that (PASS: the applicant or the organisation
 * changed meanwhile) rolls the claim back.
 */
export async function review(ctx: UserCtx, id: number, action: ReviewAction, reasonInput: string | undefined): Promise<Reviewed> {
  const reason = reviewReason(action, reasonInput);
  const now = nowIso();
  const decided = { status: action, reason, reviewer_id: ctx.user.id, reviewed_at: now, updated_at: now };
  const trail = auditTrail(SUBJECT, ctx.tenantId, ctx.user.id);
  return changeState(ctx.db, {
    noun: '申请',
    load: (trx) => repo.applicationById(trx, id),
    status: (application) => application.status,
    from: ['TOAUDIT'],
    refusal: () => ALREADY_HANDLED,
    update: async (trx) => {
      if (await repo.updateApplication(trx, id, 'TOAUDIT', decided)) return true;
      // The same answer whether the other operator's decision was committed before this read or after it.
      throw new BizError(ALREADY_HANDLED, BIZ.conflict);
    },
    then: async (trx, application) => {
      let orgId = application.org_id;
      if (action === 'PASS') {
        const applicant = await repo.lockUser(trx, ctx.dialect, application.user_id);
        if (!applicant) throw notFound('申请人');
        if (applicant.org_id !== null) throw new BizError('申请人已归属其他企业，无法通过此申请', BIZ.conflict);
        orgId = await memberOrg(trx, ctx, application, applicant.phone);
        await repo.setUserOrg(trx, applicant.id, orgId);
        await repo.updateApplication(trx, id, 'PASS', { org_id: orgId });
      }
      await trail(trx, id, action, 'TOAUDIT', action, reason);
      // The applicant learns the decision in their messages (/user/messageNotice).
      await notify(trx, {
        tenantId: ctx.tenantId,
        userIds: [application.user_id],
        ...certifyNotice(application.kind, action, application.fullname, reason),
      });
      return { id, status: action, orgId };
    },
  }).catch((error: unknown) => {
    // Two applications for one new credit code passed at the same moment: the second meets the index.
    if (isUniqueViolation(error)) throw new BizError('该企业刚被其他申请认证，请退回此申请并提示申请人通过“关联企业”加入', BIZ.conflict);
    throw error;
  });
}
