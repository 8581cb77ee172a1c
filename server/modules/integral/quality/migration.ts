import { sql } from 'kysely';
import { notNull, tenantRef, withId, type PortableMigration } from '../../../db/migrations/helpers.js';

/**
 * What the innovation score is used for: each park's quality threshold per year (the directory
 * lists the enterprises at or above it, the reserve pool those just under it) and the
 * achievements operators enter (积分贷, 政策扶持, 培育入库, 其他). The 管委会 role of every park gets
 * the permission to enter them (common/permissions.ts STAFF_PERMISSIONS holds it).
 */
export const integralQuality: PortableMigration = {
  async up(db, dialect) {
    const real = dialect === 'postgres' ? 'double precision' : 'real';
    await db.schema
      .createTable('integral_quality_thresholds')
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('year', 'integer', notNull)
      // SCORE: a total to reach; TOP: the top `value` per cent of the year's scored enterprises.
      .addColumn('mode', 'text', notNull)
      .addColumn('value', real, notNull)
      .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'text', notNull)
      .addPrimaryKeyConstraint('integral_quality_thresholds_pk', ['tenant_id', 'year'])
      .execute();

    await withId(db.schema.createTable('integral_achievements'), dialect)
      .addColumn('tenant_id', 'integer', tenantRef)
      .addColumn('org_id', 'integer', (c) => c.notNull().references('orgs.id').onDelete('cascade'))
      // LOAN 积分贷 / POLICY 政策扶持 / CULTIVATE 培育入库 / OTHER 其他
      .addColumn('type', 'text', notNull)
      // 万元; null when the record has no amount (a cultivation entry).
      .addColumn('amount', real)
      .addColumn('achieved_on', 'text', notNull)
      .addColumn('note', 'text', notNull)
      .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema
      .createIndex('integral_achievements_by_date')
      .on('integral_achievements')
      .columns(['tenant_id', 'achieved_on'])
      .execute();

    await sql`insert into role_permissions (tenant_id, role_id, permission)
      select tenant_id, id, 'integral.achievement' from roles where rolename = '管委会'`.execute(db);
  },
};
