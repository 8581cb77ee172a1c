import type { Generated } from 'kysely';
import type { SmsBatchStatus, SmsRecordStatus } from '../../../common/sms/contract.js';
import type { TenantColumn } from '../../db/schema.js';

/** Tables of migration 0019_sms: templates, batches and their per-recipient records. */

export interface SmsTemplatesTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  name: string;
  text: string;
  created_at: string;
  updated_at: string;
}

export interface SmsBatchesTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  template_name: string;
  text: string;
  /** JSON of the Audience. */
  audience: string;
  status: SmsBatchStatus;
  send_at: string;
  finished_at: string | null;
  sender_id: number | null;
  created_at: string;
}

export interface SmsRecordsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  batch_id: number;
  user_id: number | null;
  name: string;
  org_name: string;
  phone: string;
  text: string;
  status: SmsRecordStatus;
  result: Generated<string>;
  attempts: Generated<number>;
  claimed_at: string | null;
  sent_at: string | null;
}

declare module '../../db/schema.js' {
  interface DB {
    sms_templates: SmsTemplatesTable;
    sms_batches: SmsBatchesTable;
    sms_records: SmsRecordsTable;
  }
}
