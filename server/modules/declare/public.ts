import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { definePort } from '../../kit/port.js';

/** An application the park approved (审核通过), with what was paid out on it so far. */
export interface GrantedApplication {
  id: number;
  orgId: number;
  /** The declaration notice's title. */
  declarationTitle: string;
  projectName: string;
  /** 万元; null when the application named none. */
  amountApplied: number | null;
  auditedAt: string | null;
  /** The sum of its landings (兑现), 万元; null before the first. */
  landedAmount: number | null;
  /** The day of its last landing ('YYYY-MM-DD'); null before the first. */
  lastLandedOn: string | null;
}

/** What the declare module (server/modules/declare/port.ts) lets other modules read.
 * `db` is the asking request's handle, scoped to its park (server/kit/tenant-scope.ts).
 */
export interface DeclarePort {
  /** The park's approved applications of the given organisations. */
  grantedApplications(db: Kysely<DB>, orgIds: readonly number[]): Promise<GrantedApplication[]>;
}

export const declarePort = definePort<DeclarePort>('declare');
