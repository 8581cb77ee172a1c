import type { Band, CriterionKind, CultivationMetric } from '../../../../common/cultivation/model.js';
import data from './tiers.json';

/**
 * The national ladder as the demo parks print it (tiers.json): 创新型中小企业 (评价 100 分, 60 分合格,
 * or a direct condition), 专精特新中小企业 (基本条件 plus 60 of 100 points), 专精特新“小巨人” and
 * 制造业单项冠军 (conditions only), after the 2022 MIIT measures, simplified to the figures the
 * product holds; and what each park grants at each level, as its enterprise-service office prints it.
 */

export interface SeedCriterion {
  kind: CriterionKind;
  grouping: string;
  metric: CultivationMetric;
  bands?: Band[];
  min?: number;
}
export interface SeedTier {
  name: string;
  level: number;
  passPoints: number | null;
  description: string;
  criteria: SeedCriterion[];
}

export const LADDER = data.ladder as SeedTier[];

/** Per park (its tenant id), the benefits of each level in order. */
export const BENEFITS: Record<number, readonly string[]> = data.benefits;
