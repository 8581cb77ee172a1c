import type { Generated } from 'kysely';
import type { AssessCriterion, RoundStatus } from '../../../../common/finance/assess/rules.js';
import type { TenantColumn } from '../../../db/schema.js';

/** 银行考核's tables (migration assess): rounds, the figures computed from the ledger, the additions with who and why. */

export interface FinanceAssessRoundsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  name: string;
  period_from: string;
  period_to: string;
  /** WeightedCriterion[] as JSON. */
  criteria: string;
  status: RoundStatus;
  computed_at: string | null;
  author_id: number | null;
  created_at: string;
  updated_at: string;
}

/** One bank's figure of one criterion of a round, as the ledger gave it at the last computation (null: none). */
export interface FinanceAssessFiguresTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  round_id: number;
  institution_id: number;
  criterion: AssessCriterion;
  value: number | null;
}

export interface FinanceAssessAdjustmentsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  round_id: number;
  institution_id: number;
  criterion: AssessCriterion;
  delta: number;
  reason: string;
  actor_id: number | null;
  actor_name: string;
  at: string;
}

declare module '../../../db/schema.js' {
  interface DB {
    finance_assess_rounds: FinanceAssessRoundsTable;
    finance_assess_figures: FinanceAssessFiguresTable;
    finance_assess_adjustments: FinanceAssessAdjustmentsTable;
  }
}
