/**
 * The quality directory's, reserve pool's and achievements' terms (./contract.ts re-exports them):
 * how a park sets its threshold and its default, the reserve pool's window, the kinds and sources
 * of an achievement and their limits.
 */

/** How a park sets its threshold: a total to reach, or the top share of its scored enterprises. */
export const QUALITY_MODES = ['SCORE', 'TOP'] as const;
export type QualityMode = (typeof QUALITY_MODES)[number];
export const QUALITY_MODE_LABELS: Readonly<Record<QualityMode, string>> = {
  SCORE: '按分数线',
  TOP: '按排名前百分比',
};

/** A park's threshold when it has set none for the year: its top 20%. */
export const DEFAULT_QUALITY_THRESHOLD = { mode: 'TOP', value: 20 } as const satisfies {
  mode: QualityMode;
  value: number;
};

/** The reserve pool's window below the threshold, in points. */
export const RESERVE_GAP = { default: 10, min: 0.5, max: 50 } as const;

/** What a score earned. */
export const ACHIEVEMENT_TYPES = ['LOAN', 'POLICY', 'CULTIVATE', 'OTHER'] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];
export const ACHIEVEMENT_TYPE_LABELS: Readonly<Record<AchievementType, string>> = {
  LOAN: '积分贷',
  POLICY: '政策扶持',
  CULTIVATE: '培育入库',
  OTHER: '其他',
};
/** Types whose record must say how much (万元). */
export const AMOUNT_REQUIRED: readonly AchievementType[] = ['LOAN', 'POLICY'];

/** Where an achievement comes from: entered by an operator, or an approved policy declaration of this product. */
export const ACHIEVEMENT_SOURCES = ['ENTERED', 'DECLARE'] as const;
export type AchievementSource = (typeof ACHIEVEMENT_SOURCES)[number];
export const ACHIEVEMENT_SOURCE_LABELS: Readonly<Record<AchievementSource, string>> = {
  ENTERED: '运营登记',
  DECLARE: '政策申报',
};

export const ACHIEVEMENT_LIMITS = { amountMax: 1_000_000, noteMax: 200 } as const;
