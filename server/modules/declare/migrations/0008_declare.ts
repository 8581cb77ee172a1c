import type { PortableMigration } from '../../../db/migrations/helpers.js';
import {
  byUser,
  column,
  createTables,
  double,
  doubleOrNull,
  int,
  intOrNull,
  one,
  ref,
  refNotNull,
  stamps,
  tenant,
  text,
  textOrNull,
  unique,
  ownedBy,
} from '../../../db/migrations/tables.js';

/**
 * Policy declarations (政策申报): the operators' declaration notices for a policy's apply item with
 * their material slots, the organisations' applications with their files, and the landing (兑现)
 * recorded once an application passed. The review trail lives in audit_logs
 * (subject_type 'declare_application').
 */
export const declarations: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      declarations: {
        id: true,
        columns: {
          tenant_id: tenant,
          policy_id: refNotNull('policies'),
          apply_item_id: refNotNull('policy_apply_items'),
          title: text,
          name: text,
          // 'YYYY-MM-DD' in the park's time zone, both days included.
          start_date: text,
          end_date: text,
          dept: text,
          phone: text,
          content: text,
          creator_id: byUser,
          ...stamps,
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
          tenant_id: tenant,
          declaration_id: ownedBy('declarations'),
          name: text,
          required: one,
          // Comma-separated kinds: pdf, image, word, excel, zip.
          types: text,
          note: text,
          position: int,
        },
        indexes: { declaration_materials_of: ['declaration_id', 'position'] },
      },
      declare_applications: {
        id: true,
        columns: {
          tenant_id: tenant,
          declaration_id: refNotNull('declarations'),
          org_id: refNotNull('orgs'),
          user_id: byUser,
          // TOSUBMIT (draft) / TOAUDIT / PASS / FAIL / BACK
          state: text,
          contact_name: text,
          contact_phone: text,
          project_name: text,
          project_summary: text,
          amount_applied: doubleOrNull,
          revenue: doubleOrNull,
          rd_expense: doubleOrNull,
          employees: intOrNull,
          remark: text,
          reason: text,
          submitted_at: textOrNull,
          audited_at: textOrNull,
          auditor_id: byUser,
          ...stamps,
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
          tenant_id: tenant,
          application_id: ownedBy('declare_applications'),
          material_id: refNotNull('declaration_materials'),
          attachment_id: refNotNull('attachments'),
          position: int,
          created_at: text,
        },
        indexes: {
          declare_application_files_slot: unique('application_id', 'material_id', 'attachment_id'),
          declare_application_files_material: ['material_id'],
        },
      },
      declare_landings: {
        id: true,
        columns: {
          tenant_id: tenant,
          application_id: column('integer', (c) =>
            c.notNull().unique().references('declare_applications.id').onDelete('cascade'),
          ),
          amount: double,
          landed_on: text,
          note: text,
          attachment_id: ref('attachments'),
          recorder_id: byUser,
          ...stamps,
        },
      },
    });
  },
};
