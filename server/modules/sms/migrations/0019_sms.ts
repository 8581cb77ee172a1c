import * as col from '../../../db/migrations/columns.js';
import { tablesMigration } from '../../../db/migrations/tables.js';

/**
 * SMS push: a park's templates, the batches operators send and one record per recipient with the
 * gateway's answer. The 管委会 roles of a park that ran before SMS push existed may push
 * (common/permissions.ts STAFF_PERMISSIONS holds sms.push).
 */
export const sms = tablesMigration({
  tables: {
    sms_templates: {
      id: true,
      columns: { tenant_id: col.tenant, name: col.text, text: col.text, ...col.stamps },
      indexes: { sms_templates_tenant: ['tenant_id', 'updated_at'] },
    },
    sms_batches: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        // The template's name when sent ('' without one): the template may change or go later.
        template_name: col.text,
        // The text with its variables, as written.
        text: col.text,
        // The recipient choice (common/audience/contract.ts) as JSON.
        audience: col.text,
        // SCHEDULED → SENDING → DONE (common/sms/contract.ts).
        status: col.text,
        send_at: col.text,
        finished_at: col.textOrNull,
        sender_id: col.byUser,
        created_at: col.text,
      },
      indexes: {
        sms_batches_due: ['status', 'send_at'],
        sms_batches_tenant: ['tenant_id', 'created_at'],
      },
    },
    sms_records: {
      id: true,
      columns: {
        tenant_id: col.tenant,
        batch_id: col.ownedBy('sms_batches'),
        user_id: col.byUser,
        // Who it was for when sent: the result screen shows them even if the user changes later.
        name: col.text,
        org_name: col.text,
        phone: col.text,
        // The text with the variables filled.
        text: col.text,
        // PENDING → SENDING (claimed by a sender) → SENT / FAILED; FAILED → PENDING on retry.
        status: col.text,
        result: col.textEmpty,
        attempts: col.zero,
        claimed_at: col.textOrNull,
        sent_at: col.textOrNull,
      },
      indexes: {
        sms_records_batch: ['batch_id', 'status'],
        sms_records_queue: ['status', 'tenant_id', 'id'],
      },
    },
  },
  grants: ['sms.push'],
});
