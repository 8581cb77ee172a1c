import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { definePort } from '../../kit/port.js';

/** How many of a park's enterprises hold a qualification (企业类别, such as 高新技术企业). */
export interface QualificationCount {
  /** Enterprises (not service organisations) of the park holding it. */
  holding: number;
  /** Every enterprise of the park. */
  enterprises: number;
}

/** What the organisation module (server/modules/org/port.ts) lets other modules read. */
export interface OrgPort {
  qualificationCount(db: Kysely<DB>, qualification: string): Promise<QualificationCount>;
}

export const orgPort = definePort<OrgPort>('org');
