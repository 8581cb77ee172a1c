import type { Kysely } from 'kysely';
import type { ProjectRowItem, StageMoveBody } from '../../../common/project/contract.js';
import { stageMoveProblem, STAGE_LABELS, type ProjectStage } from '../../../common/project/rules.js';
import type { DB } from '../../db/schema.js';
import { linkFiles, usableAttachments } from '../../kit/attachments.js';
import type { UserCtx } from '../../kit/context.js';
import { BizError } from '../../lib/errors.js';
import { nowIso } from '../../lib/clock.js';
import { visibleProject } from './access.js';
import { projectRowsOf } from './present.js';
import { projectById, type ProjectRecord } from './repo.js';

/**
 * A project's stage moves and progress records. A move goes forward only, dated no later than
 * today and no earlier than the stage it leaves, with its evidence; skipping 开工 (a project moving
 * into a finished plant) needs a reason. The move and its record are one transaction, claimed on
 * the stage the operator saw, so two moves at once cannot both pass.
 */

const stageDate = (p: ProjectRecord, stage: ProjectStage) =>
  stage === 'SIGN' ? p.sign_date : stage === 'BEGIN' ? p.begin_date : p.produce_date;

export async function moveStage(
  ctx: UserCtx,
  id: number,
  body: Omit<StageMoveBody, 'id'>,
): Promise<ProjectRowItem> {
  const { project, frame } = await visibleProject(ctx, id);
  const from = project.stage as ProjectStage;
  const problem = stageMoveProblem({
    from,
    to: body.stage,
    date: body.date,
    since: stageDate(project, from),
    today: frame.today,
    evidence: body.evidence,
    reason: body.reason ?? '',
  });
  if (problem) throw new BizError(problem);
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('projects')
      .set({
        stage: body.stage,
        ...(body.stage === 'BEGIN' ? { begin_date: body.date } : { produce_date: body.date }),
        updated_at: now,
      })
      .where('id', '=', id)
      .where('stage', '=', from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1)
      throw new BizError(`项目已不在${STAGE_LABELS[from]}阶段，请刷新后重试`);
    await trx
      .insertInto('project_events')
      .values({
        project_id: id,
        kind: 'STAGE',
        stage: body.stage,
        date: body.date,
        text: body.evidence.trim(),
        reason: (body.reason ?? '').trim(),
        actor_id: ctx.user.id,
        created_at: now,
      })
      .execute();
  });
  const [row] = await projectRowsOf(ctx.db, [(await projectById(ctx.db, id, frame))!]);
  return row!;
}

export async function addProgress(
  ctx: UserCtx,
  id: number,
  body: { date: string; text: string; photos?: number[] | undefined },
): Promise<{ id: number }> {
  const { project, frame } = await visibleProject(ctx, id);
  if (body.date > frame.today) throw new BizError('进展日期不能晚于今天');
  if (body.date < project.sign_date) throw new BizError(`进展日期不能早于签约日期（${project.sign_date}）`);
  const wanted = body.photos ?? [];
  const photos = await usableAttachments(ctx.db, ctx.tenantId, wanted, { uploadedBy: { user: ctx.user.id } });
  if (photos.length !== new Set(wanted).size) throw new BizError('照片不存在或不是本人上传的');
  if (photos.some((p) => !p.mime.startsWith('image/'))) throw new BizError('进展照片只能是图片');
  return ctx.db.transaction().execute(async (trx) => {
    const event = await insertEvent(trx, {
      project_id: id,
      date: body.date,
      text: body.text.trim(),
      actor_id: ctx.user.id,
    });
    await linkFiles(trx, ctx.tenantId, { kind: 'project-progress', id: event }, [...new Set(wanted)], {});
    return { id: event };
  });
}

async function insertEvent(
  trx: Kysely<DB>,
  e: { project_id: number; date: string; text: string; actor_id: number },
): Promise<number> {
  const { id } = await trx
    .insertInto('project_events')
    .values({ ...e, kind: 'PROGRESS', stage: null, reason: '', created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
