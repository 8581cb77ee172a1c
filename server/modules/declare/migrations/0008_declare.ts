import * as col from '../../../db/migrations/columns.js';
import { tablesMigration, unique } from '../../../db/migrations/tables.js';

/**
 * Policy declarations (政策申报): the operators' declaration notices for a policy's apply item with
 * their material slots, the organisations' applications with their files, and the landing (兑现)
 * recorded once an application passed. The review trail lives in audit_logs
 * (subject_type 'declare_application').
 */
export const declarations = tablesMigration({
  tables: {
    declarations: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        policy_id: col.refNotNull('policies'),
        apply_item_id: col.refNotNull('policy_apply_items'),
        title: col.text,
        name: col.text,
        // 'YYYY-MM-DD' in the park's time zone, both days included.
        start_date: col.text,
        end_date: col.text,
        dept: col.text,
        phone: col.text,
        content: col.text,
        creator_id: col.byUser,
        ...col.stamps,
      },
      // is_declare_title / is_declare_name answer from these; two operators saving at once cannot both win.
      indexes: {
        declarations_title: unique('tenant_id', 'title'),
        declarations_name: unique('tenant_id', 'name'),
        declarations_window: ['tenant_id', 'end_date', 'start_date'],
        declarations_policy: ['tenant_id', 'policy_id'],
      },
    },
    declaration_materials: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        declaration_id: col.ownedBy('declarations'),
        name: col.text,
        required: col.one,
        // Comma-separated kinds: pdf, image, word, excel, zip.
        types: col.text,
        note: col.text,
        position: col.int,
      },
      indexes: { declaration_materials_of: ['declaration_id', 'position'] },
    },
    declare_applications: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        declaration_id: col.refNotNull('declarations'),
        org_id: col.refNotNull('orgs'),
        user_id: col.byUser,
        // TOSUBMIT (draft) / TOAUDIT / PASS / FAIL / BACK
        state: col.text,
        contact_name: col.text,
        contact_phone: col.text,
        project_name: col.text,
        project_summary: col.text,
        amount_applied: col.doubleOrNull,
        revenue: col.doubleOrNull,
        rd_expense: col.doubleOrNull,
        employees: col.intOrNull,
        remark: col.text,
        reason: col.text,
        submitted_at: col.textOrNull,
        audited_at: col.textOrNull,
        auditor_id: col.byUser,
        ...col.stamps,
      },
      indexes: {
        // One application per organisation and declaration (startDeclare relies on it under concurrency).
        declare_applications_one: unique('tenant_id', 'declaration_id', 'org_id'),
        declare_applications_queue: ['tenant_id', 'state', 'updated_at'],
        declare_applications_org: ['tenant_id', 'org_id'],
      },
    },
    declare_application_files: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        application_id: col.ownedBy('declare_applications'),
        material_id: col.refNotNull('declaration_materials'),
        attachment_id: col.refNotNull('attachments'),
        position: col.int,
        created_at: col.text,
      },
      indexes: {
        declare_application_files_slot: unique('application_id', 'material_id', 'attachment_id'),
        declare_application_files_material: ['material_id'],
      },
    },
    declare_landings: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        application_id: col.column('integer', (c) =>
          c.notNull().unique().references('declare_applications.id').onDelete('cascade'),
        ),
        amount: col.double,
        landed_on: col.text,
        note: col.text,
        attachment_id: col.ref('attachments'),
        recorder_id: col.byUser,
        ...col.stamps,
      },
    },
  },
});
