import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

const place = { park_id: col.ref('parks', 'set null'), address: col.text, lng: col.double, lat: col.double } as const;

/**
 * Carriers with their spaces, residents and 预约看房 requests; the directory of platforms and
 * investors; the three permissions for each park's built-in 管委会 role.
 */
export const tables = tablesMigration({
  tables: {
    carrier_carriers: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        name: col.text,
        type: col.text,
        level: col.text,
        ...place,
        area_m2: col.double,
        operator_name: col.text,
        contact: col.text,
        phone: col.text,
        services: col.text,
        featured: col.zero,
        intro: col.text,
        ...col.stamps,
      },
      indexes: { carrier_carriers_park: ['tenant_id', 'type'] },
    },
    carrier_resources: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        carrier_id: col.ownedBy('carrier_carriers'),
        name: col.text,
        type: col.text,
        floor: col.textEmpty,
        size: col.double,
        price: col.double,
        // FREE 空置 / RENTED 已租
        status: col.text,
        tenant_name: col.textEmpty,
        available_from: col.textOrNull,
        intro: col.textEmpty,
        ...col.stamps,
      },
      indexes: { carrier_resources_carrier: ['carrier_id', 'status'], carrier_resources_free: ['tenant_id', 'status', 'type'] },
    },
    carrier_residents: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        carrier_id: col.ownedBy('carrier_carriers'),
        name: col.text,
        industry: col.textEmpty,
        room: col.textEmpty,
        since: col.text,
      },
      indexes: { carrier_residents_carrier: ['carrier_id'] },
    },
    carrier_visits: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        carrier_id: col.ownedBy('carrier_carriers'),
        resource_id: col.ref('carrier_resources', 'set null'),
        user_id: col.byUser,
        name: col.text,
        phone: col.text,
        company: col.textEmpty,
        visit_date: col.text,
        note: col.textEmpty,
        // TOAUDIT 待联系 / DONE 已联系
        status: col.text,
        handled_note: col.textEmpty,
        handled_by: col.byUser,
        handled_at: col.textOrNull,
        created_at: col.text,
      },
      indexes: { carrier_visits_status: ['tenant_id', 'status'] },
    },
    carrier_directory: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        // PLATFORM 创新平台 / INVESTOR 投资机构
        kind: col.text,
        name: col.text,
        type: col.text,
        level: col.textEmpty,
        host: col.text,
        fields: col.text,
        stages: col.text,
        fund_size: col.doubleOrNull,
        ...place,
        contact: col.textEmpty,
        phone: col.textEmpty,
        intro: col.text,
        cases: col.textEmpty,
        ...col.stamps,
      },
      indexes: { carrier_directory_kind: ['tenant_id', 'kind', 'type'] },
    },
  },
  grants: ['carrier.manage', 'innovation.manage', 'investor.manage'],
});
