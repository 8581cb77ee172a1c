/**
 * The policy library (政策库), its quotas (指标), the quick-match questionnaire (政策快速匹配) and
 * hot policies: the enums, limits and DTOs of every `/api/dpboot/policy/…` call. The endpoints
 * and the DTOs' shapes are declared once, in the contracts (common/policy/contract-*.ts).
 *
 * Conventions: dates of a guide are 'YYYY-MM-DD' (park time, Asia/Shanghai), timestamps ISO-8601;
 * money is 万元 (a double); list answers are `{ list, total }`; `indexnumber` orders ascending.
 */

export * from './policy-dto-library.js';
export * from './policy-enums.js';
export type {
  HotPolicy,
  ListPoliciesQuery,
  PolicyAuditBody,
  PolicyDetail,
  PolicyFile,
  PolicyFilterOptions,
  PolicyForm,
  PolicyListItem,
  PolicySaved,
} from './policy/library/contract.js';
export type {
  MatchAnswer,
  MatchedCondition,
  MatchedItem,
  MatchedPolicy,
  MatchedQuota,
  MatchResult,
  MatchSummary,
  PolicyEnterpriseItem,
  PolicyEnterpriseQuery,
  ProfileAnswer,
  ProfileAnswers,
  Question,
  QuestionGroup,
  Questionnaire,
  QuickMatchBody,
  TestAnswerView,
  TestDetail,
  TestRecordItem,
} from './policy/match/contract.js';
export type {
  ApplyAward,
  ApplyAwardForm,
  ApplyCondition,
  ApplyConditionForm,
  ApplyItem,
  ApplyItemForm,
  ApplyTree,
  ConditionQuota,
  ConditionQuotaForm,
  TreeSaved,
} from './policy/tree/contract.js';
export type {
  IndexForm,
  QuotaForm,
  QuotaItem,
  QuotaOption,
  QuotaOptionForm,
  QuotaTypeForm,
  QuotaTypeItem,
  StateForm,
} from './policy/quota/contract.js';
