/**
 * Docking (对接): an organisation asks the owner of a published item to talk business. The owner
 * accepts (both sides then read each other's contacts) or declines with a reason; an accepted
 * docking records its outcome later.
 */
export const DOCK_STATES = { WAITING: '待回复', ACCEPTED: '已接受', DECLINED: '已婉拒' } as const;
export type DockState = keyof typeof DOCK_STATES;
export const DOCK_STATE_KEYS = Object.keys(DOCK_STATES) as DockState[];

export const DOCK_OUTCOMES = { DEAL: '达成合作', NO_DEAL: '未达成' } as const;
export type DockOutcomeKey = keyof typeof DOCK_OUTCOMES;
export const DOCK_OUTCOME_KEYS = Object.keys(DOCK_OUTCOMES) as DockOutcomeKey[];

export const DOCK_LIMITS = { messageMin: 10, messageMax: 500, reasonMin: 2, reasonMax: 200 } as const;

/** What a docking's state and outcome read as, together (待回复, 已婉拒, 已接受 · 达成合作…). */
export function dockLabel(status: DockState, outcome: DockOutcomeKey | ''): string {
  return outcome ? `${DOCK_STATES[status]} · ${DOCK_OUTCOMES[outcome]}` : DOCK_STATES[status];
}
