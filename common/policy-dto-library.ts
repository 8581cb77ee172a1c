import type {
  PolicyLevel,
  PolicyState,
  PolicyValidity,
  PolicySort,
  AwardKind,
  QuotaKind,
  QuotaState,
  ProfileField,
  ConditionOperator,
  ConditionLogic,
} from './policy-enums.js';

/** DTOs of the policy library, apply trees and quotas (re-exported by common/policy.ts). */

// ───────────────────────────── shared shapes ─────────────────────────────

export interface Page<T> {
  list: T[];
  total: number;
}

export interface DuplicateAnswer {
  duplicate: boolean;
}

/** Answer of a write that creates or changes one row. */
export interface Saved {
  id: number;
}

export interface PolicyFile {
  id: number;
  filename: string;
  mime: string;
  size: number;
  /** Download address (signed request): /api/dpboot/attach/download/{id}. */
  url: string;
}

// ───────────────────────────── policy library ─────────────────────────────

export interface ListPoliciesQuery {
  pagenum?: number;
  /** 1–100, default 20. */
  size?: number;
  /** Text in the title, document number, issuer or summary. */
  search?: string;
  level?: PolicyLevel | '';
  /** One industry name; policies for every industry (no industries) match any. */
  industry?: string;
  issuer?: string;
  /** Operators only; ignored (JOINT) for everyone else. '' = every state. */
  state?: PolicyState | '';
  /** '' = any; the public list shows UPCOMING and LIVE by default (validity '' means not EXPIRED for them). */
  validity?: PolicyValidity | 'ALL' | '';
  /** Only policies with an apply item marked 免申即享. */
  autoGrant?: boolean;
  sort?: PolicySort;
}

export interface PolicyListItem {
  id: number;
  title: string;
  docNo: string;
  issuer: string;
  level: PolicyLevel;
  levelLabel: string;
  /** Empty = every industry (不限行业). */
  industries: string[];
  summary: string;
  publishDate: string;
  startDate: string;
  /** null = 长期有效. */
  endDate: string | null;
  validity: PolicyValidity;
  validityLabel: string;
  state: PolicyState;
  stateLabel: string;
  /** Why review failed (CANCEL); '' otherwise. */
  reason: string;
  /** Sum over apply items of each item's highest award, 万元. */
  maxAward: number;
  itemCount: number;
  /** Some apply item is 免申即享. */
  autoGrant: boolean;
  viewCount: number;
  updatedAt: string;
}

export interface PolicyFilterOptions {
  levels: { value: PolicyLevel; label: string; count: number }[];
  industries: { name: string; count: number }[];
  issuers: { name: string; count: number }[];
}

export interface PolicyDetail extends PolicyListItem {
  /** 申报对象. */
  eligible: string;
  /** 政策内容 (plain text, paragraphs separated by blank lines). */
  content: string;
  /** 申报方式/流程. */
  applyMethod: string;
  contactName: string;
  contactPhone: string;
  /** 原文链接; '' when none. */
  sourceUrl: string;
  attachments: PolicyFile[];
  matchCount: number;
  createdAt: string;
}

/** Body of add_policy (edit_policy adds `id`). */
export interface PolicyForm {
  id?: number;
  title: string;
  docNo?: string;
  issuer: string;
  level: PolicyLevel;
  industries?: string[];
  eligible?: string;
  summary?: string;
  content: string;
  applyMethod?: string;
  /** 'YYYY-MM-DD'. */
  publishDate: string;
  startDate: string;
  /** '' or absent = 长期有效; not before startDate. */
  endDate?: string;
  contactName?: string;
  contactPhone?: string;
  sourceUrl?: string;
  attachmentIds?: number[];
}

export interface PolicySaved {
  id: number;
  state: PolicyState;
}

export interface PolicyAuditBody {
  id: number;
  /** JOINT publishes; CANCEL refuses and needs a reason. */
  state: 'JOINT' | 'CANCEL';
  reason?: string;
}

export interface HotPolicy {
  id: number;
  title: string;
  issuer: string;
  level: PolicyLevel;
  levelLabel: string;
  endDate: string | null;
  maxAward: number;
  autoGrant: boolean;
  /** Distinct visitors per day, all time. */
  viewCount: number;
  /** Tests in which the policy was MATCHED or PARTIAL. */
  matchCount: number;
  /** viewCount + 3 × matchCount: the order of the list. */
  heat: number;
}

// ───────────────────────────── apply tree ─────────────────────────────

export interface ApplyAward {
  id: number;
  itemId: number;
  name: string;
  kind: AwardKind;
  kindLabel: string;
  /** 万元; 0 when the support is not money (e.g. 优先推荐). */
  amount: number;
  description: string;
  indexnumber: number;
}

export interface ConditionQuota {
  id: number;
  conditionId: number;
  quotaId: number;
  quotaName: string;
  quotaKind: QuotaKind;
  unit: string;
  operator: ConditionOperator;
  /** NUMBER quotas: the threshold (BETWEEN: the lower end). */
  value: number | null;
  /** BETWEEN: the upper end. */
  value2: number | null;
  /** Option quotas: the options the operator compares with. */
  optionIds: number[];
  optionLabels: string[];
  /** e.g. '研发投入占比 ≥ 3%', '企业资质 属于其中之一：高新技术企业、专精特新企业'. */
  text: string;
}

export interface ApplyCondition {
  id: number;
  itemId: number;
  /** The condition as the guide words it, e.g. '研发投入占营业收入比例不低于3%'. */
  name: string;
  logic: ConditionLogic;
  indexnumber: number;
  quotas: ConditionQuota[];
}

export interface ApplyItem {
  id: number;
  policyId: number;
  name: string;
  description: string;
  /** 免申即享: the organisation gets it without applying when its conditions pass. */
  autoGrant: boolean;
  indexnumber: number;
  /** The item's highest award, 万元. */
  maxAward: number;
  awards: ApplyAward[];
  conditions: ApplyCondition[];
}

export interface ApplyTree {
  policyId: number;
  title: string;
  state: PolicyState;
  items: ApplyItem[];
}

export interface ApplyItemForm {
  id?: number;
  policyId: number;
  name: string;
  description?: string;
  autoGrant?: boolean;
  indexnumber?: number;
}

export interface ApplyAwardForm {
  id?: number;
  itemId: number;
  name: string;
  kind: AwardKind;
  amount: number;
  description?: string;
  indexnumber?: number;
}

export interface ApplyConditionForm {
  id?: number;
  itemId: number;
  name: string;
  logic?: ConditionLogic;
  indexnumber?: number;
}

export interface ConditionQuotaForm {
  id?: number;
  conditionId: number;
  quotaId: number;
  operator: ConditionOperator;
  /** NUMBER quotas: the threshold (BETWEEN: lower end). Omit it for option quotas (never send null). */
  value?: number;
  /** BETWEEN only: the upper end. */
  value2?: number;
  optionIds?: number[];
}

/** Answer of every apply-tree write: the row and the policy's state after it. */
export interface TreeSaved {
  id: number;
  policyId: number;
  policyState: PolicyState;
}

// ───────────────────────────── quotas ─────────────────────────────

export interface QuotaTypeItem {
  id: number;
  name: string;
  indexnumber: number;
  state: QuotaState;
  stateLabel: string;
  quotaCount: number;
}

export interface QuotaTypeForm {
  id?: number;
  name: string;
  indexnumber?: number;
  state?: QuotaState;
}

export interface QuotaOption {
  id: number;
  quotaId: number;
  label: string;
  indexnumber: number;
}

export interface QuotaItem {
  id: number;
  typeId: number;
  typeName: string;
  name: string;
  kind: QuotaKind;
  kindLabel: string;
  unit: string;
  /** Asked in the questionnaire. */
  isQuestion: boolean;
  /** The question as asked; '' = the name. */
  question: string;
  hint: string;
  profileField: ProfileField | null;
  indexnumber: number;
  state: QuotaState;
  stateLabel: string;
  options: QuotaOption[];
  /** Condition links that use the quota. */
  usedBy: number;
}

/** Body of addquota (updatequota adds `id`). `options` (labels) are used on add only. */
export interface QuotaForm {
  id?: number;
  typeId: number;
  name: string;
  kind: QuotaKind;
  unit?: string;
  isQuestion?: boolean;
  question?: string;
  hint?: string;
  /** '' = answered by the person only. */
  profileField?: ProfileField | '';
  indexnumber?: number;
  state?: QuotaState;
  options?: string[];
}

export interface QuotaOptionForm {
  id?: number;
  quotaId: number;
  label: string;
  indexnumber?: number;
}

export interface StateForm {
  id: number;
  state: QuotaState;
}

export interface IndexForm {
  id: number;
  indexnumber: number;
}
