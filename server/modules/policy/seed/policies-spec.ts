import type { AwardKind, ConditionOperator, PolicyLevel } from '../../../../common/policy.js';

/** The small language the demo policy library is written in (policies-hangzhou.ts, policies-suzhou.ts). */

/** [quota key, operator, threshold or option labels, upper threshold for BETWEEN]. */
export type LinkSpec = readonly [
  key: string,
  operator: ConditionOperator,
  value: number | readonly string[],
  value2?: number,
];

export interface ConditionSpec {
  name: string;
  logic: 'ALL' | 'ANY';
  links: readonly LinkSpec[];
}

export interface AwardSpec {
  name: string;
  kind: AwardKind;
  amount: number;
  description: string;
}

export interface ItemSpec {
  name: string;
  description: string;
  autoGrant: boolean;
  awards: readonly AwardSpec[];
  conditions: readonly ConditionSpec[];
}

/** live: open now, ends in one to three years; longterm: no end date; expired: ended before the seeding day; upcoming: opens later. */
export type Validity = 'live' | 'longterm' | 'expired' | 'upcoming';

export interface PolicySpec {
  title: string;
  docNo: string;
  issuer: string;
  level: PolicyLevel;
  industries: readonly string[];
  /** Why the policy exists: the first sentence of its content. */
  purpose: string;
  summary: string;
  eligible: string;
  items: readonly ItemSpec[];
  validity: Validity;
  state?: 'CHECK' | 'CANCEL';
  reason?: string;
}

export const C = (name: string, ...links: LinkSpec[]): ConditionSpec => ({ name, logic: 'ALL', links });
export const CA = (name: string, ...links: LinkSpec[]): ConditionSpec => ({ name, logic: 'ANY', links });
/** A condition the department checks by hand (no quota can tell). */
export const manual = (name: string): ConditionSpec => ({ name, logic: 'ALL', links: [] });

export const A = (name: string, amount: number, kind: AwardKind = 'REWARD', description = ''): AwardSpec => ({
  name,
  kind,
  amount,
  description,
});

export function I(
  name: string,
  awards: AwardSpec[],
  conditions: ConditionSpec[],
  options: { auto?: boolean; description?: string } = {},
): ItemSpec {
  return {
    name,
    description: options.description ?? '',
    autoGrant: options.auto ?? false,
    awards,
    conditions,
  };
}

export function P(spec: Omit<PolicySpec, 'validity'> & { validity?: Validity }): PolicySpec {
  return { ...spec, validity: spec.validity ?? 'live' };
}

export const IN_PARK = C('工商注册地、税务征管关系在本园区', ['inPark', 'ANY', ['是']]);
export const GOOD_CREDIT = C('近三年无严重失信、重大安全和环保事故', ['credit', 'ANY', ['是（无不良记录）']]);
