import type { Kysely } from 'kysely';
import { BIZ } from '../../../common/envelope.js';
import { editable, stateAfterEdit } from '../../../common/publish/lifecycle.js';
import type { DB } from '../../db/schema.js';
import { BizError, notFound } from '../../lib/errors.js';
import type { UserCtx } from '../context.js';
import { changedMeanwhile } from '../workflow.js';
import { writeHistory } from './history.js';
import type { PublishKind } from './kind.js';
import { recordById, statusColumn, updateRecord } from './records.js';

/**
 * Creating and editing a record of a kind: the module checks and stores its own fields, the kit
 * decides the state (an edit after publishing goes back to review when the kind says so; a
 * locked state refuses) and writes the history row, in the module's transaction.
 */

export const lockedFor = (kind: Pick<PublishKind, 'lifecycle'>) =>
  new BizError(kind.lifecycle.edit.locked, BIZ.conflict);

/** The state the record will be in once edited; refuses a record the kind does not let be edited now. */
export function stateAfterEditOf<S extends string, A extends string>(kind: PublishKind<S, A>, current: S): S {
  if (!editable(kind.lifecycle, current)) throw lockedFor(kind);
  return stateAfterEdit(kind.lifecycle, current);
}

/** A new record was stored (in its lifecycle's `created` state): its first history row. */
export async function noteCreated(
  trx: Kysely<DB>,
  kind: Pick<PublishKind, 'lifecycle'>,
  ctx: UserCtx,
  id: number,
  note = '',
): Promise<void> {
  const created = kind.lifecycle.created;
  await writeHistory(trx, [
    {
      tenantId: ctx.tenantId,
      kind: kind.lifecycle.kind,
      recordId: id,
      action: 'CREATE',
      from: null,
      to: created,
      reason: note,
      actorId: ctx.user.id,
    },
  ]);
}

/**
 * Stores an edit of the record read in state `from` with the module's `values`: the state after the
 * edit, the reason cleared (it answered the previous review), one history row (RESUBMIT when it goes
 * back to review from another state, else EDIT). When someone changed the record meanwhile nothing
 * is stored and the caller is told why.
 */
export async function storeEdit<S extends string, A extends string>(
  trx: Kysely<DB>,
  kind: PublishKind<S, A>,
  ctx: UserCtx,
  edit: { id: number; from: NoInfer<S>; values: Readonly<Record<string, unknown>>; note?: string },
): Promise<S> {
  const to = stateAfterEditOf(kind, edit.from);
  const values: Record<string, unknown> = { ...edit.values, [statusColumn(kind)]: to };
  if (kind.columns.reason) values[kind.columns.reason] = '';
  if (!(await updateRecord(trx, kind, ctx.tenantId, edit.id, [edit.from], values))) {
    const now = await recordById<S>(trx, kind, ctx.tenantId, edit.id);
    if (!now) throw notFound(kind.lifecycle.noun);
    throw editable(kind.lifecycle, now.status) ? changedMeanwhile(kind.lifecycle.noun) : lockedFor(kind);
  }
  const action = to !== edit.from && to === kind.lifecycle.created ? 'RESUBMIT' : 'EDIT';
  await writeHistory(trx, [
    {
      tenantId: ctx.tenantId,
      kind: kind.lifecycle.kind,
      recordId: edit.id,
      action,
      from: edit.from,
      to,
      reason: edit.note ?? '',
      actorId: ctx.user.id,
    },
  ]);
  return to;
}
