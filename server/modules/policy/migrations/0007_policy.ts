import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/database.js';
import type { PortableMigration } from '../../../db/migrations/helpers.js';
import {
  byUser,
  createTables,
  double,
  doubleOrNull,
  int,
  ref,
  refNotNull,
  stamps,
  tenant,
  text,
  textOrNull,
  unique,
  zero,
  column,
  ownedBy,
} from '../../../db/migrations/tables.js';

/**
 * The policy library (政策库): policies with their guides and attachments; apply items (申报事项)
 * with awards and conditions, whose quota links compare an organisation's answers with
 * thresholds; the park's quota types, quotas (指标) and their options, which also make up the
 * quick-match questionnaire; test records of quick matches, one match row per policy and test;
 * and policy views (one per visitor and day) for hot policies. Deleting a policy cascades to
 * everything under it.
 */
export const policy: PortableMigration = {
  async up(db, dialect) {
    if (dialect === 'sqlite') await db.transaction().execute((trx) => create(trx, dialect));
    else await create(db, dialect);
  },
};

const policyRef = ownedBy('policies');
const itemRef = ownedBy('policy_apply_items');

async function create(db: Kysely<unknown>, dialect: Dialect) {
  await createTables(db, dialect, {
    policies: {
      id: true,
      columns: {
        tenant_id: tenant,
        title: text,
        doc_no: text,
        issuer: text,
        // NATIONAL / PROVINCIAL / CITY / DISTRICT / PARK
        level: text,
        industries: text,
        eligible: text,
        summary: text,
        content: text,
        apply_method: text,
        publish_date: text,
        start_date: text,
        end_date: textOrNull,
        contact_name: text,
        contact_phone: text,
        source_url: text,
        // CHECK 待审核 / JOINT 已发布 / CANCEL 审核不通过
        state: text,
        reason: text,
        max_award: column('double precision', (c) => c.notNull().defaultTo(0)),
        auto_grant: zero,
        item_count: zero,
        // Distinct visitors per day (policy_views rows) and tests it passed in (policy_test_matches
        // rows with passed = 1), counted as those rows are written: lists and hot policies sort on them.
        view_count: zero,
        match_count: zero,
        author_id: byUser,
        reviewer_id: byUser,
        reviewed_at: textOrNull,
        ...stamps,
      },
      // The public list (JOINT of a tenant, newest first) and the duplicate-title check.
      indexes: {
        policies_list: ['tenant_id', 'state', 'publish_date'],
        policies_title: unique('tenant_id', 'title'),
      },
    },
    policy_files: {
      columns: {
        tenant_id: tenant,
        policy_id: policyRef,
        attachment_id: refNotNull('attachments'),
        position: int,
      },
      primaryKey: ['policy_id', 'attachment_id'],
      indexes: { policy_files_attachment: ['tenant_id', 'attachment_id'] },
    },
    policy_apply_items: {
      id: true,
      columns: {
        tenant_id: tenant,
        policy_id: policyRef,
        name: text,
        description: text,
        auto_grant: zero,
        indexnumber: int,
        ...stamps,
      },
      indexes: { policy_apply_items_policy: ['tenant_id', 'policy_id'] },
    },
    policy_apply_awards: {
      id: true,
      columns: {
        tenant_id: tenant,
        policy_id: policyRef,
        item_id: itemRef,
        name: text,
        kind: text,
        amount: double,
        description: text,
        indexnumber: int,
      },
      indexes: {
        policy_apply_awards_policy: ['tenant_id', 'policy_id'],
        policy_apply_awards_item: ['item_id'],
      },
    },
    policy_apply_conditions: {
      id: true,
      columns: {
        tenant_id: tenant,
        policy_id: policyRef,
        item_id: itemRef,
        name: text,
        // ALL: every quota link must pass; ANY: one is enough.
        logic: text,
        indexnumber: int,
      },
      indexes: {
        policy_apply_conditions_policy: ['tenant_id', 'policy_id'],
        policy_apply_conditions_item: ['item_id'],
      },
    },
    policy_quota_types: {
      id: true,
      columns: {
        tenant_id: tenant,
        name: text,
        indexnumber: int,
        // ENABLE / DISABLE
        state: text,
        ...stamps,
      },
      indexes: { policy_quota_types_name: unique('tenant_id', 'name') },
    },
    policy_quotas: {
      id: true,
      columns: {
        tenant_id: tenant,
        type_id: refNotNull('policy_quota_types'),
        name: text,
        // SINGLE / MULTI / NUMBER
        kind: text,
        unit: text,
        is_question: int,
        question: text,
        hint: text,
        profile_field: textOrNull,
        indexnumber: int,
        state: text,
        ...stamps,
      },
      indexes: {
        policy_quotas_name: unique('tenant_id', 'name'),
        policy_quotas_type: ['tenant_id', 'type_id'],
      },
    },
    policy_quota_options: {
      id: true,
      columns: {
        tenant_id: tenant,
        quota_id: ownedBy('policy_quotas'),
        label: text,
        indexnumber: int,
      },
      indexes: { policy_quota_options_quota: unique('tenant_id', 'quota_id', 'label') },
    },
    policy_condition_quotas: {
      id: true,
      columns: {
        tenant_id: tenant,
        policy_id: policyRef,
        condition_id: ownedBy('policy_apply_conditions'),
        // No cascade: a quota in use cannot be deleted (the API refuses first; the key makes sure).
        quota_id: refNotNull('policy_quotas'),
        operator: text,
        value: doubleOrNull,
        value2: doubleOrNull,
        option_ids: text,
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
        tenant_id: tenant,
        user_id: ref('users', 'cascade'),
        org_id: ref('orgs', 'set null'),
        org_name: text,
        answers: text,
        result: text,
        // JSON: { summary, topPolicies } — what the record list shows without reading the result.
        summary: text,
        answer_count: int,
        policy_count: int,
        matched_count: int,
        total_award: double,
        created_at: text,
      },
      indexes: { policy_tests_user: ['tenant_id', 'user_id', 'id'] },
    },
    policy_test_matches: {
      columns: {
        tenant_id: tenant,
        test_id: ownedBy('policy_tests'),
        policy_id: policyRef,
        org_id: ref('orgs', 'set null'),
        match_level: text,
        passed: int,
        share: double,
        award: double,
        auto_granted: int,
        created_at: text,
      },
      primaryKey: ['test_id', 'policy_id'],
      // Hot policies (passes per policy) and a policy's enterprises (latest test per org).
      indexes: { policy_test_matches_policy: ['tenant_id', 'policy_id', 'org_id', 'test_id'] },
    },
    policy_views: {
      columns: { tenant_id: tenant, policy_id: policyRef, viewer: text, day: text, created_at: text },
      primaryKey: ['tenant_id', 'policy_id', 'viewer', 'day'],
    },
  });
}
