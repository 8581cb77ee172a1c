/**
 * A questionnaire's answers, kept by question id: options picked (single/multiple choice) or a
 * number. Pure helpers, shared by the question field, the stepper and the screens.
 */

export type QuestionKind = 'SINGLE' | 'MULTI' | 'NUMBER';

export interface QuestionOption {
  value: number;
  label: string;
}

export interface QuestionSpec {
  id: number;
  /** What is asked. */
  title: string;
  kind: QuestionKind;
  options: QuestionOption[];
  /** NUMBER: shown after the input, e.g. 万元. */
  unit?: string;
  hint?: string;
}

export interface QuestionGroupSpec {
  id: number;
  title: string;
  questions: QuestionSpec[];
}

/** optionIds for choice questions ([] = none of them), value for number questions. */
export interface Answer {
  optionIds?: number[];
  value?: number | null;
}

export type Answers = Record<number, Answer | undefined>;

export function isAnswered(question: Pick<QuestionSpec, 'kind'>, answer: Answer | undefined): boolean {
  if (!answer) return false;
  if (question.kind === 'NUMBER') return typeof answer.value === 'number' && Number.isFinite(answer.value);
  return Array.isArray(answer.optionIds) && answer.optionIds.length > 0;
}

export function answeredCount(questions: QuestionSpec[], answers: Answers): number {
  return questions.filter((q) => isAnswered(q, answers[q.id])).length;
}

/** Only the answered questions, in the questionnaire's order. */
export function answeredList(questions: QuestionSpec[], answers: Answers): Array<Answer & { id: number }> {
  return questions
    .filter((q) => isAnswered(q, answers[q.id]))
    .map((q) => {
      const answer = answers[q.id]!;
      return q.kind === 'NUMBER' ? { id: q.id, value: answer.value } : { id: q.id, optionIds: answer.optionIds };
    });
}

/** What an answer reads as: '高新技术企业、专精特新', '500万元', '' when unanswered. */
export function answerText(question: QuestionSpec, answer: Answer | undefined): string {
  if (!isAnswered(question, answer)) return '';
  if (question.kind === 'NUMBER') return `${answer!.value}${question.unit ?? ''}`;
  return (answer!.optionIds ?? [])
    .map((id) => question.options.find((o) => o.value === id)?.label)
    .filter((label): label is string => !!label)
    .join('、');
}

/** Why a number answer is not acceptable ('' when it is): finite and within ±1e12. */
export function numberProblem(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (!Number.isFinite(value)) return '请输入有效的数字';
  if (Math.abs(value) > 1e12) return '数值过大，请核对';
  return '';
}
