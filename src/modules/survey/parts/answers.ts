import { quoted } from '@common/quoted';
import type { Answer, QuestionSpec } from '@/ui/questionnaire';
import type { AnswerItem, SurveyQuestion } from '../api';

/** A survey's answers as the screen keeps them: the kit's choice/number answers, or a text. */
export type Sheet = Record<number, (Answer & { text?: string }) | undefined>;

/** A choice or number question as the kit's questionnaire field draws it. */
export const specOf = (q: SurveyQuestion): QuestionSpec => ({
  id: q.id,
  title: q.title,
  kind: q.kind === 'TEXT' ? 'SINGLE' : q.kind,
  options: q.options.map((o) => ({ value: o.id, label: o.label })),
  unit: q.unit || undefined,
});

export const sheetOf = (answers: readonly AnswerItem[]): Sheet =>
  Object.fromEntries(answers.map((a) => [a.questionId, { optionIds: a.optionIds, value: a.value, text: a.text }]));

const answered = (q: SurveyQuestion, a: Sheet[number]) =>
  !!a && (q.kind === 'TEXT' ? !!a.text?.trim() : q.kind === 'NUMBER' ? typeof a.value === 'number' : (a.optionIds?.length ?? 0) > 0);

/** The first required question left unanswered, as the server words it; '' when none. */
export function missingRequired(questions: readonly SurveyQuestion[], sheet: Sheet): string {
  const i = questions.findIndex((q) => q.required && !answered(q, sheet[q.id]));
  return i < 0 ? '' : `第 ${String(i + 1)} 题${quoted(questions[i]!.title)}为必答题，请作答`;
}

/** The answered questions as the answer endpoint takes them. */
export const answersOf = (questions: readonly SurveyQuestion[], sheet: Sheet): AnswerItem[] =>
  questions.flatMap((q): AnswerItem[] => {
    const a = sheet[q.id];
    if (!a || !answered(q, a)) return [];
    if (q.kind === 'TEXT') return [{ questionId: q.id, text: a.text!.trim() }];
    if (q.kind === 'NUMBER') return [{ questionId: q.id, value: a.value ?? null }];
    return [{ questionId: q.id, optionIds: a.optionIds ?? [] }];
  });
