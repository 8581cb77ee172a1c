import { sql } from 'kysely';
import * as col from '../../../db/migrations/columns.js';
import type { PortableMigration } from '../../../db/migrations/helpers.js';
import { createTables } from '../../../db/migrations/tables.js';

/**
 * Indicator definitions by type, the enterprises that report them, their monthly figures and the
 * explanations attached to an indicator's month; the 管委会 role gets `economy.manage`.
 */
export const catalog: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      economy_indicators: {
        id: true,
        columns: {
          tenant_id: col.tenant,
          type: col.text,
          code: col.text,
          name: col.text,
          unit: col.text,
          frequency: col.text,
          kind: col.text,
          method: col.textEmpty,
          basis_id: col.ref('economy_indicators'),
          denominator_id: col.ref('economy_indicators'),
          scope: col.textEmpty,
          sort: col.zero,
          enabled: col.one,
          updated_at: col.text,
        },
        uniques: { economy_indicators_code_unique: ['tenant_id', 'code'] },
      },
      economy_reporters: {
        id: true,
        columns: { tenant_id: col.tenant, type: col.text, org_id: col.ownedBy('orgs') },
        uniques: { economy_reporters_unique: ['tenant_id', 'type', 'org_id'] },
      },
      economy_org_data: {
        id: true,
        columns: {
          tenant_id: col.tenant,
          org_id: col.ownedBy('orgs'),
          indicator_id: col.ownedBy('economy_indicators'),
          year: col.int,
          month: col.int,
          value: col.double,
          updated_by: col.byUser,
          updated_at: col.text,
        },
        uniques: { economy_org_data_unique: ['tenant_id', 'org_id', 'indicator_id', 'year', 'month'] },
        indexes: { economy_org_data_by_month: ['tenant_id', 'year', 'month'] },
      },
      economy_explains: {
        id: true,
        columns: {
          tenant_id: col.tenant,
          indicator_id: col.ownedBy('economy_indicators'),
          year: col.int,
          month: col.int,
          content: col.text,
          created_by: col.byUser,
          ...col.stamps,
        },
        indexes: { economy_explains_by_month: ['tenant_id', 'year', 'month'] },
      },
    });
    await sql`insert into role_permissions (tenant_id, role_id, permission)
      select tenant_id, id, 'economy.manage' from roles where rolename = '管委会'`.execute(db);
  },
};
