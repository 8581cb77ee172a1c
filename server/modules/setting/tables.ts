import type { TenantColumn } from '../../db/schema.js';
/** Table of migration 0015_park_settings: a park's settings that are not fields of its tenant row. */
export interface ParkSettingsTable {
  tenant_id: TenantColumn;
  /** contact | portal | agreements | sms */
  section: string;
  /** The section's values as JSON (store.ts reads and writes them). */
  value: string;
  updated_at: string;
  updated_by: number | null;
}

declare module '../../db/schema.js' {
  interface DB {
    park_settings: ParkSettingsTable;
  }
}
