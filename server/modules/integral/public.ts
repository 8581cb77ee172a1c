import type { Kysely } from 'kysely';
import type { IntegralField } from '../../../common/integral/model.js';
import type { DB } from '../../db/schema.js';
import { definePort } from '../../kit/port.js';
import { defineSignal, type OrgsChanged } from '../../kit/signal.js';

/** An approved figure of the innovation score: its value, the year it is for and when it was approved. */
export interface ApprovedFigure {
  value: number;
  year: number;
  approvedAt: string;
}

/** An organisation's innovation score under the newest computed version that scored it. */
export interface LatestScore {
  year: number;
  /** 0–100. */
  total: number;
  /** Its place in the park under that version (equal totals share it), of `scored`. */
  parkRank: number;
  scored: number;
}

/** What the innovation score module (server/modules/integral/port.ts) lets other modules read. */
export interface IntegralPort {
  /**
   * The newest approved figure of each of `fields` for each organisation of the park (of `orgIds`
   * when given): the latest year that has it. An organisation without any is absent.
   */
  latestFigures(
    db: Kysely<DB>,
    fields: readonly IntegralField[],
    orgIds?: readonly number[],
  ): Promise<Map<number, Partial<Record<IntegralField, ApprovedFigure>>>>;
  /** The organisation's score under the newest computed (READY) version that has one; null when none does. */
  latestScore(db: Kysely<DB>, orgId: number): Promise<LatestScore | null>;
}

export const integralPort = definePort<IntegralPort>('integral');

/**
 * Emitted when an organisation's figures are approved (a fill round's audit passes them), inside
 * that transaction: what reads `latestFigures` of those organisations may have changed.
 */
export const integralFiguresApproved = defineSignal<OrgsChanged>('integral.figuresApproved');
