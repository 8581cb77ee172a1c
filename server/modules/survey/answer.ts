import { BIZ } from '../../../common/envelope.js';
import { quoted } from '../../../common/quoted.js';
import { isOrganisation } from '../../../common/roles.js';
import { NOT_ORG, NOT_SENT, SURVEY_CLOSED, SURVEY_LIMITS, type AnswerItem } from '../../../common/survey/contract.js';
import type { UserCtx } from '../../kit/context.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, forbidden } from '../../lib/errors.js';
import { parkToday } from '../../lib/park-time.js';
import { countedSurvey, questionsOf, responseOf, surveyHead, targetOf, type QuestionView, type StoredAnswer, type SurveyRecord } from './repo.js';

/**
 * An enterprise's side of a survey: its users read only the surveys sent to their enterprise (403
 * for any other, whichever park it is in), and answer once for it, changing the answers until the
 * survey closes or its deadline passes.
 */

export const PAST_DEADLINE = '该调查已过截止日期，不能再提交或修改答卷';

/** The enterprise of the signed-in user, or 403. */
export function ownOrg(ctx: UserCtx): number {
  if (!isOrganisation(ctx.user) || !ctx.user.orgId) throw forbidden(NOT_ORG);
  return ctx.user.orgId;
}

/** The survey sent to the user's enterprise and that sending, or 403 (never 404: no other park's or enterprise's survey is confirmed). */
async function sentToMe(ctx: UserCtx, id: number) {
  const orgId = ownOrg(ctx);
  const target = await targetOf(ctx.db, id, orgId);
  if (!target) throw forbidden(NOT_SENT);
  const survey = await countedSurvey(ctx.db, id);
  if (survey.status === 'DRAFT') throw forbidden(NOT_SENT);
  return { orgId, target, survey };
}

/** Why answers are not taken now, '' when they are. */
export function lockReason(survey: Pick<SurveyRecord, 'status' | 'deadline'>, today = parkToday()): string {
  if (survey.status !== 'OPEN') return SURVEY_CLOSED;
  if (survey.deadline && survey.deadline < today) return PAST_DEADLINE;
  return '';
}

export async function paper(ctx: UserCtx, id: number) {
  const { orgId, target, survey } = await sentToMe(ctx, id);
  const [questions, response] = await Promise.all([questionsOf(ctx.db, id), responseOf(ctx.db, id, orgId)]);
  const reason = lockReason(survey);
  return {
    ...surveyHead(survey, questions.length),
    sentAt: target.sent_at,
    answeredAt: response?.answered_at ?? null,
    intro: survey.intro,
    questions,
    answers: response ? (JSON.parse(response.answers) as StoredAnswer[]) : [],
    answererName: response?.user_name ?? '',
    editable: reason === '',
    lockReason: reason,
  };
}

const invalid = (message: string) => new BizError(message, BIZ.invalid);

/** One question's answer as stored, null when it is left unanswered; refuses what the question cannot take. */
function cleanAnswer(q: QuestionView, name: string, a: AnswerItem | undefined): StoredAnswer | null {
  if (!a) return null;
  if (q.kind === 'TEXT') {
    const text = (a.text ?? '').trim();
    return text ? { questionId: q.id, text } : null;
  }
  if (q.kind === 'NUMBER') {
    if (a.value === null || a.value === undefined) return null;
    if (!Number.isFinite(a.value) || Math.abs(a.value) > SURVEY_LIMITS.numberAbsMax) throw invalid(`${name}请填写有效的数值`);
    return { questionId: q.id, value: a.value };
  }
  const ids = [...new Set(a.optionIds ?? [])];
  if (ids.length === 0) return null;
  if (ids.some((id) => !q.options.some((o) => o.id === id))) throw invalid(`${name}的选项不存在，请刷新后重新作答`);
  if (q.kind === 'SINGLE' && ids.length > 1) throw invalid(`${name}为单选题，只能选择一项`);
  return { questionId: q.id, optionIds: q.options.filter((o) => ids.includes(o.id)).map((o) => o.id) };
}

/** The answers as stored: every required question answered, nothing foreign. */
export function cleanAnswers(questions: readonly QuestionView[], answers: readonly AnswerItem[]): StoredAnswer[] {
  if (answers.some((a) => !questions.some((q) => q.id === a.questionId))) throw invalid('答卷中有不属于该调查的题目，请刷新后重新作答');
  const stored: StoredAnswer[] = [];
  questions.forEach((q, i) => {
    const name = `第 ${String(i + 1)} 题${quoted(q.title)}`;
    const clean = cleanAnswer(q, name, answers.find((a) => a.questionId === q.id));
    if (clean) stored.push(clean);
    else if (q.required) throw invalid(`${name}为必答题，请作答`);
  });
  return stored;
}

export async function answer(ctx: UserCtx, id: number, answers: readonly AnswerItem[]): Promise<{ id: number }> {
  const { orgId, survey } = await sentToMe(ctx, id);
  const reason = lockReason(survey);
  if (reason) throw new BizError(reason, BIZ.conflict);
  const stored = JSON.stringify(cleanAnswers(await questionsOf(ctx.db, id), answers));
  const now = nowIso();
  const who = { user_id: ctx.user.id, user_name: ctx.user.name, answers: stored, updated_at: now };
  return ctx.db.transaction().execute(async (trx) => {
    // Closed meanwhile: the answer is refused with the survey's state read in the transaction.
    const current = await trx.selectFrom('surveys').select(['status', 'deadline']).where('id', '=', id).executeTakeFirstOrThrow();
    const late = lockReason(current);
    if (late) throw new BizError(late, BIZ.conflict);
    const existing = await responseOf(trx, id, orgId);
    if (existing) {
      await trx.updateTable('survey_responses').set(who).where('id', '=', existing.id).execute();
      return { id: existing.id };
    }
    const row = await trx
      .insertInto('survey_responses')
      .values({ survey_id: id, org_id: orgId, ...who, answered_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  });
}
