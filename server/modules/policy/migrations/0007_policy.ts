import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/database.js';
import { inOneTransaction, type PortableMigration } from '../../../db/migrations/helpers.js';
import * as col from '../../../db/migrations/columns.js';
import { createTables, unique } from '../../../db/migrations/tables.js';

/**
 * The policy library (政策库): policies with their guides and attachments; apply items (申报事项)
 * with awards and conditions, whose quota links compare an organisation's answers with
 * thresholds; the park's quota types, quotas (指标) and their options, which also make up the
 * quick-match questionnaire; test records of quick matches, one match row per policy and test;
 * and policy views (one per visitor and day) for hot policies. Deleting a policy cascades to
 * everything under it.
 */
export const policy: PortableMigration = inOneTransaction(create);

const policyRef = col.ownedBy('policies');
/** An award or a condition of an apply item: goes with the item and with its policy. */
const underItem = { tenant_id: col.tenant, policy_id: policyRef, item_id: col.ownedBy('policy_apply_items') };

async function create(db: Kysely<unknown>, dialect: Dialect) {
  await createTables(db, dialect, {
    policies: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        title: col.text,
        doc_no: col.text,
        issuer: col.text,
        // NATIONAL / PROVINCIAL / CITY / DISTRICT / PARK
        level: col.text,
        industries: col.text,
        eligible: col.text,
        summary: col.text,
        content: col.text,
        apply_method: col.text,
        publish_date: col.text,
        start_date: col.text,
        end_date: col.textOrNull,
        contact_name: col.text,
        contact_phone: col.text,
        source_url: col.text,
        // CHECK 待审核 / JOINT 已发布 / CANCEL 审核不通过
        state: col.text,
        reason: col.text,
        max_award: col.column('double precision', (c) => c.notNull().defaultTo(0)),
        auto_grant: col.zero,
        item_count: col.zero,
        // Distinct visitors per day (policy_views rows) and tests it passed in (policy_test_matches
        // rows with passed = 1), counted as those rows are written: lists and hot policies sort on them.
        view_count: col.zero,
        match_count: col.zero,
        author_id: col.byUser,
        reviewer_id: col.byUser,
        reviewed_at: col.textOrNull,
        ...col.stamps,
      },
      // The public list (JOINT of a tenant, newest first) and the duplicate-title check.
      indexes: {
        policies_list: ['tenant_id', 'state', 'publish_date'],
        policies_title: unique('tenant_id', 'title'),
      },
    },
    policy_files: {
      columns: {
        tenant_id: col.tenant,
        policy_id: policyRef,
        attachment_id: col.refNotNull('attachments'),
        position: col.int,
      },
      primaryKey: ['policy_id', 'attachment_id'],
      indexes: { policy_files_attachment: ['tenant_id', 'attachment_id'] },
    },
    policy_apply_items: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        policy_id: policyRef,
        name: col.text,
        description: col.text,
        auto_grant: col.zero,
        indexnumber: col.int,
        ...col.stamps,
      },
      indexes: { policy_apply_items_policy: ['tenant_id', 'policy_id'] },
    },
    policy_apply_awards: {
      id: true,
      columns: {
        ...underItem,
        name: col.text,
        kind: col.text,
        amount: col.double,
        description: col.text,
        indexnumber: col.int,
      },
      indexes: {
        policy_apply_awards_policy: ['tenant_id', 'policy_id'],
        policy_apply_awards_item: ['item_id'],
      },
    },
    policy_apply_conditions: {
      id: true,
      columns: {
        ...underItem,
        name: col.text,
        // ALL: every quota link must pass; ANY: one is enough.
        logic: col.text,
        indexnumber: col.int,
      },
      indexes: {
        policy_apply_conditions_policy: ['tenant_id', 'policy_id'],
        policy_apply_conditions_item: ['item_id'],
      },
    },
    policy_quota_types: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        name: col.text,
        indexnumber: col.int,
        // ENABLE / DISABLE
        state: col.text,
        ...col.stamps,
      },
      indexes: { policy_quota_types_name: unique('tenant_id', 'name') },
    },
    policy_quotas: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        type_id: col.refNotNull('policy_quota_types'),
        name: col.text,
        // SINGLE / MULTI / NUMBER
        kind: col.text,
        unit: col.text,
        is_question: col.int,
        question: col.text,
        hint: col.text,
        profile_field: col.textOrNull,
        indexnumber: col.int,
        state: col.text,
        ...col.stamps,
      },
      indexes: {
        policy_quotas_name: unique('tenant_id', 'name'),
        policy_quotas_type: ['tenant_id', 'type_id'],
      },
    },
    policy_quota_options: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        quota_id: col.ownedBy('policy_quotas'),
        label: col.text,
        indexnumber: col.int,
      },
      indexes: { policy_quota_options_quota: unique('tenant_id', 'quota_id', 'label') },
    },
    policy_condition_quotas: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        policy_id: policyRef,
        condition_id: col.ownedBy('policy_apply_conditions'),
        // No cascade: a quota in use cannot be deleted (the API refuses first; the key makes sure).
        quota_id: col.refNotNull('policy_quotas'),
        operator: col.text,
        value: col.doubleOrNull,
        value2: col.doubleOrNull,
        option_ids: col.text,
      },
      indexes: {
        policy_condition_quotas_policy: ['tenant_id', 'policy_id'],
        policy_condition_quotas_condition: ['condition_id'],
        policy_condition_quotas_quota: ['tenant_id', 'quota_id'],
      },
    },
    policy_tests: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        user_id: col.ref('users', 'cascade'),
        org_id: col.ref('orgs', 'set null'),
        org_name: col.text,
        answers: col.text,
        result: col.text,
        // JSON: { summary, topPolicies } — what the record list shows without reading the result.
        summary: col.text,
        answer_count: col.int,
        policy_count: col.int,
        matched_count: col.int,
        total_award: col.double,
        created_at: col.text,
      },
      indexes: { policy_tests_user: ['tenant_id', 'user_id', 'id'] },
    },
    policy_test_matches: {
      columns: {
        tenant_id: col.tenant,
        test_id: col.ownedBy('policy_tests'),
        policy_id: policyRef,
        org_id: col.ref('orgs', 'set null'),
        match_level: col.text,
        passed: col.int,
        share: col.double,
        award: col.double,
        auto_granted: col.int,
        created_at: col.text,
      },
      primaryKey: ['test_id', 'policy_id'],
      // Hot policies (passes per policy) and a policy's enterprises (latest test per org).
      indexes: { policy_test_matches_policy: ['tenant_id', 'policy_id', 'org_id', 'test_id'] },
    },
    policy_views: {
      columns: { tenant_id: col.tenant, policy_id: policyRef, viewer: col.text, day: col.text, created_at: col.text },
      primaryKey: ['tenant_id', 'policy_id', 'viewer', 'day'],
    },
  });
}
