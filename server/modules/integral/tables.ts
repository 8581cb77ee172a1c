import type { Generated } from 'kysely';
import type { IntegralSystemStatus } from '../../../common/integral/contract.js';
import type { IntegralField, IntegralStage } from '../../../common/integral/model.js';
import type { TenantColumn } from '../../db/schema.js';

/** Tables of migration 0020_integral: indicator-system versions, approved figures and scores. */

/** A version of a park's indicator system for a year. Never changed once stored, but for its computation. */
export interface IntegralSystemsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  year: number;
  /** 1, 2, … within the park and year. */
  version: number;
  status: IntegralSystemStatus;
  based_on_id: number | null;
  note: string;
  /** The SystemDefinition (common/integral/model.ts) as JSON. */
  definition: string;
  indicator_count: number;
  /** Organisations scored when the computation finished. */
  scored_count: number;
  author_id: number | null;
  created_at: string;
  /** When a process took the computation (a claim older than CLAIM_TIMEOUT is taken over). */
  claimed_at: string | null;
  computed_at: string | null;
  error: string;
}

/** An approved figure of an organisation for a year: what scores are computed from. */
export interface IntegralValuesTable {
  tenant_id: TenantColumn;
  org_id: number;
  year: number;
  field: IntegralField;
  value: number;
  approved_at: string;
}

/** An organisation's score under a system version, with its breakdown. */
export interface IntegralScoresTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  system_id: number;
  year: number;
  org_id: number;
  stage: IntegralStage;
  /** Full years at the end of the year; null when the setup date was unknown. */
  age: number | null;
  total: number;
  tech: number;
  growth: number;
  feature: number;
  missing_count: number;
  /** Competition rank within the version (equal totals share it); set once the whole park is scored. */
  park_rank: number;
  /** One entry per indicator of the version, in its order (breakdown.ts). */
  breakdown: string;
  /** The figures used, field → value (JSON). */
  inputs: string;
  computed_at: string;
}

declare module '../../db/schema.js' {
  interface DB {
    integral_systems: IntegralSystemsTable;
    integral_values: IntegralValuesTable;
    integral_scores: IntegralScoresTable;
  }
}
