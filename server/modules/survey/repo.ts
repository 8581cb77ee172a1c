import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { SurveyStatus } from '../../../common/survey/rules.js';
import { SURVEY_STATUS } from '../../../common/survey/rules.js';
import type { DB } from '../../db/schema.js';
import { pageWithTotal, type Paging } from '../../kit/paging.js';
import { notFound } from '../../lib/errors.js';
import { containsAny } from '../../lib/sql-like.js';
import type { SurveyQuestionsTable, SurveysTable } from './tables.js';

/** 企业调查's reads, on the request's tenant-scoped handle. */

export type SurveyRecord = Selectable<SurveysTable>;
export type QuestionRecord = Selectable<SurveyQuestionsTable>;

/** A question as both sides read it: options parsed, the flag a boolean. */
export interface QuestionView {
  id: number;
  title: string;
  kind: QuestionRecord['kind'];
  required: boolean;
  options: Array<{ id: number; label: string }>;
  unit: string;
}

/** One stored answer: the answered questions only. */
export interface StoredAnswer {
  questionId: number;
  optionIds?: number[];
  text?: string;
  value?: number | null;
}

const counts = (eb: ExpressionBuilder<DB, 'surveys'>) => [
  eb.selectFrom('survey_questions').select(eb.fn.countAll<number | string>().as('n')).whereRef('survey_questions.survey_id', '=', 'surveys.id').as('question_count'),
  eb.selectFrom('survey_targets').select(eb.fn.countAll<number | string>().as('n')).whereRef('survey_targets.survey_id', '=', 'surveys.id').as('sent_count'),
  eb.selectFrom('survey_responses').select(eb.fn.countAll<number | string>().as('n')).whereRef('survey_responses.survey_id', '=', 'surveys.id').as('answer_count'),
];

type Counted = SurveyRecord & { question_count: number | string | null; sent_count: number | string | null; answer_count: number | string | null };

/** What every list of surveys shows of one (common/survey/schemas.ts headFields). */
export const surveyHead = (r: Pick<SurveyRecord, 'id' | 'title' | 'status' | 'deadline'>, questions: number | string | null) => ({
  id: r.id,
  title: r.title,
  status: r.status,
  statusLabel: SURVEY_STATUS[r.status],
  deadline: r.deadline,
  questionCount: Number(questions ?? 0),
});

export function surveyRow(r: Counted) {
  return {
    ...surveyHead(r, r.question_count),
    sentCount: Number(r.sent_count ?? 0),
    answerCount: Number(r.answer_count ?? 0),
    openedAt: r.opened_at,
    closedAt: r.closed_at,
    updatedAt: r.updated_at,
  };
}

export async function listSurveys(db: Kysely<DB>, filter: { status?: SurveyStatus | ''; search?: string }, paging: Paging) {
  let q = db.selectFrom('surveys');
  if (filter.status) q = q.where('status', '=', filter.status);
  const search = containsAny(filter.search, ['surveys.title']);
  if (search) q = q.where(search);
  const { rows, total } = await pageWithTotal(q.selectAll('surveys').select(counts).orderBy('updated_at', 'desc').orderBy('id', 'desc'), q, paging);
  return { list: rows.map(surveyRow), total };
}

/** The survey with its counts, or 404. */
export async function countedSurvey(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom('surveys').selectAll('surveys').select(counts).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('调查');
  return row;
}

export async function questionsOf(db: Kysely<DB>, surveyId: number): Promise<QuestionView[]> {
  const rows = await db.selectFrom('survey_questions').selectAll().where('survey_id', '=', surveyId).orderBy('seq').execute();
  return rows.map((q) => ({
    id: q.id,
    title: q.title,
    kind: q.kind,
    required: q.required === 1,
    options: JSON.parse(q.options) as QuestionView['options'],
    unit: q.unit,
  }));
}

export async function targetsPage(db: Kysely<DB>, surveyId: number, answered: '' | 'YES' | 'NO' | undefined, paging: Paging) {
  let q = db
    .selectFrom('survey_targets as t')
    .leftJoin('survey_responses as r', (j) => j.onRef('r.survey_id', '=', 't.survey_id').onRef('r.org_id', '=', 't.org_id'))
    .where('t.survey_id', '=', surveyId);
  if (answered === 'YES') q = q.where('r.id', 'is not', null);
  if (answered === 'NO') q = q.where('r.id', 'is', null);
  const { rows, total } = await pageWithTotal(
    q.select(['t.org_id', 't.org_name', 't.via', 't.sent_at', 'r.answered_at', 'r.user_name']).orderBy('t.sent_at', 'desc').orderBy('t.id'),
    q,
    paging,
  );
  return {
    list: rows.map((r) => ({ orgId: r.org_id, orgName: r.org_name, via: r.via, sentAt: r.sent_at, answeredAt: r.answered_at, answererName: r.user_name ?? '' })),
    total,
  };
}

/** The surveys sent to an enterprise, the unanswered open ones first. */
export async function surveysOfOrg(db: Kysely<DB>, orgId: number, status: SurveyStatus | '' | undefined, paging: Paging) {
  let q = db
    .selectFrom('survey_targets as t')
    .innerJoin('surveys as s', 's.id', 't.survey_id')
    .leftJoin('survey_responses as r', (j) => j.onRef('r.survey_id', '=', 't.survey_id').onRef('r.org_id', '=', 't.org_id'))
    .where('t.org_id', '=', orgId)
    .where('s.status', '<>', 'DRAFT');
  if (status) q = q.where('s.status', '=', status);
  const { rows, total } = await pageWithTotal(
    q
      .select((eb) => [
        's.id',
        's.title',
        's.status',
        's.deadline',
        't.sent_at',
        'r.answered_at',
        eb.selectFrom('survey_questions').select(eb.fn.countAll<number | string>().as('n')).whereRef('survey_questions.survey_id', '=', 's.id').as('question_count'),
        eb.case().when('s.status', '=', 'OPEN').then(eb.case().when('r.id', 'is', null).then(0).else(1).end()).else(2).end().as('rank'),
      ])
      .orderBy('rank')
      .orderBy('t.sent_at', 'desc')
      .orderBy('s.id', 'desc'),
    q,
    paging,
  );
  return {
    list: rows.map((r) => ({
      ...surveyHead(r, r.question_count),
      sentAt: r.sent_at,
      answeredAt: r.answered_at,
    })),
    total,
  };
}

export const targetOf = (db: Kysely<DB>, surveyId: number, orgId: number) =>
  db.selectFrom('survey_targets').selectAll().where('survey_id', '=', surveyId).where('org_id', '=', orgId).executeTakeFirst();

export const responseOf = (db: Kysely<DB>, surveyId: number, orgId: number) =>
  db.selectFrom('survey_responses').selectAll().where('survey_id', '=', surveyId).where('org_id', '=', orgId).executeTakeFirst();

/** Every answer sheet of a survey with the enterprise's name as it was sent. */
export async function responsesOf(db: Kysely<DB>, surveyId: number) {
  const rows = await db
    .selectFrom('survey_responses as r')
    .innerJoin('survey_targets as t', (j) => j.onRef('t.survey_id', '=', 'r.survey_id').onRef('t.org_id', '=', 'r.org_id'))
    .select(['r.org_id', 't.org_name', 'r.user_name', 'r.answers', 'r.answered_at', 'r.updated_at'])
    .where('r.survey_id', '=', surveyId)
    .orderBy('r.answered_at')
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({ ...r, answers: JSON.parse(r.answers) as StoredAnswer[] }));
}
export type ResponseView = Awaited<ReturnType<typeof responsesOf>>[number];
