import type { MatchAnswer, ProfileAnswers, Question, Questionnaire, TestDetail } from '@common/policy';
import type { Answer, Answers, QuestionGroupSpec, QuestionSpec } from '@/ui/questionnaire';

/** The questionnaire of the server as the kit's question specs, group by group. */
export function toGroups(questionnaire: Questionnaire, pick: (q: Question) => boolean = () => true): QuestionGroupSpec[] {
  return questionnaire.groups
    .map((g) => ({ id: g.typeId, title: g.typeName, questions: g.questions.filter(pick).map(toSpec) }))
    .filter((g) => g.questions.length > 0);
}

export function toSpec(q: Question): QuestionSpec {
  return {
    id: q.quotaId,
    title: q.question || q.name,
    kind: q.kind,
    unit: q.unit,
    hint: q.hint,
    options: q.options.map((o) => ({ value: o.id, label: o.label })),
  };
}

const answerOf = (a: { optionIds?: number[] | null; value?: number | null }): Answer =>
  typeof a.value === 'number' ? { value: a.value } : { optionIds: a.optionIds ?? [] };

/** What the organisation record answers, by quota. */
export function profileAnswers(profile: ProfileAnswers | null | undefined): Answers {
  const answers: Answers = {};
  for (const a of profile?.answers ?? []) answers[a.quotaId] = answerOf(a);
  return answers;
}

/** The answers of a test record; `onlyOwn` keeps those the person gave (not the ones from the record). */
export function testAnswers(test: TestDetail | null | undefined, onlyOwn = false): Answers {
  const answers: Answers = {};
  for (const a of test?.answers ?? []) {
    if (onlyOwn && a.source !== 'ANSWER') continue;
    answers[a.quotaId] = answerOf(a);
  }
  return answers;
}

const sameAnswer = (a: Answer, b: Answer | undefined) =>
  !!b &&
  (typeof a.value === 'number'
    ? a.value === b.value
    : [...(a.optionIds ?? [])].sort().join(',') === [...(b.optionIds ?? [])].sort().join(','));

/**
 * The form's answers as quick_match takes them (answered questions only, of known questions).
 * An answer equal to what the organisation record says is left out: the server fills it from the
 * record, so the result says it came from the record (据企业信息).
 */
export function toMatchAnswers(questions: QuestionSpec[], answers: Answers, profile: Answers = {}): MatchAnswer[] {
  const list: MatchAnswer[] = [];
  for (const q of questions) {
    const a = answers[q.id];
    if (!a || sameAnswer(a, profile[q.id])) continue;
    if (q.kind === 'NUMBER') {
      if (typeof a.value === 'number' && Number.isFinite(a.value)) list.push({ quotaId: q.id, value: a.value });
    } else if (a.optionIds?.length) {
      // Only options the question still has.
      const known = a.optionIds.filter((id) => q.options.some((o) => o.value === id));
      if (known.length) list.push({ quotaId: q.id, optionIds: q.kind === 'SINGLE' ? known.slice(0, 1) : known });
    }
  }
  return list;
}

/** The profile's reading of a quota, for the note under a question ('' when the record says nothing). */
export function profileDisplay(profile: ProfileAnswers | null | undefined, quotaId: number): string {
  return profile?.answers.find((a) => a.quotaId === quotaId)?.display ?? '';
}
