import type { Kysely } from 'kysely';
import { BIZ } from '../../../common/envelope.js';
import { NO_PERMISSION } from '../../../common/permissions.js';
import {
  REMOVED,
  type Actor,
  type TransitionSpec,
} from '../../../common/publish/lifecycle.js';
import { cleanReason, reasonProblem } from '../../../common/publish/reason.js';
import { quoted } from '../../../common/quoted.js';
import { hasPermission, isOperator } from '../../../common/roles.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { BizError } from '../../lib/errors.js';
import type { UserCtx } from '../context.js';
import { changeStateIn } from '../workflow.js';
import { writeHistory } from './history.js';
import type { KindRecord, PublishKind } from './kind.js';
import { tellOwner } from './owner-message.js';
import { deleteRecord, recordById, recordsByIds, statusColumn, updateRecord } from './records.js';

/**
 * Taking a transition of a kind's lifecycle on one record, or on many at once (a batch review:
 * all of them or none). Each is the workflow kit's guarded change (server/kit/workflow.ts): the
 * record is claimed in a state the transition starts from, changed by a conditional update, its
 * effects run, its history row and the owner's message are written — in one transaction.
 */

/** The answer of a transition: the record and the state it is in now (DELETED when deleted). */
export interface Changed<S extends string> {
  id: number;
  status: S | typeof REMOVED;
}

/** The most records one batch changes. */
export const BATCH_MAX = 100;

/** The reason a transition asks for, trimmed and checked as the screens check it. */
export function checkedReason(spec: TransitionSpec<string>, input: string | undefined): string {
  if (!spec.reason) return '';
  const problem = reasonProblem(input, spec.reason === 'required');
  if (problem) throw new BizError(problem);
  return cleanReason(input);
}

/** How the caller stands to a record of the kind: its operator, its owner, or nobody. */
export function standing(
  kind: Pick<PublishKind, 'owner' | 'permission'>,
  ctx: UserCtx,
  owner: number | null,
): Actor[] {
  const roles: Actor[] = [];
  if (isOperator(ctx.user) && hasPermission(ctx.user, kind.permission)) roles.push('operator');
  const own =
    kind.owner.is === 'user' ? owner === ctx.user.id : ctx.user.orgId !== null && owner === ctx.user.orgId;
  if (own) roles.push('owner');
  return roles;
}

/** How the caller takes this transition; null when it is not theirs to take. */
function actorFor<S extends string>(
  kind: Pick<PublishKind, 'owner' | 'permission'>,
  spec: TransitionSpec<S>,
  ctx: UserCtx,
  record: KindRecord<S>,
): Actor | null {
  return standing(kind, ctx, record.owner).find((role) => spec.by.includes(role)) ?? null;
}

/** Why this record cannot take the transition now; undefined when it can. */
async function refusalOf<S extends string, A extends string>(
  trx: Kysely<DB>,
  kind: PublishKind<S, A>,
  action: A,
  ctx: UserCtx,
  record: KindRecord<S>,
): Promise<string | undefined> {
  const spec = kind.lifecycle.transitions[action];
  if (standing(kind, ctx, record.owner).length === 0) return `${kind.lifecycle.noun}不存在`;
  if (!actorFor(kind, spec, ctx, record)) return NO_PERMISSION;
  if (!spec.from.includes(record.status))
    return spec.refusals?.[record.status] ?? `该${kind.lifecycle.noun}的状态已变化，请刷新后重试`;
  return kind.effects?.[action]?.refuse?.(trx, ctx, record);
}

/** The guarded change of one record inside the caller's transaction. */
function step<S extends string, A extends string>(
  trx: Kysely<DB>,
  kind: PublishKind<S, A>,
  ctx: UserCtx,
  id: number,
  action: A,
  reason: string,
) {
  const spec = kind.lifecycle.transitions[action];
  const { noun } = kind.lifecycle;
  const now = nowIso();
  return changeStateIn(trx, {
    noun,
    // A record the caller has nothing to do with is not found, so ids reveal nothing; its owner
    // or operator is told when the transition is not theirs.
    load: async (t) => {
      const record = await recordById<S>(t, kind, ctx.tenantId, id);
      if (!record || standing(kind, ctx, record.owner).length === 0) return undefined;
      if (!actorFor(kind, spec, ctx, record)) throw new BizError(NO_PERMISSION, BIZ.forbidden);
      return record;
    },
    status: (record) => record.status,
    from: spec.from,
    refusal: (status) => spec.refusals?.[status],
    update: async (t, record) => {
      const effect = kind.effects?.[action];
      const why = await refusalOf(t, kind, action, ctx, record);
      if (why) throw new BizError(why, why === NO_PERMISSION ? BIZ.forbidden : BIZ.conflict);
      await effect?.before?.(t, ctx, record);
      if (spec.to === REMOVED) return deleteRecord(t, kind, ctx.tenantId, id, spec.from);
      const values: Record<string, unknown> = {
        ...effect?.set?.(ctx, now, record),
        [statusColumn(kind)]: spec.to,
        updated_at: now,
      };
      if (kind.columns.reason) values[kind.columns.reason] = reason;
      return updateRecord(t, kind, ctx.tenantId, id, [record.status], values);
    },
    then: async (t, record): Promise<Changed<S>> => {
      await kind.effects?.[action]?.after?.(t, ctx, record);
      const to = spec.to;
      await writeHistory(t, [
        {
          tenantId: ctx.tenantId,
          kind: kind.lifecycle.kind,
          recordId: id,
          action,
          from: record.status,
          to,
          reason,
          actorId: ctx.user.id,
        },
      ]);
      if (spec.tellOwner) await tellOwner(t, kind, ctx, record, spec, reason);
      return { id, status: to };
    },
  });
}

/** One record takes the transition. */
export async function applyTransition<S extends string, A extends string>(
  ctx: UserCtx,
  kind: PublishKind<S, A>,
  id: number,
  action: A,
  reasonInput?: string,
): Promise<Changed<S>> {
  const reason = checkedReason(kind.lifecycle.transitions[action], reasonInput);
  return ctx.db.transaction().execute((trx) => step(trx, kind, ctx, id, action, reason));
}

/**
 * Many records take the transition with one reason, all or none: every record is checked first,
 * and when any cannot take it nothing changes and the message names each refused one (编号 and
 * why). A record changed by someone else between the check and the update rolls the whole batch back.
 */
export async function applyBatch<S extends string, A extends string>(
  ctx: UserCtx,
  kind: PublishKind<S, A>,
  idsInput: readonly number[],
  action: A,
  reasonInput?: string,
): Promise<Changed<S>[]> {
  const spec = kind.lifecycle.transitions[action];
  const { noun } = kind.lifecycle;
  if (!spec.batch) throw new BizError(`“${spec.label}”不能批量操作`);
  const ids = [...new Set(idsInput)];
  if (ids.length === 0) throw new BizError(`请选择要${spec.label}的${noun}`);
  if (ids.length > BATCH_MAX) throw new BizError(`一次最多${spec.label}${String(BATCH_MAX)}条${noun}`);
  const reason = checkedReason(spec, reasonInput);
  return ctx.db.transaction().execute(async (trx) => {
    const records = await recordsByIds<S>(trx, kind, ctx.tenantId, ids);
    const refused: string[] = [];
    for (const id of ids) {
      const record = records.get(id);
      const why = record ? await refusalOf(trx, kind, action, ctx, record) : `${noun}不存在`;
      if (why) refused.push(`编号 ${String(id)}${record ? ` ${quoted(record.title)}` : ''}：${why}`);
    }
    if (refused.length > 0)
      throw new BizError(
        `以下${String(refused.length)}条${noun}不能${spec.label}，本次未做任何更改：${refused.join('；')}`,
        BIZ.conflict,
      );
    const changed: Changed<S>[] = [];
    for (const id of ids) changed.push(await step(trx, kind, ctx, id, action, reason));
    return changed;
  });
}
