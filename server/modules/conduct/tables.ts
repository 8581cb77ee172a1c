import type { Generated } from 'kysely';
import type { TenantColumn } from '../../db/schema.js';

/**
 * A park's guide to applying for the qualification (申报步骤与材料), one row per park, written by
 * its operators. The steps and the materials are ordered lists kept whole (JSON text): they are
 * read and replaced together, never queried one by one.
 */
export interface ConductGuidesTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  intro: string;
  /** JSON: [{ title, detail }], in order. */
  steps: string;
  /** JSON: [{ name, note }], in order. */
  materials: string;
  updated_by: number | null;
  updated_at: string;
}

declare module '../../db/schema.js' {
  interface DB {
    conduct_guides: ConductGuidesTable;
  }
}
