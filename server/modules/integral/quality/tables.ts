import type { Generated } from 'kysely';
import type { AchievementType, QualityMode } from '../../../../common/integral/quality/contract.js';
import type { TenantColumn } from '../../../db/schema.js';

/** Tables of migration 0022_integral_quality. */

/** A park's quality threshold of a year; a year without a row uses DEFAULT_QUALITY_THRESHOLD. */
export interface IntegralQualityThresholdsTable {
  tenant_id: TenantColumn;
  year: number;
  mode: QualityMode;
  value: number;
  updated_by: number | null;
  updated_at: string;
}

/** What a score earned, entered by an operator. */
export interface IntegralAchievementsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  org_id: number;
  type: AchievementType;
  /** 万元. */
  amount: number | null;
  /** YYYY-MM-DD. */
  achieved_on: string;
  note: string;
  author_id: number | null;
  created_at: string;
  updated_at: string;
}

declare module '../../../db/schema.js' {
  interface DB {
    integral_quality_thresholds: IntegralQualityThresholdsTable;
    integral_achievements: IntegralAchievementsTable;
  }
}
