import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/database.js';
import { notNull, tenantRef, withId, type PortableMigration } from '../../../db/migrations/helpers.js';

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

const policyRef = (c: Parameters<typeof notNull>[0]) =>
  c.notNull().references('policies.id').onDelete('cascade');

async function create(db: Kysely<unknown>, dialect: Dialect) {
  await withId(db.schema.createTable('policies'), dialect)
    .addColumn('tenant_id', 'integer', tenantRef)
    .addColumn('title', 'text', notNull)
    .addColumn('doc_no', 'text', notNull)
    .addColumn('issuer', 'text', notNull)
    // NATIONAL / PROVINCIAL / CITY / DISTRICT / PARK
    .addColumn('level', 'text', notNull)
    .addColumn('industries', 'text', notNull)
    .addColumn('eligible', 'text', notNull)
    .addColumn('summary', 'text', notNull)
    .addColumn('content', 'text', notNull)
    .addColumn('apply_method', 'text', notNull)
    .addColumn('publish_date', 'text', notNull)
    .addColumn('start_date', 'text', notNull)
    .addColumn('end_date', 'text')
    .addColumn('contact_name', 'text', notNull)
    .addColumn('contact_phone', 'text', notNull)
    .addColumn('source_url', 'text', notNull)
    // CHECK 待审核 / JOINT 已发布 / CANCEL 审核不通过
    .addColumn('state', 'text', notNull)
    .addColumn('reason', 'text', notNull)
    .addColumn('max_award', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_grant', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
    // Distinct visitors per day (policy_views rows) and tests it passed in (policy_test_matches
    // rows with passed = 1), counted as those rows are written: lists and hot policies sort on them.
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('match_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  // The public list (JOINT of a tenant, newest first) and the duplicate-title check.
  await db.schema
    .createIndex('policies_list')
    .on('policies')
    .columns(['tenant_id', 'state', 'publish_date'])
    .execute();
  await db.schema
    .createIndex('policies_title')
    .on('policies')
    .columns(['tenant_id', 'title'])
    .unique()
    .execute();

  await db.schema
    .createTable('policy_files')
    .addColumn('tenant_id', 'integer', tenantRef)
    .addColumn('policy_id', 'integer', policyRef)
    .addColumn('attachment_id', 'integer', (c) => c.notNull().references('attachments.id'))
    .addColumn('position', 'integer', notNull)
    .addPrimaryKeyConstraint('policy_files_pk', ['policy_id', 'attachment_id'])
    .execute();
  await db.schema
    .createIndex('policy_files_attachment')
    .on('policy_files')
    .columns(['tenant_id', 'attachment_id'])
    .execute();

  await withId(db.schema.createTable('policy_apply_items'), dialect)
    .addColumn('tenant_id', 'integer', tenantRef)
    .addColumn('policy_id', 'integer', policyRef)
    .addColumn('name', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('auto_grant', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('indexnumber', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('policy_apply_items_policy')
    .on('policy_apply_items')
    .columns(['tenant_id', 'policy_id'])
    .execute();

  await withId(db.schema.createTable('policy_apply_awards'), dialect)
    .addColumn('tenant_id', 'integer', tenantRef)
    .addColumn('policy_id', 'integer', policyRef)
    .addColumn('item_id', 'integer', (c) =>
      c.notNull().references('policy_apply_items.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('amount', 'double precision', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('indexnumber', 'integer', notNull)
    .execute();
  await db.schema
    .createIndex('policy_apply_awards_policy')
    .on('policy_apply_awards')
    .columns(['tenant_id', 'policy_id'])
    .execute();
  await db.schema
    .createIndex('policy_apply_awards_item')
    .on('policy_apply_awards')
    .columns(['item_id'])
    .execute();

  await withId(db.schema.createTable('policy_apply_conditions'), dialect)
    .addColumn('tenant_id', 'integer', tenantRef)
    .addColumn('policy_id', 'integer', policyRef)
    .addColumn('item_id', 'integer', (c) =>
      c.notNull().references('policy_apply_items.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', notNull)
    // ALL: every quota link must pass; ANY: one is enough.
    .addColumn('logic', 'text', notNull)
    .addColumn('indexnumber', 'integer', notNull)
    .execute();
  await db.schema
    .createIndex('policy_apply_conditions_policy')
    .on('policy_apply_conditions')
    .columns(['tenant_id', 'policy_id'])
    .execute();
  await db.schema
    .createIndex('policy_apply_conditions_item')
    .on('policy_apply_conditions')
    .columns(['item_id'])
    .execute();

  await withId(db.schema.createTable('policy_quota_types'), dialect)
    .addColumn('tenant_id', 'integer', tenantRef)
    .addColumn('name', 'text', notNull)
    .addColumn('indexnumber', 'integer', notNull)
    // ENABLE / DISABLE
    .addColumn('state', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('policy_quota_types_name')
    .on('policy_quota_types')
    .columns(['tenant_id', 'name'])
    .unique()
    .execute();

  await withId(db.schema.createTable('policy_quotas'), dialect)
    .addColumn('tenant_id', 'integer', tenantRef)
    .addColumn('type_id', 'integer', (c) => c.notNull().references('policy_quota_types.id'))
    .addColumn('name', 'text', notNull)
    // SINGLE / MULTI / NUMBER
    .addColumn('kind', 'text', notNull)
    .addColumn('unit', 'text', notNull)
    .addColumn('is_question', 'integer', notNull)
    .addColumn('question', 'text', notNull)
    .addColumn('hint', 'text', notNull)
    .addColumn('profile_field', 'text')
    .addColumn('indexnumber', 'integer', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('policy_quotas_name')
    .on('policy_quotas')
    .columns(['tenant_id', 'name'])
    .unique()
    .execute();
  await db.schema
    .createIndex('policy_quotas_type')
    .on('policy_quotas')
    .columns(['tenant_id', 'type_id'])
    .execute();

  await withId(db.schema.createTable('policy_quota_options'), dialect)
    .addColumn('tenant_id', 'integer', tenantRef)
    .addColumn('quota_id', 'integer', (c) => c.notNull().references('policy_quotas.id').onDelete('cascade'))
    .addColumn('label', 'text', notNull)
    .addColumn('indexnumber', 'integer', notNull)
    .execute();
  await db.schema
    .createIndex('policy_quota_options_quota')
    .on('policy_quota_options')
    .columns(['tenant_id', 'quota_id', 'label'])
    .unique()
    .execute();

  await withId(db.schema.createTable('policy_condition_quotas'), dialect)
    .addColumn('tenant_id', 'integer', tenantRef)
    .addColumn('policy_id', 'integer', policyRef)
    .addColumn('condition_id', 'integer', (c) =>
      c.notNull().references('policy_apply_conditions.id').onDelete('cascade'),
    )
    // No cascade: a quota in use cannot be deleted (the API refuses first; the key makes sure).
    .addColumn('quota_id', 'integer', (c) => c.notNull().references('policy_quotas.id'))
    .addColumn('operator', 'text', notNull)
    .addColumn('value', 'double precision')
    .addColumn('value2', 'double precision')
    .addColumn('option_ids', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('policy_condition_quotas_policy')
    .on('policy_condition_quotas')
    .columns(['tenant_id', 'policy_id'])
    .execute();
  await db.schema
    .createIndex('policy_condition_quotas_condition')
    .on('policy_condition_quotas')
    .columns(['condition_id'])
    .execute();
  await db.schema
    .createIndex('policy_condition_quotas_quota')
    .on('policy_condition_quotas')
    .columns(['tenant_id', 'quota_id'])
    .execute();

  await withId(db.schema.createTable('policy_tests'), dialect)
    .addColumn('tenant_id', 'integer', tenantRef)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('org_id', 'integer', (c) => c.references('orgs.id').onDelete('set null'))
    .addColumn('org_name', 'text', notNull)
    .addColumn('answers', 'text', notNull)
    .addColumn('result', 'text', notNull)
    // JSON: { summary, topPolicies } — what the record list shows without reading the result.
    .addColumn('summary', 'text', notNull)
    .addColumn('answer_count', 'integer', notNull)
    .addColumn('policy_count', 'integer', notNull)
    .addColumn('matched_count', 'integer', notNull)
    .addColumn('total_award', 'double precision', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('policy_tests_user')
    .on('policy_tests')
    .columns(['tenant_id', 'user_id', 'id'])
    .execute();

  await db.schema
    .createTable('policy_test_matches')
    .addColumn('tenant_id', 'integer', tenantRef)
    .addColumn('test_id', 'integer', (c) => c.notNull().references('policy_tests.id').onDelete('cascade'))
    .addColumn('policy_id', 'integer', policyRef)
    .addColumn('org_id', 'integer', (c) => c.references('orgs.id').onDelete('set null'))
    .addColumn('match_level', 'text', notNull)
    .addColumn('passed', 'integer', notNull)
    .addColumn('share', 'double precision', notNull)
    .addColumn('award', 'double precision', notNull)
    .addColumn('auto_granted', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .addPrimaryKeyConstraint('policy_test_matches_pk', ['test_id', 'policy_id'])
    .execute();
  // Hot policies (passes per policy) and a policy's enterprises (latest test per org).
  await db.schema
    .createIndex('policy_test_matches_policy')
    .on('policy_test_matches')
    .columns(['tenant_id', 'policy_id', 'org_id', 'test_id'])
    .execute();

  await db.schema
    .createTable('policy_views')
    .addColumn('tenant_id', 'integer', tenantRef)
    .addColumn('policy_id', 'integer', policyRef)
    .addColumn('viewer', 'text', notNull)
    .addColumn('day', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addPrimaryKeyConstraint('policy_views_pk', ['tenant_id', 'policy_id', 'viewer', 'day'])
    .execute();
}
