import type {
  PolicyLevel,
  QuotaKind,
  ProfileField,
  MatchVerdict,
  PolicyMatchLevel,
  AnswerSource,
} from './policy-enums.js';
import type { QuotaOption } from './policy-dto-library.js';

/** DTOs of the questionnaire, quick matching and test records (re-exported by common/policy.ts). */

// ───────────────────────────── questionnaire and matching ─────────────────────────────

export interface Question {
  quotaId: number;
  typeId: number;
  name: string;
  /** What is asked (the quota's question, or its name). */
  question: string;
  kind: QuotaKind;
  unit: string;
  hint: string;
  profileField: ProfileField | null;
  indexnumber: number;
  options: QuotaOption[];
}

export interface QuestionGroup {
  typeId: number;
  typeName: string;
  indexnumber: number;
  questions: Question[];
}

export interface Questionnaire {
  groups: QuestionGroup[];
  questionCount: number;
}

/**
 * One answer: optionIds for option quotas ([] = none of them), value for number quotas. Leave an
 * unanswered question out of the list (do not send null: it would read as 0).
 */
export interface MatchAnswer {
  quotaId: number;
  optionIds?: number[];
  value?: number;
}

export interface ProfileAnswer extends MatchAnswer {
  /** What the answer reads as, e.g. '高新技术企业', '500万元'. */
  display: string;
  profileField: ProfileField;
}

export interface ProfileAnswers {
  /** null for a user without an organisation (answers are then empty). */
  orgId: number | null;
  orgName: string;
  answers: ProfileAnswer[];
}

export interface QuickMatchBody {
  answers: MatchAnswer[];
  /** Fill unanswered quotas from the organisation record (default true). */
  useProfile?: boolean;
}

export interface MatchedQuota {
  quotaId: number;
  quotaName: string;
  verdict: MatchVerdict;
  /** e.g. '研发投入占比 3.5% ≥ 3%，满足'. */
  explanation: string;
  source: AnswerSource | null;
}

export interface MatchedCondition {
  conditionId: number;
  name: string;
  verdict: MatchVerdict;
  verdictLabel: string;
  /** One sentence: the quota explanations joined. */
  explanation: string;
  quotas: MatchedQuota[];
}

export interface MatchedItem {
  itemId: number;
  name: string;
  autoGrant: boolean;
  verdict: MatchVerdict;
  verdictLabel: string;
  /** The item's highest award, 万元. */
  award: number;
  conditions: MatchedCondition[];
}

export interface MatchedPolicy {
  policyId: number;
  title: string;
  issuer: string;
  level: PolicyLevel;
  levelLabel: string;
  endDate: string | null;
  matchLevel: PolicyMatchLevel;
  matchLevelLabel: string;
  passed: number;
  failed: number;
  unknown: number;
  total: number;
  /** passed / total (1 when the policy has no conditions). */
  share: number;
  /** Sum of the highest awards of the items whose conditions all pass, 万元. */
  estimatedAward: number;
  /** Some passing item is 免申即享: the organisation enjoys it without applying. */
  autoGranted: boolean;
  items: MatchedItem[];
}

export interface MatchSummary {
  policyCount: number;
  matchedCount: number;
  partialCount: number;
  possibleCount: number;
  autoGrantedCount: number;
  /** Sum of estimatedAward over every policy, 万元. */
  totalAward: number;
}

export interface MatchResult {
  testId: number;
  createdAt: string;
  orgId: number | null;
  orgName: string;
  summary: MatchSummary;
  /** Ranked: MATCHED first, then by share of passed conditions, then by estimated award. */
  policies: MatchedPolicy[];
}

export interface TestRecordItem {
  id: number;
  createdAt: string;
  orgName: string;
  answerCount: number;
  summary: MatchSummary;
  /** Titles of the best few policies. */
  topPolicies: string[];
}

export interface TestAnswerView {
  quotaId: number;
  quotaName: string;
  typeName: string;
  source: AnswerSource;
  sourceLabel: string;
  optionIds: number[];
  value: number | null;
  display: string;
}

export interface TestDetail {
  id: number;
  createdAt: string;
  userName: string;
  orgId: number | null;
  orgName: string;
  answers: TestAnswerView[];
  result: MatchResult;
}

export interface PolicyEnterpriseQuery {
  id: number;
  pagenum?: number;
  size?: number;
  /** '' = every organisation that tested; otherwise only those whose latest test had this level. */
  matchLevel?: PolicyMatchLevel | '';
  search?: string;
}

export interface PolicyEnterpriseItem {
  orgId: number;
  orgName: string;
  creditCode: string;
  industryName: string;
  /** The organisation's latest test that included this policy. */
  testId: number;
  testedAt: string;
  testCount: number;
  matchLevel: PolicyMatchLevel;
  matchLevelLabel: string;
  share: number;
  estimatedAward: number;
  autoGranted: boolean;
}
