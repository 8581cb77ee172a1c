import { Type, type Static } from 'typebox';
import type {
  MatchResult,
  PolicyEnterpriseItem,
  ProfileAnswers,
  Question,
  Questionnaire,
  TestDetail,
  TestRecordItem,
} from '../../../common/policy.js';
import { POLICY_LIMITS as L } from '../../../common/policy.js';
import { envelopeOf } from '../../lib/schema.js';
import {
  assertType,
  Id,
  LevelSchema,
  MatchLevelSchema,
  Nullable,
  pageOf,
  paging,
  ProfileFieldSchema,
  QuotaKindSchema,
  SearchText,
  SourceSchema,
  VerdictSchema,
  type Same,
} from './schema-common.js';
import { OptionSchema } from './schema-quota.js';

/** Schemas of the questionnaire, quick matching, test records and a policy's enterprises. */

export const QuestionSchema = Type.Object({
  quotaId: Type.Integer(),
  typeId: Type.Integer(),
  name: Type.String(),
  question: Type.String(),
  kind: QuotaKindSchema,
  unit: Type.String(),
  hint: Type.String(),
  profileField: Nullable(ProfileFieldSchema),
  indexnumber: Type.Integer(),
  options: Type.Array(OptionSchema),
});
export const QuestionAnswer = envelopeOf(QuestionSchema);

export const QuestionnaireSchema = Type.Object({
  groups: Type.Array(
    Type.Object({
      typeId: Type.Integer(),
      typeName: Type.String(),
      indexnumber: Type.Integer(),
      questions: Type.Array(QuestionSchema),
    }),
  ),
  questionCount: Type.Integer(),
});
export const QuestionnaireAnswer = envelopeOf(QuestionnaireSchema);

const answerFields = {
  quotaId: Id('题目'),
  optionIds: Type.Optional(Type.Array(Id('答案选项'), { title: '答案选项', maxItems: L.optionsMax })),
  value: Type.Optional(Type.Number({ title: '答案数值', minimum: -1e12, maximum: 1e12 })),
};

export const ProfileAnswersSchema = Type.Object({
  orgId: Nullable(Type.Integer()),
  orgName: Type.String(),
  answers: Type.Array(
    Type.Object({ ...answerFields, display: Type.String(), profileField: ProfileFieldSchema }),
  ),
});
export const ProfileAnswersAnswer = envelopeOf(ProfileAnswersSchema);

export const MatchBody = Type.Object({
  answers: Type.Array(Type.Object(answerFields), { title: '问卷答案', maxItems: L.answersMax }),
  useProfile: Type.Optional(Type.Boolean({ title: '使用企业信息' })),
});
export type MatchBodyType = Static<typeof MatchBody>;

const SummarySchema = Type.Object({
  policyCount: Type.Integer(),
  matchedCount: Type.Integer(),
  partialCount: Type.Integer(),
  possibleCount: Type.Integer(),
  autoGrantedCount: Type.Integer(),
  totalAward: Type.Number(),
});

const MatchedQuotaSchema = Type.Object({
  quotaId: Type.Integer(),
  quotaName: Type.String(),
  verdict: VerdictSchema,
  explanation: Type.String(),
  source: Nullable(SourceSchema),
});

const MatchedConditionSchema = Type.Object({
  conditionId: Type.Integer(),
  name: Type.String(),
  verdict: VerdictSchema,
  verdictLabel: Type.String(),
  explanation: Type.String(),
  quotas: Type.Array(MatchedQuotaSchema),
});

const MatchedItemSchema = Type.Object({
  itemId: Type.Integer(),
  name: Type.String(),
  autoGrant: Type.Boolean(),
  verdict: VerdictSchema,
  verdictLabel: Type.String(),
  award: Type.Number(),
  conditions: Type.Array(MatchedConditionSchema),
});

const MatchedPolicySchema = Type.Object({
  policyId: Type.Integer(),
  title: Type.String(),
  issuer: Type.String(),
  level: LevelSchema,
  levelLabel: Type.String(),
  endDate: Nullable(Type.String()),
  matchLevel: MatchLevelSchema,
  matchLevelLabel: Type.String(),
  passed: Type.Integer(),
  failed: Type.Integer(),
  unknown: Type.Integer(),
  total: Type.Integer(),
  share: Type.Number(),
  estimatedAward: Type.Number(),
  autoGranted: Type.Boolean(),
  items: Type.Array(MatchedItemSchema),
});

export const MatchResultSchema = Type.Object({
  testId: Type.Integer(),
  createdAt: Type.String(),
  orgId: Nullable(Type.Integer()),
  orgName: Type.String(),
  summary: SummarySchema,
  policies: Type.Array(MatchedPolicySchema),
});
export const MatchAnswer = envelopeOf(MatchResultSchema);

export const RecordsQuery = Type.Object({ ...paging });
export const TestRecordSchema = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  orgName: Type.String(),
  answerCount: Type.Integer(),
  summary: SummarySchema,
  topPolicies: Type.Array(Type.String()),
});
export const RecordsAnswer = pageOf(TestRecordSchema);

export const TestDetailSchema = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  userName: Type.String(),
  orgId: Nullable(Type.Integer()),
  orgName: Type.String(),
  answers: Type.Array(
    Type.Object({
      quotaId: Type.Integer(),
      quotaName: Type.String(),
      typeName: Type.String(),
      source: SourceSchema,
      sourceLabel: Type.String(),
      optionIds: Type.Array(Type.Integer()),
      value: Nullable(Type.Number()),
      display: Type.String(),
    }),
  ),
  result: MatchResultSchema,
});
export const TestDetailAnswer = envelopeOf(TestDetailSchema);

export const EnterpriseQuery = Type.Object({
  id: Id('政策编号'),
  ...paging,
  matchLevel: Type.Optional(Type.Union([MatchLevelSchema, Type.Literal('')], { title: '匹配程度' })),
  search: SearchText,
});
export const EnterpriseSchema = Type.Object({
  orgId: Type.Integer(),
  orgName: Type.String(),
  creditCode: Type.String(),
  industryName: Type.String(),
  testId: Type.Integer(),
  testedAt: Type.String(),
  testCount: Type.Integer(),
  matchLevel: MatchLevelSchema,
  matchLevelLabel: Type.String(),
  share: Type.Number(),
  estimatedAward: Type.Number(),
  autoGranted: Type.Boolean(),
});
export const EnterpriseAnswer = pageOf(EnterpriseSchema);

assertType<Same<Static<typeof QuestionSchema>, Question>>(true);
assertType<Same<Static<typeof QuestionnaireSchema>, Questionnaire>>(true);
assertType<Same<Static<typeof ProfileAnswersSchema>, ProfileAnswers>>(true);
assertType<Same<Static<typeof MatchResultSchema>, MatchResult>>(true);
assertType<Same<Static<typeof TestRecordSchema>, TestRecordItem>>(true);
assertType<Same<Static<typeof TestDetailSchema>, TestDetail>>(true);
assertType<Same<Static<typeof EnterpriseSchema>, PolicyEnterpriseItem>>(true);
