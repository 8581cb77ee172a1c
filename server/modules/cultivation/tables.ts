import type { Generated } from 'kysely';
import type { TenantColumn } from '../../db/schema.js';

/** A park's tier (梯度) of the cultivation ladder; `level` orders them, unique in the park. */
export interface CultivationTiersTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  name: string;
  level: number;
  pass_points: number | null;
  description: string;
  benefits: string;
  updated_at: string;
}

/** A criterion of a tier (common/cultivation/model.ts Criterion); `bands` is JSON [{min, points}]. */
export interface CultivationCriteriaTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  tier_id: number;
  sort: number;
  kind: string;
  grouping: string;
  metric: string;
  bands: string;
  min: number | null;
}

/** A figure entered for the cultivation (by the enterprise or an operator), one per organisation and key. */
export interface CultivationFiguresTable {
  tenant_id: TenantColumn;
  org_id: number;
  key: string;
  value: number;
  entered_by: number | null;
  entered_at: string;
}

/** An organisation's place in the operators' pool: its stage and the tier it is cultivated for. */
export interface CultivationPoolTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  org_id: number;
  stage: string;
  tier_id: number | null;
  note: string;
  recognised_at: string | null;
  updated_at: string;
}

/** Each move of an organisation in the pool, with the operator's note. */
export interface CultivationMovesTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  org_id: number;
  from_stage: string | null;
  to_stage: string;
  tier_name: string;
  note: string;
  actor_id: number | null;
  actor_name: string;
  created_at: string;
}

/**
 * Each enterprise's evaluation as the library lists it, kept by the module (stored.ts): rewritten
 * when its inputs change, so the library pages, filters and sorts in SQL. 0 stands for no tier.
 */
export interface CultivationEvaluationsTable {
  tenant_id: TenantColumn;
  org_id: number;
  name: string;
  industry: string;
  county: string;
  reached_tier_id: number;
  reached_name: string;
  reached_level: number;
  next_tier_id: number;
  next_name: string;
  next_level: number;
  /** The points scored on the next tier (on the reached one at the top of the ladder). */
  points: number;
  deficit: number;
  unmet: number;
  /** The library's order: -1 at the top of the ladder, else unmet × 1000 + deficit. */
  distance: number;
  /** 1: within 10 points or one condition of the next tier. */
  near: number;
  /** The gap in words with the figures (for the enterprise and the park's operators). */
  gap: string;
  /** The gap without figures (还差 8 分，未满足 1 项条件), for everyone else. */
  gap_summary: string;
  /** The day the evaluation may change by itself (the next anniversary of the setup date). */
  stale_on: string;
  evaluated_at: string;
}

declare module '../../db/schema.js' {
  interface DB {
    cultivation_tiers: CultivationTiersTable;
    cultivation_criteria: CultivationCriteriaTable;
    cultivation_figures: CultivationFiguresTable;
    cultivation_pool: CultivationPoolTable;
    cultivation_moves: CultivationMovesTable;
    cultivation_evaluations: CultivationEvaluationsTable;
  }
}
