import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/** The park's enterprises' annual 火炬统计 figures and their main production devices. */
export const torch = tablesMigration({
  tables: {
    industry_torch_reports: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        org_id: col.ownedBy('orgs'),
        year: col.int,
        revenue: col.double,
        rd_expense: col.double,
        profit: col.double,
        tax: col.double,
        export_value: col.double,
        staff: col.int,
        rd_staff: col.int,
        patents: col.int,
        invention_patents: col.int,
        created_at: col.text,
      },
      uniques: { industry_torch_reports_org_year: ['tenant_id', 'org_id', 'year'] },
      indexes: { industry_torch_reports_year: ['tenant_id', 'year'] },
    },
    industry_devices: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        org_id: col.ownedBy('orgs'),
        name: col.text,
        model: col.textEmpty,
        category: col.text,
        maker: col.textEmpty,
        quantity: col.int,
        value: col.double,
        purchase_year: col.int,
        status: col.text,
        networked: col.zero,
        note: col.textEmpty,
      },
      indexes: { industry_devices_org: ['tenant_id', 'org_id'] },
    },
  },
});
