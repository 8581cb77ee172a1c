import type { Kysely } from 'kysely';
import { CERTIFY_LIMITS as L, type Applied, type ApplicationKind, type certifyContract } from '../../../common/certify/contract.js';
import type { BodyOf } from '../../../common/contract/endpoint.js';
import { BIZ } from '../../../common/envelope.js';
import { isOperator } from '../../../common/roles.js';
import type { DB } from '../../db/schema.js';
import type { UserCtx } from '../../kit/context.js';
import { auditTrail } from '../../kit/workflow.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/session-repo.js';
import * as repo from './repo.js';
import * as rules from './rules.js';

/** The applicant's side: submitting a certification or link application, or resubmitting a returned one. */

export const SUBJECT = 'org_application';

/** Fields of an application that the applicant supplies; the rest is bookkeeping. */
type Submitted = Pick<
  repo.NewApplication,
  'org_id' | 'fullname' | 'credit_code' | 'category' | 'licene_url' | 'legal_idcard' | 'auth_url' | 'user_name' | 'idcard'
>;

/** Rules that hold whatever was typed: checked before the input, so they answer first. */
function mayApply(user: AuthUser): void {
  if (isOperator(user)) throw new BizError('运营人员无需认证', BIZ.forbidden);
  if (user.orgId) throw new BizError('您已归属企业，无需重复认证', BIZ.conflict);
}

/**
 * One transaction: the applicant's row is re-read under lock (the session's copy may be stale), the
 * pending rule checked, then either the returned application of this kind is resubmitted in place
 * or a new one inserted; the audit trail is written with it.
 */
async function submit(ctx: UserCtx, kind: ApplicationKind, check: (trx: Kysely<DB>) => Promise<Submitted>): Promise<Applied> {
  return ctx.db.transaction().execute(async (trx) => {
    const applicant = await repo.lockUser(trx, ctx.dialect, ctx.user.id);
    if (!applicant) throw notFound('用户');
    if (applicant.org_id) throw new BizError('您已归属企业，无需重复认证', BIZ.conflict);
    if (await repo.pendingOf(trx, applicant.id)) {
      throw new BizError('您有待审核的申请，请耐心等待', BIZ.conflict);
    }
    const fields = await check(trx);
    const now = nowIso();
    const returned = await repo.returnedOf(trx, applicant.id, kind);
    const review = { status: 'TOAUDIT' as const, reason: '', reviewer_id: null, reviewed_at: null, updated_at: now };
    let id: number;
    if (returned) {
      id = returned.id;
      if (!(await repo.updateApplication(trx, id, 'BACK', { ...fields, ...review }))) {
        throw new BizError('申请状态已变化，请刷新后重试', BIZ.conflict);
      }
    } else {
      id = await repo.insertApplication(trx, {
        user_id: applicant.id,
        kind,
        ...fields,
        ...review,
        created_at: now,
      });
    }
    const trail = auditTrail(SUBJECT, ctx.tenantId, applicant.id);
    await trail(trx, id, returned ? 'RESUBMIT' : 'SUBMIT', returned ? 'BACK' : null, 'TOAUDIT');
    return { id, status: 'TOAUDIT' };
  });
}

async function requireOwnAttachment(trx: Kysely<DB>, ctx: UserCtx, id: number, title: string): Promise<void> {
  if (!(await repo.ownAttachment(trx, ctx.user.id, id))) {
    throw new BizError(`${title}附件不存在，请重新上传`);
  }
}

export async function applyOrg(ctx: UserCtx, body: BodyOf<typeof certifyContract.applyOrg>): Promise<Applied> {
  mayApply(ctx.user);
  const fullname = rules.text(body.fullname, '企业名称', L.fullnameMin, L.fullnameMax);
  const creditCode = rules.creditCode(body.creditCode);
  const licene = rules.attachmentId(body.liceneUrl, '营业执照');
  const legalIdcard = rules.idcard(body.legalIdcard, '法人身份证号');
  const auth = rules.attachmentId(body.authUrl, '授权书');
  return submit(ctx, 'ORG', async (trx) => {
    const known = await repo.orgByCreditCode(trx, creditCode);
    if (known && (await repo.memberCount(trx, known.id)) > 0) {
      throw new BizError('该企业已被认证，请通过“关联企业”加入', BIZ.conflict);
    }
    await requireOwnAttachment(trx, ctx, licene, '营业执照');
    await requireOwnAttachment(trx, ctx, auth, '授权书');
    return {
      org_id: null,
      fullname,
      credit_code: creditCode,
      category: body.category,
      licene_url: rules.attachmentUrl(licene),
      legal_idcard: legalIdcard,
      auth_url: rules.attachmentUrl(auth),
      user_name: '',
      idcard: '',
    };
  });
}

export async function applyRelate(ctx: UserCtx, body: BodyOf<typeof certifyContract.applyRelate>): Promise<Applied> {
  mayApply(ctx.user);
  const userName = rules.text(body.userName, '姓名', L.userNameMin, L.userNameMax);
  const idcard = rules.idcard(body.idcard, '身份证号');
  return submit(ctx, 'RELATE', async (trx) => {
    const org = await repo.orgById(trx, body.orgId);
    if (!org) throw notFound('企业');
    // The organisation's name and code are kept with the application: the queue searches and shows them.
    return {
      org_id: org.id,
      fullname: org.fullname,
      credit_code: org.credit_code,
      category: org.orgtype,
      licene_url: '',
      legal_idcard: '',
      auth_url: '',
      user_name: userName,
      idcard,
    };
  });
}
