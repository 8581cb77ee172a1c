import type { Kysely } from 'kysely';
import type { PolicyState } from '../../../common/policy-enums.js';
import type { DB } from '../../db/schema.js';
import { definePort } from '../../kit/port.js';

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

/** An apply item (申报项目) of a policy, as a declaration made for it needs it. */
export interface ApplyItemRef {
  id: number;
  policyId: number;
  name: string;
  /** 免申即享: granted without applying, so nothing to declare. */
  autoGrant: boolean;
  policyTitle: string;
  policyState: PolicyState;
}

/** A published policy with the apply items one applies for (not 免申即享), for a picker. */
export interface DeclarablePolicy {
  id: number;
  title: string;
  items: { id: number; name: string }[];
}

/** What the policy module (server/modules/policy/port.ts) lets other modules read.
 * `db` is the asking request's handle, scoped to its park (server/kit/tenant-scope.ts).
 */
export interface PolicyPort {
  /** Every policy the public may read in the park on `today` (park time): its id and last change. */
  publicStamps(db: Kysely<DB>, today: string): Promise<{ id: number; stamp: string }[]>;
  /** Those of `ids` that are published. */
  publishedByIds(db: Kysely<DB>, ids: readonly number[]): Promise<PublicPolicy[]>;
  /**
   * The newest `limit` policies the public may read on `today` whose title, summary or
   * eligibility names `term` (a qualification such as 高新技术企业): the policies meant for its holders.
   */
  publicNaming(db: Kysely<DB>, today: string, term: string, limit: number): Promise<PublicPolicy[]>;
  /** The titles of the policies and the names of the apply items of these ids (whatever their state). */
  namesOf(
    db: Kysely<DB>,
    ids: { policyIds: readonly number[]; applyItemIds: readonly number[] },
  ): Promise<{ policies: Map<number, string>; applyItems: Map<number, string> }>;
  /** The policies whose title contains `term` (taken literally, no wildcards): their ids. */
  idsTitled(db: Kysely<DB>, term: string): Promise<number[]>;
  /** One apply item with its policy's title and state; undefined when the park has none such. */
  applyItem(db: Kysely<DB>, id: number): Promise<ApplyItemRef | undefined>;
  /** The published policies, newest first (at most `limit`), each with the items one applies for. */
  declarable(db: Kysely<DB>, limit: number): Promise<DeclarablePolicy[]>;
}

export const policyPort = definePort<PolicyPort>('policy');
