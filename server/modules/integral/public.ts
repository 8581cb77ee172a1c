import type { Kysely } from 'kysely';
import type { IntegralField } from '../../../common/integral/model.js';
import type { DB } from '../../db/schema.js';
import { definePort } from '../../kit/port.js';

/** An approved figure of the innovation score: its value, the year it is for and when it was approved. */
export interface ApprovedFigure {
  value: number;
  year: number;
  approvedAt: string;
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
}

export const integralPort = definePort<IntegralPort>('integral');
