/**
 * A park's industry chains (common/industry/README.md): each a tree of nodes — segment (上游 /
 * 中游 / 下游) → link (环节) → product (产品) — with the park's enterprises tagged to nodes and
 * external target enterprises to attract (招商目标).
 */

export const NODE_LEVELS = { SEGMENT: '环节段', LINK: '环节', PRODUCT: '产品' } as const;
export type NodeLevel = keyof typeof NODE_LEVELS;
export const NODE_LEVEL_KEYS = Object.keys(NODE_LEVELS) as NodeLevel[];

export const STREAMS = { UP: '上游', MID: '中游', DOWN: '下游' } as const;
export type Stream = keyof typeof STREAMS;
export const STREAM_KEYS = Object.keys(STREAMS) as Stream[];

/** Derived from the local enterprises: none → 缺, fewer than the node's `strongAt` → 弱, else 强. */
export const STRENGTHS = { STRONG: '强', WEAK: '弱', MISSING: '缺' } as const;
export type Strength = keyof typeof STRENGTHS;
export const STRENGTH_KEYS = Object.keys(STRENGTHS) as Strength[];

export const TARGET_STATES = { LEAD: '待接洽', CONTACTED: '已接洽', VISITED: '已考察', SIGNED: '已签约', DROPPED: '已放弃' } as const;
export type TargetState = keyof typeof TARGET_STATES;
export const TARGET_STATE_KEYS = Object.keys(TARGET_STATES) as TargetState[];

export const TARGET_SCALES = ['大型', '中型', '小型', '上市公司', '独角兽'] as const;

/** How many local enterprises make a node strong when the park sets nothing else. */
export const DEFAULT_STRONG_AT = 3;

export function strengthOf(local: number, strongAt: number = DEFAULT_STRONG_AT): Strength {
  if (local <= 0) return 'MISSING';
  return local >= strongAt ? 'STRONG' : 'WEAK';
}

export const INDUSTRY_LIMITS = {
  nameMax: 40,
  textMax: 500,
  nodesMax: 200,
  importRowsMax: 500,
} as const;
