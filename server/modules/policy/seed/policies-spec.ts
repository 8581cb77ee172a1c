import { AWARD_KINDS, CONDITION_OPERATORS, POLICY_LEVELS, type AwardKind, type ConditionOperator, type PolicyLevel } from '../../../../common/policy.js';

/** The shape of the demo policy library, kept as data in policies-hangzhou.json and policies-suzhou.json. */

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

const oneOf = <Key extends string>(labels: Record<Key, unknown>, value: string, what: string): Key => {
  if (!Object.hasOwn(labels, value)) throw new Error(`demo policy library: unknown ${what} "${value}"`);
  return value as Key;
};

const VALIDITIES: Record<Validity, true> = { live: true, longterm: true, expired: true, upcoming: true };
const STATES = { CHECK: true, CANCEL: true } as const;

type RawLink = readonly (string | number | readonly string[])[];
interface RawPolicy {
  title: string;
  docNo: string;
  issuer: string;
  level: string;
  industries: readonly string[];
  purpose: string;
  summary: string;
  eligible: string;
  validity: string;
  state?: string;
  reason?: string;
  items: readonly {
    name: string;
    description: string;
    autoGrant: boolean;
    awards: readonly { name: string; kind: string; amount: number; description: string }[];
    conditions: readonly { name: string; logic: string; links: readonly RawLink[] }[];
  }[];
}

function linkOf(raw: RawLink): LinkSpec {
  const [key, operator, value, value2] = raw;
  if (typeof key !== 'string' || typeof operator !== 'string' || value === undefined || (value2 !== undefined && typeof value2 !== 'number'))
    throw new Error(`demo policy library: a condition link is not [key, operator, value, value2?]: ${JSON.stringify(raw)}`);
  const checked = oneOf(CONDITION_OPERATORS, operator, 'operator');
  const threshold = typeof value === 'object' ? value : Number(value);
  return value2 === undefined ? [key, checked, threshold] : [key, checked, threshold, value2];
}

/** The library's policies as kept in the JSON beside the seed, their enumerations checked. */
export function readPolicySpecs(raw: readonly RawPolicy[]): PolicySpec[] {
  return raw.map((p) => ({
    ...p,
    level: oneOf(POLICY_LEVELS, p.level, 'level'),
    validity: oneOf(VALIDITIES, p.validity, 'validity'),
    state: p.state === undefined ? undefined : oneOf(STATES, p.state, 'state'),
    items: p.items.map((item) => ({
      ...item,
      awards: item.awards.map((a) => ({ ...a, kind: oneOf(AWARD_KINDS, a.kind, 'award kind') })),
      conditions: item.conditions.map((c) => ({
        name: c.name,
        logic: oneOf({ ALL: true, ANY: true }, c.logic, 'logic'),
        links: c.links.map(linkOf),
      })),
    })),
  }));
}
