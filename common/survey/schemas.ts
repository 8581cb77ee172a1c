import { Type } from 'typebox';
import { Nullable } from '../contract/atoms.js';
import { QUESTION_KINDS, SURVEY_LIMITS as L, SURVEY_STATUSES, TARGET_MODES } from './rules.js';

/** The shapes of the survey contract (contract.ts). */

export const QuestionKindSchema = Type.Enum([...QUESTION_KINDS], { title: '题型', description: 'SINGLE 单选 / MULTI 多选 / TEXT 填空 / NUMBER 数值' });
export const SurveyStatusSchema = Type.Enum([...SURVEY_STATUSES], { description: 'DRAFT 草稿 / OPEN 进行中 / CLOSED 已结束' });
export const TargetModeSchema = Type.Enum([...TARGET_MODES], { title: '发送方式', description: 'LIST 指定企业 / INDUSTRY 按行业 / CATEGORY 按企业类别' });

export const QuestionInput = Type.Object({
  title: Type.String({ title: '题目', minLength: 2, maxLength: L.questionMax }),
  kind: QuestionKindSchema,
  required: Type.Boolean({ title: '是否必答' }),
  options: Type.Array(Type.String({ title: '选项', minLength: 1, maxLength: L.optionMax }), { title: '选项', maxItems: L.optionsMax }),
  unit: Type.Optional(Type.String({ title: '单位', maxLength: L.unitMax })),
});

export const SurveyInput = Type.Object({
  id: Type.Optional(Type.Integer({ title: '调查', minimum: 1 })),
  title: Type.String({ title: '调查名称', minLength: 2, maxLength: L.titleMax }),
  intro: Type.String({ title: '调查说明', maxLength: L.introMax }),
  deadline: Nullable(Type.String({ title: '截止日期', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD，空为不设截止日期' })),
  questions: Type.Array(QuestionInput, { title: '题目', minItems: 1, maxItems: L.questionsMax }),
});

export const SendInput = Type.Object({
  mode: TargetModeSchema,
  orgIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { title: '企业', maxItems: L.pickMax })),
  values: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { title: '行业或企业类别', maxItems: L.valuesMax })),
});

export const Option = Type.Object({ id: Type.Integer(), label: Type.String() });

const questionFields = {
  id: Type.Integer(),
  title: Type.String(),
  kind: QuestionKindSchema,
  required: Type.Boolean(),
  options: Type.Array(Option),
  unit: Type.String(),
};
export const Question = Type.Object(questionFields);

export const AnswerInput = Type.Object({
  questionId: Type.Integer({ minimum: 1 }),
  optionIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: L.optionsMax })),
  text: Type.Optional(Type.String({ title: '填空', maxLength: L.textAnswerMax })),
  value: Type.Optional(Nullable(Type.Number({ title: '数值' }))),
});

/** What every list of surveys shows of one. */
const headFields = {
  id: Type.Integer(),
  title: Type.String(),
  status: SurveyStatusSchema,
  statusLabel: Type.String(),
  deadline: Nullable(Type.String()),
  questionCount: Type.Integer(),
};

const rowFields = {
  ...headFields,
  sentCount: Type.Integer({ description: '已发送企业数' }),
  answerCount: Type.Integer({ description: '已答卷企业数' }),
  openedAt: Nullable(Type.String()),
  closedAt: Nullable(Type.String()),
  updatedAt: Type.String(),
};
export const SurveyRow = Type.Object(rowFields);

export const SurveyDetail = Type.Object({
  ...rowFields,
  intro: Type.String(),
  questions: Type.Array(Question),
  authorName: Type.String(),
});

export const TargetRow = Type.Object({
  orgId: Type.Integer(),
  orgName: Type.String(),
  via: Type.String({ description: '如何选中：指定企业 / 行业名 / 企业类别' }),
  sentAt: Type.String(),
  answeredAt: Nullable(Type.String()),
  answererName: Type.String(),
});

export const OrgOption = Type.Object({ id: Type.Integer(), name: Type.String(), industry: Type.String(), category: Type.String() });

const OptionResult = Type.Object({ id: Type.Integer(), label: Type.String(), count: Type.Integer(), share: Type.Number({ description: '占答题企业的百分比，一位小数' }) });

export const QuestionResult = Type.Object({
  ...questionFields,
  answered: Type.Integer({ description: '答了该题的企业数' }),
  options: Type.Array(OptionResult),
  average: Nullable(Type.Number()),
  min: Nullable(Type.Number()),
  max: Nullable(Type.Number()),
  texts: Type.Array(Type.Object({ orgName: Type.String(), text: Type.String() })),
});

export const SurveyResult = Type.Object({
  survey: SurveyRow,
  questions: Type.Array(QuestionResult),
});

const mineFields = {
  ...headFields,
  sentAt: Type.String(),
  answeredAt: Nullable(Type.String()),
};
export const MySurveyRow = Type.Object(mineFields);

export const Paper = Type.Object({
  ...mineFields,
  intro: Type.String(),
  questions: Type.Array(Question),
  answers: Type.Array(AnswerInput),
  answererName: Type.String(),
  editable: Type.Boolean(),
  lockReason: Type.String({ description: '不能作答时的原因，能作答时为空' }),
});
