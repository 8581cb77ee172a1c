/** Limits of an activity and its sign-ups (the server checks them; the forms show them). */
export const ACTIVITY_LIMITS = {
  titleMin: 2,
  titleMax: 60,
  placeMax: 100,
  hostMax: 60,
  bodyMax: 50_000,
  capacityMin: 1,
  capacityMax: 5000,
  inviteMax: 200,
  remarkMax: 100,
} as const;

/** The audience tag that puts an activity on /gc/conduct's page. */
export const HIGH_TECH_TAG = '高新技术企业';

/** The activity types a park runs. */
export const ACTIVITY_TYPES = ['政策宣讲', '培训沙龙', '投融资路演', '供需对接', '参观交流'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Where an activity stands for a visitor: computed from its times and places, never stored. */
export const ACTIVITY_PHASES = { OPEN: '报名中', FULL: '名额已满', CLOSED: '报名截止', ENDED: '已结束' } as const;
export type ActivityPhase = keyof typeof ACTIVITY_PHASES;

export const FULL_MESSAGE = '名额已满';
export const CLOSED_MESSAGE = '报名已截止';
export const ALREADY_MESSAGE = '您已报名该活动';
export const NOT_ENROLLED_MESSAGE = '您未报名该活动';

/** Check-in at the event opens this long before the start and closes at the end. */
export const CHECKIN_OPENS_MINUTES = 60;
/** The per-activity code the operator shows on a screen: this many digits. */
export const CHECKIN_CODE_DIGITS = 6;
export const WRONG_CODE_MESSAGE = '签到码不正确';
export const CHECKIN_CLOSED_MESSAGE = `不在签到时间内（活动开始前${String(CHECKIN_OPENS_MINUTES)}分钟至活动结束）`;
export const CHECKIN_NOT_ENROLLED_MESSAGE = '您未报名该活动，不能签到';

/** Whether check-in is open at `now`: from CHECKIN_OPENS_MINUTES before the start until the end. */
export function checkInOpen(a: { startAt: string; endAt: string }, now: string): boolean {
  const at = Date.parse(now);
  return at >= Date.parse(a.startAt) - CHECKIN_OPENS_MINUTES * 60_000 && at < Date.parse(a.endAt);
}

export function phaseOf(a: { capacity: number; enrolled: number; deadline: string; endAt: string }, now: string): ActivityPhase {
  if (a.endAt <= now) return 'ENDED';
  if (a.deadline <= now) return 'CLOSED';
  if (a.enrolled >= a.capacity) return 'FULL';
  return 'OPEN';
}

/** What is wrong with an activity's times, in the words a form shows; null when they fit. */
export function timesProblem(t: { startAt: string; endAt: string; deadline: string }): string | null {
  const [start, end, deadline] = [Date.parse(t.startAt), Date.parse(t.endAt), Date.parse(t.deadline)];
  if ([start, end, deadline].some(Number.isNaN)) return '活动时间格式不正确';
  if (end <= start) return '结束时间须晚于开始时间';
  if (deadline > start) return '报名截止时间不能晚于活动开始时间';
  return null;
}
