import type { Kysely } from 'kysely';
import { BIZ } from '../../common/envelope.js';
import type { DB } from '../db/schema.js';
import { record } from '../lib/audit-log.js';
import { BizError, notFound } from '../lib/errors.js';

/**
 * A guarded state change (publish, review, assign…), the same everywhere: in one transaction the
 * record is claimed in the status the step expects (else the user is told why the step does not
 * apply now), changed by a conditional update (of two people acting at once exactly one wins; the
 * other is told it changed meanwhile), its side effects run and its trail is written — all of it
 * commits or none.
 */

export interface StateStep<Row, S extends string, R> {
  /** What the record is called in messages: 通知, 诉求, 申请… */
  noun: string;
  /** Reads the record inside the transaction; undefined when it does not exist (for this caller). */
  load: (trx: Kysely<DB>) => Promise<Row | undefined>;
  status: (row: Row) => S;
  /** The statuses the step starts from. */
  from: readonly S[];
  /** Why the step does not apply to a record in this status; "changed meanwhile" when absent. */
  refusal?: (status: S) => string | undefined;
  /**
   * The conditional update (WHERE status IN from, and whatever else the step was decided on when
   * the status alone does not change, e.g. an appeal's department): false when nothing was updated.
   */
  update: (trx: Kysely<DB>, row: Row) => Promise<boolean>;
  /** Side effects and the trail, in the same transaction; what it returns is the step's answer. */
  then: (trx: Kysely<DB>, row: Row) => Promise<R>;
}

export const changedMeanwhile = (noun: string) => new BizError(`该${noun}的状态已变化，请刷新后重试`, BIZ.conflict);

export function changeState<Row, S extends string, R>(db: Kysely<DB>, step: StateStep<Row, S, R>): Promise<R> {
  return db.transaction().execute((trx) => changeStateIn(trx, step));
}

/**
 * The same step inside a transaction the caller holds, for several changes that commit together
 * (a batch review: all of them or none).
 */
export async function changeStateIn<Row, S extends string, R>(trx: Kysely<DB>, step: StateStep<Row, S, R>): Promise<R> {
  const row = await step.load(trx);
  if (!row) throw notFound(step.noun);
  const status = step.status(row);
  if (!step.from.includes(status)) {
    const why = step.refusal?.(status);
    throw why ? new BizError(why, BIZ.conflict) : changedMeanwhile(step.noun);
  }
  if (!(await step.update(trx, row))) throw changedMeanwhile(step.noun);
  return step.then(trx, row);
}

/** The audit-trail writer of one kind of record (server/lib/audit-log.ts), for `then`. */
export function auditTrail(subjectType: string, tenantId: number, actorId: number | null) {
  return (trx: Kysely<DB>, subjectId: number, action: string, from: string | null, to: string, reason = '') =>
    record(trx, { tenantId, subjectType, subjectId, action, from, to, reason, actorId });
}
