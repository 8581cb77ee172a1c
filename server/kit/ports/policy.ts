import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { definePort } from '../port.js';

/** A policy as the public reads it (published, not expired). */
export interface PublicPolicy {
  id: number;
  title: string;
  docNo: string;
  issuer: string;
  summary: string;
  eligible: string;
  /** Rich text, as stored. */
  content: string;
  applyMethod: string;
  updatedAt: string;
}

/** What the policy module (server/modules/policy/port.ts) lets other modules read. */
export interface PolicyPort {
  /** Every policy the public may read in the park on `today` (park time): its id and last change. */
  publicStamps(db: Kysely<DB>, tenantId: number, today: string): Promise<{ id: number; stamp: string }[]>;
  /** Those of `ids` that are published. */
  publishedByIds(db: Kysely<DB>, tenantId: number, ids: readonly number[]): Promise<PublicPolicy[]>;
  /**
   * The newest `limit` policies the public may read on `today` whose title, summary or
   * eligibility names `term` (a qualification such as 高新技术企业): the policies meant for its holders.
   */
  publicNaming(db: Kysely<DB>, tenantId: number, today: string, term: string, limit: number): Promise<PublicPolicy[]>;
}

export const policyPort = definePort<PolicyPort>('policy');
