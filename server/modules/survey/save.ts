import { BIZ } from '../../../common/envelope.js';
import { quoted } from '../../../common/quoted.js';
import { isChoice, questionsProblem, TARGET_MODE, type QuestionInput, type SendInput, type SurveyInput } from '../../../common/survey/contract.js';
import type { UserCtx } from '../../kit/context.js';
import { notify, orgMemberIds } from '../../kit/notify.js';
import { nowIso } from '../../lib/clock.js';
import { BizError } from '../../lib/errors.js';
import { parkToday } from '../../lib/park-time.js';
import { orgPort, type EnterpriseBrief } from '../org/public.js';
import { countedSurvey } from './repo.js';
import { answerPath } from './paths.js';

/**
 * The park's writes on a survey (survey.manage): build and change it while it is a draft, send it
 * to enterprises (a draft opens; an open one reaches more), close it, delete a draft.
 */

const invalid = (message: string) => new BizError(message, BIZ.invalid);

/** The questions as stored: trimmed, choices with at least two distinct options (ids 1…n), the others with none. */
export function cleanQuestions(questions: readonly QuestionInput[]) {
  const problem = questionsProblem(questions);
  if (problem) throw invalid(problem);
  return questions.map((q) => ({
    title: q.title.trim(),
    kind: q.kind,
    required: q.required,
    options: isChoice(q.kind) ? q.options.map((o, j) => ({ id: j + 1, label: o.trim() })) : [],
    unit: q.kind === 'NUMBER' ? (q.unit ?? '').trim() : '',
  }));
}

function checkDeadline(deadline: string | null) {
  if (deadline && deadline < parkToday()) throw invalid('截止日期不能早于今天');
}

export async function saveSurvey(ctx: UserCtx, input: SurveyInput): Promise<{ id: number }> {
  const questions = cleanQuestions(input.questions);
  checkDeadline(input.deadline);
  const now = nowIso();
  const fields = { title: input.title.trim(), intro: input.intro.trim(), deadline: input.deadline, updated_at: now };
  return ctx.db.transaction().execute(async (trx) => {
    let id: number;
    if (input.id) {
      const changed = await trx.updateTable('surveys').set(fields).where('id', '=', input.id).where('status', '=', 'DRAFT').executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) {
        await countedSurvey(trx, input.id);
        throw new BizError('调查已发送，题目不能再修改', BIZ.conflict);
      }
      id = input.id;
      await trx.deleteFrom('survey_questions').where('survey_id', '=', id).execute();
    } else {
      const row = await trx
        .insertInto('surveys')
        .values({ ...fields, status: 'DRAFT', author_id: ctx.user.id, author_name: ctx.user.name, opened_at: null, closed_at: null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    await trx
      .insertInto('survey_questions')
      .values(questions.map((q, seq) => ({ survey_id: id, seq, title: q.title, kind: q.kind, required: q.required ? 1 : 0, options: JSON.stringify(q.options), unit: q.unit })))
      .execute();
    return { id };
  });
}

export async function removeSurvey(ctx: UserCtx, id: number): Promise<{ id: number }> {
  const survey = await countedSurvey(ctx.db, id);
  if (survey.status !== 'DRAFT') throw new BizError('已发送的调查不能删除，可以结束调查', BIZ.conflict);
  await ctx.db.deleteFrom('surveys').where('id', '=', id).where('status', '=', 'DRAFT').execute();
  return { id };
}

/** The enterprises a sending names, through the organisation module, and how each was chosen. */
async function recipients(ctx: UserCtx, input: SendInput): Promise<Array<EnterpriseBrief & { via: string }>> {
  const port = orgPort.get();
  if (input.mode === 'LIST') {
    const ids = [...new Set(input.orgIds ?? [])];
    if (ids.length === 0) throw invalid('请选择要发送的企业');
    const found = await port.enterprises(ctx.db, { ids });
    if (found.length !== ids.length) throw invalid('所选企业中有不属于本园区的企业，请重新选择');
    return found.map((o) => ({ ...o, via: TARGET_MODE.LIST }));
  }
  const values = [...new Set((input.values ?? []).map((v) => v.trim()).filter(Boolean))];
  const what = input.mode === 'INDUSTRY' ? '行业' : '企业类别';
  if (values.length === 0) throw invalid(`请选择${what}`);
  const found = await port.enterprises(ctx.db, input.mode === 'INDUSTRY' ? { industries: values } : { categories: values });
  if (found.length === 0) throw invalid(`所选${what}下没有企业`);
  return found.map((o) => ({ ...o, via: input.mode === 'INDUSTRY' ? o.industry : o.category }));
}

export async function sendSurvey(ctx: UserCtx, id: number, input: SendInput) {
  const survey = await countedSurvey(ctx.db, id);
  if (survey.status === 'CLOSED') throw new BizError('该调查已结束，不能再发送', BIZ.conflict);
  if (Number(survey.question_count ?? 0) === 0) throw invalid('问卷还没有题目，请先添加题目');
  if (survey.deadline && survey.deadline < parkToday()) throw invalid('该调查已过截止日期，不能再发送');
  const orgs = await recipients(ctx, input);
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    const already = new Set(
      (await trx.selectFrom('survey_targets').select('org_id').where('survey_id', '=', id).execute()).map((r) => r.org_id),
    );
    const fresh = orgs.filter((o) => !already.has(o.id));
    if (fresh.length > 0) {
      await trx
        .insertInto('survey_targets')
        .values(fresh.map((o) => ({ survey_id: id, org_id: o.id, org_name: o.name, via: o.via, sent_at: now })))
        .execute();
    }
    const opens = survey.status === 'DRAFT';
    await trx
      .updateTable('surveys')
      .set(opens ? { status: 'OPEN', opened_at: now, updated_at: now } : { updated_at: now })
      .where('id', '=', id)
      .where('status', '=', survey.status)
      .execute();
    const due = survey.deadline ? `，请于 ${survey.deadline} 前填写` : '，请及时填写';
    for (const org of fresh) {
      await notify(trx, {
        tenantId: ctx.tenantId,
        userIds: await orgMemberIds(trx, ctx.tenantId, org.id),
        topic: 'SURVEY',
        title: `企业调查：${survey.title}`,
        body: `园区邀请贵企业参加${quoted(survey.title)}${due}。每家企业填写一份，结束前可以修改。`,
        link: answerPath(id),
      });
    }
    return { id, added: fresh.length, sentCount: already.size + fresh.length };
  });
}

export async function closeSurvey(ctx: UserCtx, id: number): Promise<{ id: number }> {
  const survey = await countedSurvey(ctx.db, id);
  if (survey.status === 'DRAFT') throw new BizError('草稿尚未发送，不需要结束，可以直接删除', BIZ.conflict);
  if (survey.status === 'CLOSED') throw new BizError('该调查已结束', BIZ.conflict);
  const now = nowIso();
  await ctx.db.updateTable('surveys').set({ status: 'CLOSED', closed_at: now, updated_at: now }).where('id', '=', id).where('status', '=', 'OPEN').execute();
  return { id };
}
