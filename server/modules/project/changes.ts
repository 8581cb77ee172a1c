import { sql, type Kysely } from 'kysely';
import type { ProjectChangeView } from '../../../common/project/contract.js';
import { CHANGE_ITEM_LABELS, PROJECT_LIMITS, type ChangeItem } from '../../../common/project/rules.js';
import type { DB } from '../../db/schema.js';
import type { UserCtx } from '../../kit/context.js';
import type { Visible } from '../../kit/data-scope.js';
import { hasPermission } from '../../../common/roles.js';
import { BizError, notFound } from '../../lib/errors.js';
import { nowIso } from '../../lib/clock.js';
import { frameOf, visibleProject } from './access.js';
import { asChange, asStatus } from './present.js';
import { scoped, type ProjectRecord } from './repo.js';

/**
 * Changes (变更) of a project's investment, planned dates or name: requested with a reason,
 * approved (the value applies) or refused with a note by someone holding project.approve who did
 * not request it. One pending change per item and project.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COLUMN = {
  investment: 'investment',
  beginPlan: 'begin_plan',
  producePlan: 'produce_plan',
  name: 'name',
} as const;

function currentValue(p: ProjectRecord, item: ChangeItem): string {
  const v = p[COLUMN[item]];
  return v === null ? '' : String(v);
}

/** The new value as stored, or why it is refused. */
function parsedValue(item: ChangeItem, raw: string, p: ProjectRecord): string | number {
  const text = raw.trim();
  if (item === 'investment') {
    const n = Number(text);
    if (!Number.isFinite(n) || n <= 0 || n > PROJECT_LIMITS.investmentMax)
      throw new BizError('总投资应为大于 0 的金额（万元）');
    return Math.round(n * 100) / 100;
  }
  if (item === 'name') {
    if (text.length < PROJECT_LIMITS.textMin) throw new BizError('项目名称不能少于2个字');
    return text;
  }
  if (!DATE.test(text) || Number.isNaN(Date.parse(text)))
    throw new BizError(`${CHANGE_ITEM_LABELS[item]}应为 YYYY-MM-DD 的日期`);
  if (text < p.sign_date) throw new BizError(`${CHANGE_ITEM_LABELS[item]}不能早于签约日期（${p.sign_date}）`);
  return text;
}

function changeRows(db: Kysely<DB>, scope: Visible) {
  return scoped(db, scope)
    .innerJoin('project_changes', 'project_changes.project_id', 'projects.id')
    .leftJoin('users as req', 'req.id', 'project_changes.requested_by')
    .leftJoin('users as dec', 'dec.id', 'project_changes.decided_by')
    .selectAll('project_changes')
    .select([
      'projects.name as project_name',
      sql<string>`coalesce(req.name, '')`.as('requester'),
      sql<string>`coalesce(dec.name, '')`.as('decider'),
    ]);
}
type ChangeRecord = Awaited<ReturnType<ReturnType<typeof changeRows>['execute']>>[number];

const present = (ctx: UserCtx, r: ChangeRecord): ProjectChangeView => ({
  id: r.id,
  projectId: r.project_id,
  projectName: r.project_name,
  item: asChange(r.item),
  before: r.old_value,
  after: r.new_value,
  why: r.why,
  status: asStatus(r.status),
  requestedBy: r.requester,
  requestedAt: r.requested_at,
  decidedBy: r.decider,
  decidedAt: r.decided_at,
  decisionNote: r.decision_note,
  mayDecide:
    r.status === 'PENDING' && hasPermission(ctx.user, 'project.approve') && r.requested_by !== ctx.user.id,
});

const pendingFirst = sql`case when project_changes.status = 'PENDING' then 0 else 1 end`;

export async function listChanges(
  ctx: UserCtx,
  scope: Visible,
  status: string,
  page: { size: number; offset: number },
) {
  let q = changeRows(ctx.db, scope);
  if (status) q = q.where('project_changes.status', '=', status);
  const [rows, count] = await Promise.all([
    q
      .orderBy(pendingFirst)
      .orderBy('project_changes.requested_at', 'desc')
      .orderBy('project_changes.id', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map((r) => present(ctx, r)), total: Number(count.n) };
}

export async function changesOf(ctx: UserCtx, scope: Visible, projectId: number) {
  const rows = await changeRows(ctx.db, scope)
    .where('projects.id', '=', projectId)
    .orderBy('project_changes.id', 'desc')
    .execute();
  return rows.map((r) => present(ctx, r));
}

export async function pendingCount(ctx: UserCtx) {
  const { scope } = await frameOf(ctx);
  const row = await scoped(ctx.db, scope)
    .innerJoin('project_changes', 'project_changes.project_id', 'projects.id')
    .where('project_changes.status', '=', 'PENDING')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { PENDING: Number(row.n) };
}

async function changeById(ctx: UserCtx, scope: Visible, id: number): Promise<ProjectChangeView> {
  const row = await changeRows(ctx.db, scope).where('project_changes.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('变更申请');
  return present(ctx, row);
}

export async function requestChange(
  ctx: UserCtx,
  projectId: number,
  body: { item: ChangeItem; after: string; why: string },
) {
  const { project, frame } = await visibleProject(ctx, projectId);
  const value = String(parsedValue(body.item, body.after, project));
  const before = currentValue(project, body.item);
  if (value === before) throw new BizError(`${CHANGE_ITEM_LABELS[body.item]}与现值相同，无需变更`);
  const open = await ctx.db
    .selectFrom('project_changes')
    .select('id')
    .where('project_id', '=', projectId)
    .where('item', '=', body.item)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  if (open) throw new BizError(`该项目的${CHANGE_ITEM_LABELS[body.item]}已有待审批的变更申请`);
  const { id } = await ctx.db
    .insertInto('project_changes')
    .values({
      project_id: projectId,
      item: body.item,
      old_value: before,
      new_value: value,
      why: body.why.trim(),
      status: 'PENDING',
      requested_by: ctx.user.id,
      requested_at: nowIso(),
      decided_by: null,
      decided_at: null,
      decision_note: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return changeById(ctx, frame.scope, id);
}

export async function decideChange(
  ctx: UserCtx,
  id: number,
  body: { approve: boolean; note?: string | undefined },
) {
  const { scope } = await frameOf(ctx);
  const change = await changeById(ctx, scope, id);
  if (change.status !== 'PENDING') throw new BizError('该变更申请已审批');
  if (!change.mayDecide) throw new BizError('不能审批本人提交的变更申请');
  const note = (body.note ?? '').trim();
  if (!body.approve && note.length < PROJECT_LIMITS.textMin) throw new BizError('不批准时请填写审批意见');
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('project_changes')
      .set({
        status: body.approve ? 'APPROVED' : 'REJECTED',
        decided_by: ctx.user.id,
        decided_at: now,
        decision_note: note,
      })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new BizError('该变更申请已审批');
    if (!body.approve) return;
    const column = COLUMN[change.item];
    const value = change.item === 'investment' ? Number(change.after) : change.after;
    await trx
      .updateTable('projects')
      .set({ [column]: value, updated_at: now })
      .where('id', '=', change.projectId)
      .execute();
  });
  return changeById(ctx, scope, id);
}
