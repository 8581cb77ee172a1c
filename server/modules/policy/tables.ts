import type { Generated, Selectable } from 'kysely';
import type {
  AwardKind,
  ConditionLogic,
  ConditionOperator,
  PolicyLevel,
  PolicyState,
  QuotaKind,
  QuotaState,
} from '../../../common/policy.js';
import type { TenantColumn } from '../../db/schema.js';

/**
 * Tables of the policy library (migration 0007_policy): policies with their guides, apply items,
 * awards, conditions and the quota links of the conditions; quota types, quotas and their options;
 * quick-match test records with one row per policy matched; policy views. Same portable column
 * choices as schema.ts (ISO text dates, 0/1 booleans, money as double 万元).
 */

export interface PoliciesTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  title: string;
  doc_no: string;
  issuer: string;
  level: PolicyLevel;
  /** '|'-delimited industry names with a leading and trailing '|' ('' = every industry): LIKE '%|name|%'. */
  industries: string;
  eligible: string;
  summary: string;
  content: string;
  apply_method: string;
  /** 'YYYY-MM-DD'. */
  publish_date: string;
  start_date: string;
  /** null = 长期有效. */
  end_date: string | null;
  contact_name: string;
  contact_phone: string;
  source_url: string;
  state: PolicyState;
  /** Why review failed (CANCEL); '' otherwise. */
  reason: string;
  /** Sum of each apply item's highest award (万元), kept in step with the tree for sorting. */
  max_award: Generated<number>;
  /** 1 when some apply item is 免申即享. */
  auto_grant: Generated<number>;
  item_count: Generated<number>;
  /** policy_views rows (one per visitor and day), counted as they are written. */
  view_count: Generated<number>;
  /** Tests the policy passed in (MATCHED or PARTIAL), counted as they are written. */
  match_count: Generated<number>;
  author_id: number | null;
  reviewer_id: number | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PolicyFilesTable {
  tenant_id: TenantColumn;
  policy_id: number;
  attachment_id: number;
  position: number;
}

export interface PolicyApplyItemsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  policy_id: number;
  name: string;
  description: string;
  /** 免申即享 (0/1). */
  auto_grant: number;
  indexnumber: number;
  created_at: string;
  updated_at: string;
}

export interface PolicyApplyAwardsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  policy_id: number;
  item_id: number;
  name: string;
  kind: AwardKind;
  /** 万元. */
  amount: number;
  description: string;
  indexnumber: number;
}

export interface PolicyApplyConditionsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  policy_id: number;
  item_id: number;
  name: string;
  logic: ConditionLogic;
  indexnumber: number;
}

export interface PolicyConditionQuotasTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  policy_id: number;
  condition_id: number;
  quota_id: number;
  operator: ConditionOperator;
  value: number | null;
  value2: number | null;
  /** JSON array of option ids ('[]' for number quotas). */
  option_ids: string;
}

export interface PolicyQuotaTypesTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  name: string;
  indexnumber: number;
  state: QuotaState;
  created_at: string;
  updated_at: string;
}

export interface PolicyQuotasTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  type_id: number;
  name: string;
  kind: QuotaKind;
  unit: string;
  is_question: number;
  question: string;
  hint: string;
  profile_field: string | null;
  indexnumber: number;
  state: QuotaState;
  created_at: string;
  updated_at: string;
}

export interface PolicyQuotaOptionsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  quota_id: number;
  label: string;
  indexnumber: number;
}

export interface PolicyTestsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  user_id: number | null;
  org_id: number | null;
  org_name: string;
  /** JSON: the answers used (TestAnswerView[] without display names resolved at read time). */
  answers: string;
  /** JSON: the MatchResult as it was (without testId/createdAt). */
  result: string;
  /** JSON: { summary: MatchSummary, topPolicies: string[] } for the record list. */
  summary: string;
  answer_count: number;
  policy_count: number;
  matched_count: number;
  total_award: number;
  created_at: string;
}

export interface PolicyTestMatchesTable {
  tenant_id: TenantColumn;
  test_id: number;
  policy_id: number;
  org_id: number | null;
  /** MATCHED / PARTIAL / POSSIBLE / UNMATCHED. */
  match_level: string;
  /** 1 when MATCHED or PARTIAL: the policy "passes" (hot policies, the policy's enterprise list). */
  passed: number;
  share: number;
  award: number;
  auto_granted: number;
  created_at: string;
}

export interface PolicyViewsTable {
  tenant_id: TenantColumn;
  policy_id: number;
  /** 'u:<user id>' or 'ip:<address>': one view per visitor per day. */
  viewer: string;
  /** 'YYYY-MM-DD' park time. */
  day: string;
  created_at: string;
}

/**
 * The data version of a park's policy library: bumped by triggers on every write to policies
 * (migration list_versions), in the writing transaction, so the policy list's answers are kept
 * per version (list-memo.ts) and a write by any process is seen by the next request.
 */
export interface PolicyListVersionsTable {
  tenant_id: TenantColumn;
  version: number;
}

/** The policy tables, spread into DB in schema.ts. */
export interface PolicyTables {
  policies: PoliciesTable;
  policy_files: PolicyFilesTable;
  policy_apply_items: PolicyApplyItemsTable;
  policy_apply_awards: PolicyApplyAwardsTable;
  policy_apply_conditions: PolicyApplyConditionsTable;
  policy_condition_quotas: PolicyConditionQuotasTable;
  policy_quota_types: PolicyQuotaTypesTable;
  policy_quotas: PolicyQuotasTable;
  policy_quota_options: PolicyQuotaOptionsTable;
  policy_tests: PolicyTestsTable;
  policy_test_matches: PolicyTestMatchesTable;
  policy_views: PolicyViewsTable;
  policy_list_versions: PolicyListVersionsTable;
}

export type Policy = Selectable<PoliciesTable>;
export type PolicyQuota = Selectable<PolicyQuotasTable>;

declare module '../../db/schema.js' {
  // The module's tables join the database type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DB extends PolicyTables {}
}
