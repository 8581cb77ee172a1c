import { Type } from 'typebox';
import { Id, IdQuery, Nullable, pageOf, sortFields } from '../../contract/atoms.js';
import { defineContract, type AnswerOf, type BodyOf, type ItemOf, type QueryOf } from '../../contract/endpoint.js';
import { POLICY_LIMITS as L } from '../../policy-enums.js';
import { QuotaOptionSchema } from '../quota/contract.js';
import {
  LevelSchema,
  MatchLevelSchema,
  paging,
  ProfileFieldSchema,
  QuotaKindSchema,
  SearchText,
  SourceSchema,
  VerdictSchema,
} from '../schemas.js';

/**
 * The questionnaire (public), quick matching and test records (signed in) and the organisations
 * that tested a policy (operators): SPEC §7 questions, quick_match, list_test_records, testdetail,
 * enterprise. Titles become the validation messages.
 */

const Question = Type.Object({
  quotaId: Type.Integer(),
  typeId: Type.Integer(),
  name: Type.String(),
  question: Type.String({ description: '提问的文字（指标的问题，或其名称）' }),
  kind: QuotaKindSchema,
  unit: Type.String(),
  hint: Type.String(),
  profileField: Nullable(ProfileFieldSchema),
  indexnumber: Type.Integer(),
  options: Type.Array(QuotaOptionSchema),
});

/**
 * One answer: optionIds for option quotas ([] = none of them), value for number quotas. An
 * unanswered question is left out (null would read as 0).
 */
const answerFields = {
  quotaId: Id('题目'),
  optionIds: Type.Optional(Type.Array(Id('答案选项'), { title: '答案选项', maxItems: L.optionsMax })),
  value: Type.Optional(Type.Number({ title: '答案数值', minimum: -1e12, maximum: 1e12 })),
};

const Summary = Type.Object({
  policyCount: Type.Integer(),
  matchedCount: Type.Integer(),
  partialCount: Type.Integer(),
  possibleCount: Type.Integer(),
  autoGrantedCount: Type.Integer(),
  totalAward: Type.Number({ description: '各政策预计奖补之和（万元）' }),
});

const MatchedQuota = Type.Object({
  quotaId: Type.Integer(),
  quotaName: Type.String(),
  verdict: VerdictSchema,
  explanation: Type.String({ description: '如 研发投入占比 4.2%，要求 ≥ 3%，符合；未填写上年度营业收入，无法判断，待确认' }),
  source: Nullable(SourceSchema),
});

const MatchedCondition = Type.Object({
  conditionId: Type.Integer(),
  name: Type.String(),
  verdict: VerdictSchema,
  verdictLabel: Type.String(),
  explanation: Type.String(),
  quotas: Type.Array(MatchedQuota),
});

const MatchedItem = Type.Object({
  itemId: Type.Integer(),
  name: Type.String(),
  autoGrant: Type.Boolean(),
  verdict: VerdictSchema,
  verdictLabel: Type.String(),
  award: Type.Number({ description: '该事项的最高奖补，万元' }),
  conditions: Type.Array(MatchedCondition),
});

const MatchedPolicy = Type.Object({
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
  share: Type.Number({ description: 'passed / total；没有条件为 1' }),
  estimatedAward: Type.Number({ description: '条件全部满足的事项的最高奖补之和，万元' }),
  autoGranted: Type.Boolean({ description: '有满足条件的免申即享事项' }),
  items: Type.Array(MatchedItem),
});

const MatchResult = Type.Object({
  testId: Type.Integer(),
  createdAt: Type.String(),
  orgId: Nullable(Type.Integer()),
  orgName: Type.String(),
  summary: Summary,
  policies: Type.Array(MatchedPolicy, { description: '完全匹配在前，再按满足条件占比、预计奖补' }),
});

const TestQuery = IdQuery('测评记录编号');

/** A policy's enterprises may be sorted by these (server/modules/policy/repo-match.ts maps them). */
export const POLICY_ENTERPRISE_SORTS = ['orgName', 'testedAt', 'share', 'award'] as const;
const QuestionQuery = IdQuery('题目');

export const policyMatchContract = defineContract(
  { base: 'dpboot', tag: 'policy-match', module: '政策匹配' },
  {
    questions: {
      method: 'GET',
      path: 'policy/questions',
      access: 'public',
      summary: '政策匹配问卷（公开）',
      description: '启用的指标类型下启用且作为题目的指标，按类型、排序号分组排列。',
      answer: Type.Object({
        groups: Type.Array(
          Type.Object({
            typeId: Type.Integer(),
            typeName: Type.String(),
            indexnumber: Type.Integer(),
            questions: Type.Array(Question),
          }),
        ),
        questionCount: Type.Integer(),
      }),
    },
    questionInfo: {
      method: 'GET',
      path: 'policy/questioninfo',
      access: 'public',
      summary: '问卷中的一道题（公开）',
      query: QuestionQuery,
      answer: Question,
    },
    answersOfQuestion: {
      method: 'GET',
      path: 'policy/answers_of_question',
      access: 'public',
      summary: '一道题的答案选项（公开）',
      query: QuestionQuery,
      answer: Type.Array(QuotaOptionSchema),
    },
    profileAnswers: {
      method: 'GET',
      path: 'policy/my_profile_answers',
      access: 'login',
      summary: '根据本人所属机构信息可自动作答的题目（登录）',
      description: '未关联机构的用户为空列表。',
      answer: Type.Object({
        orgId: Nullable(Type.Integer({ description: '未关联机构为 null' })),
        orgName: Type.String(),
        answers: Type.Array(
          Type.Object({
            ...answerFields,
            display: Type.String({ description: '答案的文字，如 高新技术企业、500万元' }),
            profileField: ProfileFieldSchema,
          }),
        ),
      }),
    },
    quickMatch: {
      method: 'POST',
      path: 'policy/quick_match',
      access: 'login',
      summary: '政策快速匹配（登录）',
      description:
        '用问卷答案（未作答的题目默认用所属机构信息补充）与本园区全部已发布且未过期的政策逐条比对，按“全部满足优先、满足条件占比（高者在前，即使奖补较少）、预计奖补金额”排序（都相同时政策编号小的在前），并保存为测评记录。',
      body: Type.Object({
        answers: Type.Array(Type.Object(answerFields), { title: '问卷答案', maxItems: L.answersMax }),
        useProfile: Type.Optional(Type.Boolean({ title: '使用企业信息', description: '默认 true' })),
      }),
      answer: MatchResult,
      message: '匹配完成',
    },
    testRecords: {
      method: 'GET',
      path: 'policy/list_test_records',
      access: 'login',
      summary: '我的测评记录（登录）',
      query: Type.Object({ ...paging }),
      answer: pageOf(
        Type.Object({
          id: Type.Integer(),
          createdAt: Type.String(),
          orgName: Type.String(),
          answerCount: Type.Integer(),
          summary: Summary,
          topPolicies: Type.Array(Type.String(), { description: '最匹配的几项政策的标题' }),
        }),
      ),
    },
    testDetail: {
      method: 'GET',
      path: 'policy/testdetail',
      access: 'login',
      summary: '测评记录详情（本人或运营人员）',
      description: '当时的答案与匹配结果，原样保存。',
      query: TestQuery,
      answer: Type.Object({
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
        result: MatchResult,
      }),
    },
    enterprises: {
      method: 'GET',
      path: 'policy/enterprise',
      access: 'operator',
      permission: 'policy.manage',
      dataScope: { none: '名单由企业自行测评形成，不由经办人录入，面向全园区的政策管理' },
      summary: '测评过某政策的企业（运营）',
      description: '每家企业取其最近一次包含该政策的测评结果，按测评时间从新到旧。',
      query: Type.Object({
        id: Id('政策编号'),
        ...paging,
        matchLevel: Type.Optional(
          Type.Union([MatchLevelSchema, Type.Literal('')], {
            title: '匹配程度',
            description: '空为全部；否则只看最近一次测评为该程度的企业',
          }),
        ),
        search: SearchText,
        ...sortFields(POLICY_ENTERPRISE_SORTS),
      }),
      answer: pageOf(
        Type.Object({
          orgId: Type.Integer(),
          orgName: Type.String(),
          creditCode: Type.String(),
          industryName: Type.String(),
          testId: Type.Integer({ description: '该企业最近一次包含该政策的测评' }),
          testedAt: Type.String(),
          testCount: Type.Integer(),
          matchLevel: MatchLevelSchema,
          matchLevelLabel: Type.String(),
          share: Type.Number(),
          estimatedAward: Type.Number(),
          autoGranted: Type.Boolean(),
        }),
      ),
    },
  },
);

type C = typeof policyMatchContract;
export type Questionnaire = AnswerOf<C['questions']>;
export type QuestionGroup = Questionnaire['groups'][number];
export type Question = AnswerOf<C['questionInfo']>;
export type ProfileAnswers = AnswerOf<C['profileAnswers']>;
export type ProfileAnswer = ProfileAnswers['answers'][number];
export type QuickMatchBody = BodyOf<C['quickMatch']>;
export type MatchAnswer = QuickMatchBody['answers'][number];
export type MatchResult = AnswerOf<C['quickMatch']>;
export type MatchSummary = MatchResult['summary'];
export type MatchedPolicy = MatchResult['policies'][number];
export type MatchedItem = MatchedPolicy['items'][number];
export type MatchedCondition = MatchedItem['conditions'][number];
export type MatchedQuota = MatchedCondition['quotas'][number];
export type TestRecordItem = ItemOf<C['testRecords']>;
export type TestDetail = AnswerOf<C['testDetail']>;
export type TestAnswerView = TestDetail['answers'][number];
export type PolicyEnterpriseQuery = QueryOf<C['enterprises']>;
export type PolicyEnterpriseItem = ItemOf<C['enterprises']>;
