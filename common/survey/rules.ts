import { quoted } from '../quoted.js';

/**
 * 企业调查's terms: the kinds of question, a survey's life, how its recipients are chosen and the
 * limits of a questionnaire. Pure values, read by the server's checks and the screens alike.
 */

/** The keys of a table of labels, in its order. */
const keysOf = <T extends Record<string, string>>(labels: T) => Object.keys(labels) as Array<keyof T & string>;

/** 单选 / 多选 / 填空 / 数值. */
export const QUESTION_KIND = { SINGLE: '单选题', MULTI: '多选题', TEXT: '填空题', NUMBER: '数值题' } as const;
export type QuestionKind = keyof typeof QUESTION_KIND;
export const QUESTION_KINDS = keysOf(QUESTION_KIND);
export const isChoice = (kind: QuestionKind) => kind === 'SINGLE' || kind === 'MULTI';

/**
 * 草稿 while the park builds it (editable, not seen by any enterprise); 进行中 once sent (answers
 * taken, more enterprises may be added, the questions are fixed); 已结束 once closed (no answer is
 * taken or changed; the results stay).
 */
export const SURVEY_STATUS = { DRAFT: '草稿', OPEN: '进行中', CLOSED: '已结束' } as const;
export type SurveyStatus = keyof typeof SURVEY_STATUS;
export const SURVEY_STATUSES = keysOf(SURVEY_STATUS);

/** Whom a sending reaches: enterprises picked one by one, every enterprise of an industry, or of a category (企业类别). */
export const TARGET_MODE = { LIST: '指定企业', INDUSTRY: '按行业', CATEGORY: '按企业类别' } as const;
export type TargetMode = keyof typeof TARGET_MODE;
export const TARGET_MODES = keysOf(TARGET_MODE);

export const SURVEY_LIMITS = {
  // The questionnaire: title, introduction, questions, a question's title, options, an option, a unit.
  ...{ titleMax: 60, introMax: 500, questionsMax: 50, questionMax: 200 },
  ...{ optionsMin: 2, optionsMax: 20, optionMax: 60, unitMax: 10 },
  textAnswerMax: 1000,
  /** Enterprises picked one by one in one sending. */
  pickMax: 500,
  /** Industries or categories named in one sending. */
  valuesMax: 20,
  numberAbsMax: 1e12,
} as const;

/** A closed survey refuses answers with this; an open one past its deadline too. */
export const SURVEY_CLOSED = '该调查已结束，不能再提交或修改答卷';
export const NOT_SENT = '该调查未发送给本企业';
export const NOT_ORG = '仅认证企业的用户可以填写企业调查，请先完成企业认证';

/** 45.5%: a share of the answers, one decimal, '0%' for none. */
export function shareText(count: number, of: number): string {
  if (of <= 0) return '0%';
  return `${String(Math.round((count / of) * 1000) / 10)}%`;
}

/** The share as a number of percent with one decimal (what the results carry). */
export const sharePercent = (count: number, of: number) => (of <= 0 ? 0 : Math.round((count / of) * 1000) / 10);

/** What is wrong with a questionnaire's questions ('' for nothing): both sides say it the same way. */
export function questionsProblem(questions: ReadonlyArray<{ title: string; kind: QuestionKind; options: readonly string[] }>): string {
  if (questions.length === 0) return '请至少添加 1 道题目';
  for (const [i, q] of questions.entries()) {
    const title = q.title.trim();
    if (title.length < 2) return `第 ${String(i + 1)} 题的题目至少 2 个字`;
    if (!isChoice(q.kind)) continue;
    const name = `第 ${String(i + 1)} 题${quoted(title)}`;
    const labels = q.options.map((o) => o.trim());
    if (labels.some((l) => !l)) return `${name}有空白选项，请填写或删除`;
    if (labels.length < SURVEY_LIMITS.optionsMin) return `${name}至少需要 ${String(SURVEY_LIMITS.optionsMin)} 个选项`;
    const twice = labels.find((l, j) => labels.indexOf(l) !== j);
    if (twice) return `${name}的选项${quoted(twice)}重复`;
  }
  return '';
}
