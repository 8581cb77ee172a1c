import type { appealContract, AppealChanged } from '../../../common/appeal/contract.js';
import type { AppealAction, AppealState } from '../../../common/appeal/rules.js';
import type { BodyOf } from '../../../common/contract/endpoint.js';
import type { UserCtx } from '../../kit/context.js';
import { appealNotice, type AppealNoticeAction } from '../../../common/message/notices.js';
import { notify, orgMemberIds } from '../../kit/notify.js';
import { orgchartPort } from '../orgchart/public.js';
import { changeState } from '../../kit/workflow.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, forbidden, notFound } from '../../lib/errors.js';
import { canRate, readableAppeal } from './access.js';
import { insertEvent } from './events-repo.js';
import * as repo from './repo.js';
import { ALLOWED_FROM, commentText, noteText, replyText, wrongState } from './rules.js';

/**
 * The steps of an appeal after filing, each a guarded state change (server/kit/workflow.ts): it
 * changes the row only from the states it expects and with the department the person saw (of two
 * steps at once, one wins and the other is told the appeal changed meanwhile), and its timeline
 * entry (the appeal's own trail, appeal_events) commits with it.
 */

/**
 * The appeal as this user may see it; another park's, another enterprise's or one outside the
 * operator's data scope is "not found" — every step starts here, so none touches such an appeal.
 */
export async function visibleAppeal(ctx: UserCtx, id: number): Promise<repo.AppealRow> {
  const appeal = await readableAppeal(ctx.db, ctx.tenantId, ctx.user, id);
  if (!appeal) throw notFound('诉求');
  return appeal;
}

interface Step {
  action: Exclude<AppealAction, 'SUBMIT'>;
  /** 受理, 答复…: names the step in the refusal. */
  verb: string;
  to: AppealState;
  values: Partial<repo.Appeal>;
  content?: string;
  departmentId?: number | null;
  rating?: number | null;
}

/** The steps the enterprise is told of: not internal ones (转办, 办理进展) nor its own rating. */
const NOTIFIED: readonly string[] = ['ASSIGN', 'REPLY', 'CLOSE', 'REJECT'] satisfies AppealNoticeAction[];
const isNotified = (action: string): action is AppealNoticeAction => NOTIFIED.includes(action);

function run(ctx: UserCtx, appeal: repo.AppealRow, step: Step): Promise<AppealChanged> {
  const from: readonly AppealState[] = ALLOWED_FROM[step.action];
  const now = nowIso();
  return changeState(ctx.db, {
    noun: '诉求',
    load: (trx) => repo.appealById(trx, appeal.id),
    status: (row) => row.state,
    from,
    refusal: (state) => wrongState(state, step.verb),
    // Against the appeal as the person saw it (their decision), not only as loaded now: two 转办
    // at once both find it 办理中, but only the first still finds the department it had.
    update: (trx) =>
      repo.updateAppeal(
        trx,
        appeal.id,
        { states: from, departmentId: appeal.department_id },
        { ...step.values, state: step.to, updated_at: now },
      ),
    then: async (trx, row) => {
      // The step's action, state, text, department and rating are its trail entry's.
      await insertEvent(trx, { ...step, appealId: appeal.id, from: row.state, actorId: ctx.user.id, at: now });
      // The enterprise's users learn what the park did with their appeal (/user/messageNotice).
      if (isNotified(step.action)) {
        await notify(trx, {
          tenantId: ctx.tenantId,
          userIds: await orgMemberIds(trx, ctx.tenantId, row.org_id),
          ...appealNotice(step.action, appeal.id, row.title, step.content ?? ''),
        });
      }
      return { id: appeal.id, state: step.to };
    },
  });
}

/** 受理并交办 (from 待受理) or 转办 (while 办理中, to another department). */
export async function assign(ctx: UserCtx, id: number, input: BodyOf<typeof appealContract.assign>): Promise<AppealChanged> {
  const appeal = await visibleAppeal(ctx, id);
  const department = await orgchartPort.get().departmentById(ctx.db, input.departmentId);
  if (!department) throw new BizError('承办部门不存在，请重新选择');
  const note = input.note?.trim() ? noteText(input.note, '交办意见') : '';
  const reassign = appeal.state === 'ASSIGNED';
  if (reassign && appeal.department_id === department.id) throw new BizError(`该诉求已由${department.name}办理`);
  return run(ctx, appeal, {
    action: reassign ? 'REASSIGN' : 'ASSIGN',
    verb: reassign ? '转办' : '受理',
    to: 'ASSIGNED',
    values: { department_id: department.id },
    content: note,
    departmentId: department.id,
  });
}

/** A note of what has been done, while 办理中. */
export async function progress(ctx: UserCtx, id: number, note: string): Promise<AppealChanged> {
  const appeal = await visibleAppeal(ctx, id);
  const text = noteText(note, '办理进展');
  return run(ctx, appeal, { action: 'PROGRESS', verb: '记录办理进展', to: 'ASSIGNED', values: {}, content: text });
}

/** The park's answer: 办理中 → 已答复, waiting for the enterprise's rating. */
export async function reply(ctx: UserCtx, id: number, content: string): Promise<AppealChanged> {
  const appeal = await visibleAppeal(ctx, id);
  const text = replyText(content);
  return run(ctx, appeal, {
    action: 'REPLY',
    verb: '答复',
    to: 'REPLIED',
    values: { reply: text, replier_id: ctx.user.id, replied_at: nowIso() },
    content: text,
  });
}

/** Ends an appeal with a written reason, kept on the appeal and in its trail. */
async function endWithReason(
  ctx: UserCtx,
  id: number,
  reason: string,
  end: { action: 'CLOSE' | 'REJECT'; verb: string; to: AppealState; reasonLabel: string },
): Promise<AppealChanged> {
  const appeal = await visibleAppeal(ctx, id);
  const text = noteText(reason, end.reasonLabel);
  return run(ctx, appeal, { ...end, values: { reason: text, closed_at: nowIso() }, content: text });
}

/** An operator closes it with a reason (the enterprise did not rate, or it was settled otherwise). */
export const close = (ctx: UserCtx, id: number, reason: string) =>
  endWithReason(ctx, id, reason, { action: 'CLOSE', verb: '办结', to: 'CLOSED', reasonLabel: '办结说明' });

/** Not the park's business, or not a real appeal: 待受理 → 不予受理, with the reason. */
export const reject = (ctx: UserCtx, id: number, reason: string) =>
  endWithReason(ctx, id, reason, { action: 'REJECT', verb: '不予受理', to: 'REJECTED', reasonLabel: '不予受理的原因' });

/** The enterprise rates the answer (1–5 stars): 已答复 → 已办结. */
export async function rate(ctx: UserCtx, id: number, input: BodyOf<typeof appealContract.rate>): Promise<AppealChanged> {
  const appeal = await visibleAppeal(ctx, id);
  if (appeal.state === 'REPLIED' && !canRate(appeal, ctx.user)) throw forbidden('只有诉求企业的用户可以评价');
  const comment = commentText(input.comment);
  return run(ctx, appeal, {
    action: 'RATE',
    verb: '评价',
    to: 'CLOSED',
    values: { rating: input.rating, rating_comment: comment, rated_by: ctx.user.id, closed_at: nowIso() },
    content: comment,
    rating: input.rating,
  });
}
