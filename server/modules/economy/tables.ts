import type { Generated } from 'kysely';
import type { TenantColumn } from '../../db/schema.js';

/** A park's statistical sub-area (片区): the unit its monthly figures are reported by. */
export interface EconomyAreasTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  name: string;
  sort: number;
}

/** The year's target of an indicator for an area; the park's target is the sum of its areas'. */
export interface EconomyTargetsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  area_id: number;
  /** common/economy/indicators.ts TARGET_INDICATORS. */
  indicator: string;
  year: number;
  /** 万元. */
  target: number;
}

/** An area's cumulative figure (累计值, 万元) of an indicator at the end of a month. */
export interface EconomyActualsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  area_id: number;
  indicator: string;
  year: number;
  /** 1–12. */
  month: number;
  cumulative: number;
  /** Why the cumulative fell below the month before (statistical revision); '' otherwise. */
  note: string;
  /** 1 once the month was reviewed and locked: no more changes. */
  locked: number;
  updated_by: number | null;
  updated_at: string;
}

declare module '../../db/schema.js' {
  interface DB {
    economy_areas: EconomyAreasTable;
    economy_targets: EconomyTargetsTable;
    economy_actuals: EconomyActualsTable;
  }
}
