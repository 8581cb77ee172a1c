import { sql } from 'kysely';
import { notNull, tenantRef, withId, type PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * The innovation score: a park's indicator-system versions per year, the approved figures of its
 * organisations, and the scores of each version with their breakdown. The 管委会 role of every
 * park gets the two permissions of the area (common/permissions.ts STAFF_PERMISSIONS holds them).
 */
export const integral: PortableMigration = {
  async up(db, dialect) {
    const real = dialect === 'postgres' ? 'double precision' : 'real';
    await withId(db.schema.createTable('integral_systems'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('year', 'integer', notNull)
      .addColumn('version', 'integer', notNull)
      // COMPUTING → READY / FAILED
      .addColumn('status', 'text', notNull)
      .addColumn('based_on_id', 'integer', (c) => c.references('integral_systems.id').onDelete('set null'))
      .addColumn('note', 'text', notNull)
      .addColumn('definition', 'text', notNull)
      .addColumn('indicator_count', 'integer', notNull)
      .addColumn('scored_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('claimed_at', 'text')
      .addColumn('computed_at', 'text')
      .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
      .addUniqueConstraint('integral_systems_version', ['tenant_id', 'year', 'version'])
      .execute();

    await db.schema
      .createTable('integral_values')
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('org_id', 'integer', (c) => c.notNull().references('orgs.id').onDelete('cascade'))
      .addColumn('year', 'integer', notNull)
      .addColumn('field', 'text', notNull)
      .addColumn('value', real, notNull)
      .addColumn('approved_at', 'text', notNull)
      .addPrimaryKeyConstraint('integral_values_pk', ['tenant_id', 'year', 'org_id', 'field'])
      .execute();

    await withId(db.schema.createTable('integral_scores'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('system_id', 'integer', (c) =>
        c.notNull().references('integral_systems.id').onDelete('cascade'),
      )
      .addColumn('year', 'integer', notNull)
      .addColumn('org_id', 'integer', (c) => c.notNull().references('orgs.id').onDelete('cascade'))
      .addColumn('stage', 'text', notNull)
      .addColumn('age', 'integer')
      .addColumn('total', real, notNull)
      .addColumn('tech', real, notNull)
      .addColumn('growth', real, notNull)
      .addColumn('feature', real, notNull)
      .addColumn('missing_count', 'integer', notNull)
      .addColumn('park_rank', 'integer', notNull)
      .addColumn('breakdown', 'text', notNull)
      .addColumn('inputs', 'text', notNull)
      .addColumn('computed_at', 'text', notNull)
      .addUniqueConstraint('integral_scores_org', ['system_id', 'org_id'])
      .execute();
    // The ranking and the rank counts of a version.
    await db.schema
      .createIndex('integral_scores_total')
      .on('integral_scores')
      .columns(['system_id', 'total'])
      .execute();
    // The ranking's pages in rank order.
    await db.schema
      .createIndex('integral_scores_rank')
      .on('integral_scores')
      .columns(['system_id', 'park_rank'])
      .execute();
    // An organisation's trend over the years.
    await db.schema
      .createIndex('integral_scores_by_org')
      .on('integral_scores')
      .columns(['tenant_id', 'org_id'])
      .execute();

    await sql`insert into role_permissions (tenant_id, role_id, permission)
      select tenant_id, id, 'integral.score' from roles where rolename = '管委会'`.execute(db);
    await sql`insert into role_permissions (tenant_id, role_id, permission)
      select tenant_id, id, 'integral.indicator' from roles where rolename = '管委会'`.execute(db);
  },
};
