import { type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect, openTestDatabase } from '../../testing/databases.js';
import { insertTwoTenants } from '../../testing/fixtures.js';
import { publishHistory } from './publish_history.js';

describeEachDialect('publish history migration on %s', (dialect) => {
  it("moves the notices' and rank lists' steps out of the audit trail, and leaves the others' there", async () => {
    const database = await openTestDatabase(dialect);
    try {
      const db = database.db as unknown as Kysely<unknown>;
      // The database as it was before: no history table, the steps in audit_logs.
      await database.db.schema.dropTable('publish_history').execute();
      await insertTwoTenants(database.db);
      const step = (
        subject_type: string,
        subject_id: number,
        action: string,
        status_from: string | null,
        status_to: string,
        reason = '',
      ) => ({
        tenant_id: 1,
        subject_type,
        subject_id,
        action,
        status_from,
        status_to,
        reason,
        actor_id: null,
        created_at: '2026-01-02T03:04:05.000Z',
      });
      await database.db
        .insertInto('audit_logs')
        .values([
          step('notice', 7, 'SUBMIT', null, 'CHECK'),
          step('org_application', 7, 'PASS', 'TOAUDIT', 'PASS'),
          step('notice', 7, 'REJECT', 'CHECK', 'CANCEL', '缺少盖章页'),
          step('rank', 3, 'CREATE', null, 'DRAFT', '3家企业'),
        ])
        .execute();

      await publishHistory.up(db, dialect);

      const moved = await database.db
        .selectFrom('publish_history')
        .select(['kind', 'record_id', 'action', 'status_from', 'status_to', 'reason', 'created_at'])
        .orderBy('id')
        .execute();
      expect(moved).toEqual([
        {
          kind: 'notice',
          record_id: 7,
          action: 'CREATE',
          status_from: null,
          status_to: 'CHECK',
          reason: '',
          created_at: '2026-01-02T03:04:05.000Z',
        },
        {
          kind: 'notice',
          record_id: 7,
          action: 'REJECT',
          status_from: 'CHECK',
          status_to: 'CANCEL',
          reason: '缺少盖章页',
          created_at: '2026-01-02T03:04:05.000Z',
        },
        {
          kind: 'rank',
          record_id: 3,
          action: 'CREATE',
          status_from: null,
          status_to: 'DRAFT',
          reason: '3家企业',
          created_at: '2026-01-02T03:04:05.000Z',
        },
      ]);
      expect(await database.db.selectFrom('audit_logs').select('subject_type').execute()).toEqual([
        { subject_type: 'org_application' },
      ]);
    } finally {
      await database.dispose();
    }
  });
});
