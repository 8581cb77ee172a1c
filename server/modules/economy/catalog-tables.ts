import type { Generated } from 'kysely';
import type { TenantColumn } from '../../db/schema.js';

/**
 * 指标定义 (common/economy/catalog.ts): what enterprises report of a type, and what is derived
 * from it.
 */
export interface EconomyIndicatorsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  /** INDICATOR_TYPES. */
  type: string;
  /** The template's column key, unique in the park. */
  code: string;
  name: string;
  unit: string;
  /** FREQUENCIES. */
  frequency: string;
  /** INDICATOR_KINDS. */
  kind: string;
  /** DERIVE_METHODS for a derived indicator; '' for a reported one. */
  method: string;
  /** What a derived indicator is computed from (a reported indicator of the same type). */
  basis_id: number | null;
  /** RATIO's denominator. */
  denominator_id: number | null;
  /** 统计口径. */
  scope: string;
  sort: number;
  enabled: number;
  updated_at: string;
}

/** The enterprises expected to report a type each month (报送名单). */
export interface EconomyReportersTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  type: string;
  org_id: number;
}

/** One enterprise's cumulative (累计值) of a reported indicator at the end of a month. */
export interface EconomyOrgDataTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  org_id: number;
  indicator_id: number;
  year: number;
  month: number;
  value: number;
  updated_by: number | null;
  updated_at: string;
}

/** 数据说明: why an indicator's month looks as it does, for the brief and the reviewers. */
export interface EconomyExplainsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  indicator_id: number;
  year: number;
  month: number;
  content: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema.js' {
  interface DB {
    economy_indicators: EconomyIndicatorsTable;
    economy_reporters: EconomyReportersTable;
    economy_org_data: EconomyOrgDataTable;
    economy_explains: EconomyExplainsTable;
  }
}
