import type {
  AnswerSource,
  ConditionLogic,
  ConditionOperator,
  PolicyLevel,
  QuotaKind,
} from '../../../../common/policy.js';

/** What the matching engine works on: plain data, loaded in a few batched queries (load.ts). */

export interface EngineQuota {
  id: number;
  name: string;
  kind: QuotaKind;
  unit: string;
  /** Option id → label. */
  options: ReadonlyMap<number, string>;
  /** Disabled quotas are neither asked nor matched: links to them are left out. */
  enabled: boolean;
}

export interface EngineLink {
  id: number;
  quotaId: number;
  operator: ConditionOperator;
  value: number | null;
  value2: number | null;
  optionIds: number[];
}

export interface EngineCondition {
  id: number;
  name: string;
  logic: ConditionLogic;
  links: EngineLink[];
}

export interface EngineItem {
  id: number;
  name: string;
  autoGrant: boolean;
  /** The item's highest award, 万元. */
  maxAward: number;
  conditions: EngineCondition[];
}

export interface EnginePolicy {
  id: number;
  title: string;
  issuer: string;
  level: PolicyLevel;
  endDate: string | null;
  items: EngineItem[];
}

/** An answer the engine compares with: options for option quotas, a number for number quotas. */
export interface ResolvedAnswer {
  quotaId: number;
  optionIds: number[];
  value: number | null;
  source: AnswerSource;
}
