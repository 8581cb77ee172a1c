import type { PortableMigration } from '../../../db/migrations/helpers.js';
import {
  byUser,
  createTables,
  grantToStaff,
  ownedBy,
  stamps,
  tenant,
  text,
  textEmpty,
  textOrNull,
  zero,
} from '../../../db/migrations/tables.js';

/**
 * SMS push: a park's templates, the batches operators send and one record per recipient with the
 * gateway's answer. The 管委会 roles of a park that ran before SMS push existed may push
 * (common/permissions.ts STAFF_PERMISSIONS holds sms.push).
 */
export const sms: PortableMigration = {
  async up(db, dialect) {
    await createTables(db, dialect, {
      sms_templates: {
        id: true,
        columns: { tenant_id: tenant, name: text, text, ...stamps },
        indexes: { sms_templates_tenant: ['tenant_id', 'updated_at'] },
      },
      sms_batches: {
        id: true,
        columns: {
          tenant_id: tenant,
          // The template's name when sent ('' without one): the template may change or go later.
          template_name: text,
          // The text with its variables, as written.
          text,
          // The recipient choice (common/audience/contract.ts) as JSON.
          audience: text,
          // SCHEDULED → SENDING → DONE (common/sms/contract.ts).
          status: text,
          send_at: text,
          finished_at: textOrNull,
          sender_id: byUser,
          created_at: text,
        },
        indexes: {
          sms_batches_due: ['status', 'send_at'],
          sms_batches_tenant: ['tenant_id', 'created_at'],
        },
      },
      sms_records: {
        id: true,
        columns: {
          tenant_id: tenant,
          batch_id: ownedBy('sms_batches'),
          user_id: byUser,
          // Who it was for when sent: the result screen shows them even if the user changes later.
          name: text,
          org_name: text,
          phone: text,
          // The text with the variables filled.
          text,
          // PENDING → SENDING (claimed by a sender) → SENT / FAILED; FAILED → PENDING on retry.
          status: text,
          result: textEmpty,
          attempts: zero,
          claimed_at: textOrNull,
          sent_at: textOrNull,
        },
        indexes: {
          sms_records_batch: ['batch_id', 'status'],
          sms_records_queue: ['status', 'tenant_id', 'id'],
        },
      },
    });

    await grantToStaff(db, 'sms.push');
  },
};
