import type { DB } from '../db/schema.js';

/** The tables whose rows belong to one park: those with a tenant_id column (DESIGN §1, §4). */
export type TenantTable = { [K in keyof DB]: DB[K] extends { tenant_id: unknown } ? K : never }[keyof DB];

/**
 * The same set at run time, for the tenant scope (tenant-scope.ts). Typed so that it cannot drift
 * from the table types: a module's table with a tenant_id column that is not listed here, or a name
 * listed here that has none, does not compile; tenant-tables.test.ts checks it against the tables
 * the migrations really create.
 */
const TENANT_TABLE_FLAGS: { readonly [K in TenantTable]: true } = {
  appeal_events: true,
  appeal_files: true,
  appeals: true,
  attachments: true,
  audit_logs: true,
  conduct_guides: true,
  customer_faqs: true,
  customer_tickets: true,
  declaration_materials: true,
  declarations: true,
  declare_application_files: true,
  declare_applications: true,
  declare_landings: true,
  departments: true,
  integral_achievements: true,
  integral_fill_files: true,
  integral_fill_items: true,
  integral_fill_rounds: true,
  integral_fill_submissions: true,
  integral_quality_thresholds: true,
  integral_scores: true,
  integral_systems: true,
  integral_values: true,
  message_files: true,
  message_recipients: true,
  messages: true,
  notice_files: true,
  notices: true,
  operation_logs: true,
  org_applications: true,
  org_unlinks: true,
  orgs: true,
  page_view_day_users: true,
  page_view_days: true,
  page_views: true,
  park_settings: true,
  parks: true,
  policies: true,
  policy_apply_awards: true,
  policy_apply_conditions: true,
  policy_apply_items: true,
  policy_condition_quotas: true,
  policy_files: true,
  policy_quota_options: true,
  policy_quota_types: true,
  policy_quotas: true,
  policy_test_matches: true,
  policy_tests: true,
  policy_views: true,
  posts: true,
  publish_history: true,
  rank_entries: true,
  rank_lists: true,
  role_permissions: true,
  roles: true,
  sessions: true,
  sms_batches: true,
  sms_records: true,
  sms_templates: true,
  sso_apps: true,
  staff: true,
  tenant_hosts: true,
  user_roles: true,
  users: true,
};

/** Tenant tables without a table type: kept by triggers, read only by raw SQL (the organisation search's data versions). */
const UNTYPED_TENANT_TABLES = ['org_search_versions'];

export const TENANT_TABLES: ReadonlySet<string> = new Set([...Object.keys(TENANT_TABLE_FLAGS), ...UNTYPED_TENANT_TABLES]);
