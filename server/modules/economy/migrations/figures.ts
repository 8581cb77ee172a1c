import { sql } from 'kysely';
import * as col from '../../../db/migrations/columns.js';
import type { PortableMigration } from '../../../db/migrations/helpers.js';
import { createTables } from '../../../db/migrations/tables.js';

/** What a target and a figure are of: an area's indicator in a year. */
const AREA_INDICATOR_YEAR = {
  tenant_id: col.tenant,
  area_id: col.ownedBy('economy_areas'),
  indicator: col.text,
  year: col.int,
} as const;

/**
 * The parks' sub-areas, their yearly targets and monthly cumulative figures of the seven target
 * indicators; the 管委会 role, whose monthly work this is, gets the three economy permissions.
 */
export const figures: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      economy_areas: {
        id: true,
        columns: { tenant_id: col.tenant, name: col.text, sort: col.zero },
        uniques: { economy_areas_name_unique: ['tenant_id', 'name'] },
      },
      economy_targets: {
        id: true,
        columns: { ...AREA_INDICATOR_YEAR, target: col.double },
        uniques: { economy_targets_unique: ['tenant_id', 'area_id', 'indicator', 'year'] },
      },
      economy_actuals: {
        id: true,
        columns: {
          ...AREA_INDICATOR_YEAR,
          month: col.int,
          cumulative: col.double,
          note: col.textEmpty,
          locked: col.zero,
          updated_by: col.byUser,
          updated_at: col.text,
        },
        uniques: { economy_actuals_unique: ['tenant_id', 'area_id', 'indicator', 'year', 'month'] },
        indexes: { economy_actuals_by_indicator: ['tenant_id', 'indicator', 'year'] },
      },
    });
    for (const permission of ['economy.view', 'economy.input', 'economy.lock'])
      await sql`insert into role_permissions (tenant_id, role_id, permission)
        select tenant_id, id, ${permission} from roles where rolename = '管委会'`.execute(db);
  },
};
