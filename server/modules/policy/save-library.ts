import type { Kysely, Updateable } from 'kysely';
import { BIZ } from '../../../common/envelope.js';
import { POLICY_LIMITS as L, POLICY_STATE_KEYS, type PolicyState } from '../../../common/policy.js';
import type { PolicyForm, PolicySaved } from '../../../common/policy/library/contract.js';
import type { DB } from '../../db/schema.js';
import type { PoliciesTable, Policy } from './tables.js';
import type { UserCtx } from '../../kit/context.js';
import { auditTrail, changeState } from '../../kit/workflow.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { BizError, notFound } from '../../lib/errors.js';
import { SUBJECT } from './context.js';
import * as files from './repo-files.js';
import * as repo from './repo-library.js';
import * as rules from './rules.js';

/**
 * Creating, editing, reviewing and deleting policies. A created or edited policy waits for review
 * (CHECK); review publishes it (JOINT) or refuses it with a reason (CANCEL).
 */

export const POLICY_ACTION_LABELS: Readonly<Record<string, string>> = {
  SUBMIT: '提交',
  RESUBMIT: '修改后重新提交',
  PUBLISH: '审核通过并发布',
  REJECT: '审核不通过',
  DELETE: '删除',
};

function prepare(input: PolicyForm) {
  const startDate = rules.day(input.startDate, '有效期开始日期');
  const endDate = input.endDate ? rules.day(input.endDate, '有效期截止日期') : null;
  if (endDate !== null && endDate < startDate) throw new BizError('有效期截止日期不能早于开始日期');
  return {
    title: rules.line(input.title, '政策标题', L.titleMin, L.titleMax),
    doc_no: rules.line(input.docNo, '发文字号', 0, L.docNoMax),
    issuer: rules.line(input.issuer, '发文单位', 2, L.issuerMax),
    level: input.level,
    industries: rules.industries(input.industries),
    eligible: rules.paragraphs(input.eligible, '申报对象', 0, L.eligibleMax),
    summary: rules.paragraphs(input.summary, '政策摘要', 0, L.summaryMax),
    content: rules.paragraphs(input.content, '政策内容', 10, L.textMax),
    apply_method: rules.paragraphs(input.applyMethod, '申报方式', 0, L.textMax),
    publish_date: rules.day(input.publishDate, '发文日期'),
    start_date: startDate,
    end_date: endDate,
    contact_name: rules.line(input.contactName, '联系人', 0, L.contactNameMax),
    contact_phone: rules.phone(input.contactPhone),
    source_url: rules.url(input.sourceUrl),
  };
}

const duplicate = () => new BizError('本园区已有同名政策，请修改政策标题', BIZ.conflict);

async function attachments(ctx: UserCtx, input: PolicyForm, policyId: number | undefined): Promise<number[]> {
  const ids = [...new Set(input.attachmentIds ?? [])];
  const usable = await files.usableAttachmentIds(ctx.db, ctx.tenantId, ids, policyId);
  if (ids.some((id) => !usable.has(id))) throw new BizError('附件不存在或不可用，请重新上传');
  return ids;
}

const trailOf = (ctx: UserCtx) => auditTrail(SUBJECT, ctx.tenantId, ctx.user.id);

/** Why review does not apply to a policy in this state. */
const AUDIT_REFUSALS: Partial<Record<PolicyState, string>> = {
  JOINT: '该政策已发布',
  CANCEL: '该政策已审核不通过，需修改后重新提交',
};

/**
 * One guarded change of a policy (server/kit/workflow.ts): claimed in one of the `from` states,
 * changed only if it is still in the state it was read in.
 */
function step<R>(
  ctx: UserCtx,
  id: number,
  from: readonly PolicyState[],
  update: (trx: Kysely<DB>, policy: Policy) => Promise<boolean>,
  then: (trx: Kysely<DB>, policy: Policy) => Promise<R>,
  refusal?: (state: PolicyState) => string | undefined,
): Promise<R> {
  return changeState(ctx.db, {
    noun: '政策',
    load: (trx) => repo.policyById(trx, id),
    status: (policy) => policy.state,
    from,
    ...(refusal ? { refusal } : {}),
    update,
    then,
  });
}

export async function addPolicy(ctx: UserCtx, input: PolicyForm): Promise<PolicySaved> {
  const values = prepare(input);
  if (await repo.titleTaken(ctx.db, values.title)) throw duplicate();
  const fileIds = await attachments(ctx, input, undefined);
  const now = nowIso();
  const trail = trailOf(ctx);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('policies')
        .values({
          ...values,
          state: 'CHECK',
          reason: '',
          author_id: ctx.user.id,
          reviewer_id: null,
          reviewed_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await files.replaceFiles(trx, ctx.tenantId, row.id, fileIds);
      await trail(trx, row.id, 'SUBMIT', null, 'CHECK');
      return { id: row.id, state: 'CHECK' as const };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** Any state → CHECK: a published policy is off the public side (and its files private) until reviewed again. */
export async function editPolicy(ctx: UserCtx, id: number, input: PolicyForm): Promise<PolicySaved> {
  if (!(await repo.policyById(ctx.db, id))) throw notFound('政策');
  const values = prepare(input);
  if (await repo.titleTaken(ctx.db, values.title, id)) throw duplicate();
  const fileIds = await attachments(ctx, input, id);
  const trail = trailOf(ctx);
  let before: number[] = [];
  return step(
    ctx,
    id,
    POLICY_STATE_KEYS,
    async (trx, existing) => {
      before = await files.fileIdsOf(trx, id);
      const changes: Updateable<PoliciesTable> = { ...values, state: 'CHECK', reason: '', updated_at: nowIso() };
      return repo.updatePolicy(trx, id, [existing.state], changes);
    },
    async (trx, existing) => {
      await files.replaceFiles(trx, ctx.tenantId, id, fileIds);
      if (existing.state === 'JOINT') await files.unpublishFiles(trx, ctx.tenantId, id, before);
      else {
        const dropped = before.filter((f) => !fileIds.includes(f));
        await files.unpublishFiles(trx, ctx.tenantId, id, dropped);
      }
      if (existing.state !== 'CHECK') await trail(trx, id, 'RESUBMIT', existing.state, 'CHECK');
      return { id, state: 'CHECK' as const };
    },
  );
}

/**
 * A change to a policy's apply tree is a change to the policy: a published or refused one goes
 * back to review. Runs inside the tree write's transaction; answers the state after it.
 */
export async function treeChanged(
  trx: Kysely<DB>,
  ctx: UserCtx,
  policyId: number,
  state: PolicyState,
): Promise<PolicyState> {
  const now = nowIso();
  if (state === 'CHECK') {
    await trx
      .updateTable('policies')
      .set({ updated_at: now })
      .where('id', '=', policyId)
      .execute();
    return 'CHECK';
  }
  await trx
    .updateTable('policies')
    .set({ state: 'CHECK', reason: '', updated_at: now })
    .where('id', '=', policyId)
    .execute();
  if (state === 'JOINT')
    await files.unpublishFiles(
      trx,
      ctx.tenantId,
      policyId,
      await files.fileIdsOf(trx, policyId),
    );
  await trailOf(ctx)(trx, policyId, 'RESUBMIT', state, 'CHECK');
  return 'CHECK';
}

/** CHECK → JOINT (publish) or CANCEL (with a reason). Of two reviewers at once exactly one succeeds. */
export function auditPolicy(
  ctx: UserCtx,
  id: number,
  to: 'JOINT' | 'CANCEL',
  reasonInput: string | undefined,
): Promise<PolicySaved> {
  const reason = to === 'CANCEL' ? rules.auditReason(reasonInput) : '';
  const now = nowIso();
  const trail = trailOf(ctx);
  return step(
    ctx,
    id,
    ['CHECK'],
    async (trx, policy) => {
      if (to === 'JOINT' && policy.item_count === 0) throw new BizError('请先为该政策添加申报事项，再审核发布');
      const changes = { state: to, reason, reviewer_id: ctx.user.id, reviewed_at: now, updated_at: now };
      return repo.updatePolicy(trx, id, ['CHECK'], changes);
    },
    async (trx) => {
      if (to === 'JOINT') await files.publishFiles(trx, ctx.tenantId, id);
      await trail(trx, id, to === 'JOINT' ? 'PUBLISH' : 'REJECT', 'CHECK', to, reason);
      return { id, state: to };
    },
    (state) => AUDIT_REFUSALS[state],
  );
}

/**
 * Deletes the policy and, by cascade, its whole apply tree, attachments links, views and match
 * rows of test records (the records themselves keep what they showed). A policy that other data
 * still references (e.g. declarations) is refused by the database's keys; the user is told.
 */
export async function deletePolicy(ctx: UserCtx, id: number): Promise<null> {
  const trail = trailOf(ctx);
  let fileIds: number[] = [];
  try {
    return await step(
      ctx,
      id,
      POLICY_STATE_KEYS,
      async (trx, policy) => {
        fileIds = await files.fileIdsOf(trx, id);
        return repo.deletePolicy(trx, id, [policy.state]);
      },
      async (trx, policy) => {
        if (policy.state === 'JOINT') await files.unpublishFiles(trx, ctx.tenantId, id, fileIds);
        await trail(trx, id, 'DELETE', policy.state, 'DELETED');
        return null;
      },
    );
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new BizError('该政策已被申报等业务引用，不能删除', BIZ.conflict);
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
