import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { policyPort } from '../policy/public.js';

/** What a declaration (and an application, through it) shows of the policy it is made for. */
export interface PolicyNames {
  policy_title: string;
  apply_item_name: string;
}

/**
 * Rows naming a policy and an apply item, with the policy's title and the item's name: asked of
 * the policy module's port, once for all the rows (the declare module reads no policy table).
 */
export async function withPolicyNames<R extends { policy_id: number; apply_item_id: number }>(
  db: Kysely<DB>,
  rows: readonly R[],
): Promise<(R & PolicyNames)[]> {
  if (rows.length === 0) return [];
  const names = await policyPort.get().namesOf(db, {
    policyIds: rows.map((r) => r.policy_id),
    applyItemIds: rows.map((r) => r.apply_item_id),
  });
  return rows.map((r) => ({
    ...r,
    policy_title: names.policies.get(r.policy_id) ?? '',
    apply_item_name: names.applyItems.get(r.apply_item_id) ?? '',
  }));
}
