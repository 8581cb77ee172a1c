import type { Kysely } from 'kysely';
import { BIZ } from '../../../common/envelope.js';
import { isOperator, isService } from '../../../common/roles.js';
import {
  CASE_LABELS,
  CASE_REFUSALS,
  CASE_STEPS,
  STEP_LABELS,
  TRAIL_LABELS,
  SERVICE_LIMITS as L,
  type CaseKind,
  type CaseStatus,
  type CaseStep,
  type ServiceCategory,
} from '../../../common/service/rules.js';
import type { DB } from '../../db/schema.js';
import type { UserCtx } from '../../kit/context.js';
import { notify, orgMemberIds } from '../../kit/notify.js';
import { changeState } from '../../kit/workflow.js';
import { nowIso } from '../../lib/clock.js';
import { BizError } from '../../lib/errors.js';

/**
 * A "case" is an application for a service or a requirement: one status family (rules.ts), one
 * trail (service_steps: who, on which side, when, what, the note) and the enterprise told of each
 * step. What differs per kind — its table, who may act, what a step sets besides the status — the
 * kind's spec says.
 */

/** What the lists of applications and requirements filter on: `providerId` the organisation that serves it. */
export interface CaseFilters {
  status?: CaseStatus | '' | undefined;
  category?: ServiceCategory | '' | undefined;
  providerId?: number | undefined;
  orgId?: number | undefined;
  search?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  ids?: readonly number[] | undefined;
}

export interface CaseRow {
  id: number;
  status: CaseStatus;
  /** The enterprise the case belongs to. */
  org_id: number;
}

export interface CaseSpec<R extends CaseRow> {
  kind: CaseKind;
  noun: string;
  load: (db: Kysely<DB>, id: number) => Promise<R | undefined>;
  /** The conditional update (status still `from`): false when nothing was updated. */
  update: (trx: Kysely<DB>, id: number, from: CaseStatus, values: CaseUpdate) => Promise<boolean>;
  /** What the enterprise reads of a step. */
  title: (row: R) => string;
  link: (id: number) => string;
}

export interface CaseUpdate {
  status: CaseStatus;
  updated_at: string;
  outcome?: string;
  assigned_id?: number;
  assigned_name?: string;
}

export const sideOf = (ctx: UserCtx) => (isOperator(ctx.user) ? '园区' : isService(ctx.user) ? '服务机构' : '企业');

export interface StepRecord {
  kind: CaseKind;
  recordId: number;
  step: string;
  from: CaseStatus | null;
  to: CaseStatus | null;
  note: string;
  at: string;
}

export async function writeStep(trx: Kysely<DB>, ctx: UserCtx, s: StepRecord): Promise<void> {
  await trx
    .insertInto('service_steps')
    .values({
      kind: s.kind,
      record_id: s.recordId,
      step: s.step,
      from_status: s.from,
      to_status: s.to,
      note: s.note,
      actor_id: ctx.user.id,
      actor_name: ctx.user.name,
      side: sideOf(ctx),
      at: s.at,
    })
    .execute();
}

/** Counts per status (and the total) from a grouped count. */
export function countsOf(rows: readonly { status: CaseStatus; n: number | string }[]): Record<CaseStatus | 'total', number> {
  const counts = { TOAUDIT: 0, AUDITING: 0, PASS: 0, BACK: 0, total: 0 };
  for (const r of rows) {
    counts[r.status] = Number(r.n);
    counts.total += Number(r.n);
  }
  return counts;
}

/** The steps of a kind that apply to a case in this status. */
export const stepsFrom = (kind: CaseKind, status: CaseStatus): CaseStep[] =>
  (Object.keys(STEP_LABELS[kind]) as CaseStep[]).filter((s) => (CASE_STEPS[s].from as readonly CaseStatus[]).includes(status));

/** The trail of one case, oldest first. */
export async function trailOf(db: Kysely<DB>, kind: CaseKind, id: number) {
  const rows = await db
    .selectFrom('service_steps')
    .select(['step', 'from_status', 'to_status', 'note', 'actor_name', 'side', 'at'])
    .where('kind', '=', kind)
    .where('record_id', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    step: r.step,
    label: TRAIL_LABELS[r.step] ?? STEP_LABELS[kind][r.step as CaseStep] ?? r.step,
    from: r.from_status,
    to: r.to_status,
    note: r.note,
    actorName: r.actor_name,
    side: r.side,
    at: r.at,
  }));
}

/**
 * One step on a case the caller may act on (the caller checked who may): the status change (or
 * none, for a note), the trail row and the enterprise's message, in one transaction.
 */
export function takeCaseStep<R extends CaseRow>(
  ctx: UserCtx,
  spec: CaseSpec<R>,
  row: R,
  step: CaseStep,
  input: { note?: string | undefined; set?: Partial<CaseUpdate>; tell?: string },
) {
  const rule = CASE_STEPS[step];
  const note = input.note?.trim() ?? '';
  if (rule.note === 'required' && note.length < L.noteMin) throw new BizError(`请填写${STEP_LABELS[spec.kind][step] ?? '说明'}的说明（2–200 字）`, BIZ.invalid);
  const now = nowIso();
  const to: CaseStatus = rule.to ?? row.status;
  const labels = CASE_LABELS[spec.kind];
  return changeState(ctx.db, {
    noun: spec.noun,
    load: (trx) => spec.load(trx, row.id),
    status: (r) => r.status,
    from: rule.from,
    refusal: (status) => CASE_REFUSALS[status],
    update: (trx, r) =>
      spec.update(trx, r.id, r.status, { status: to, updated_at: now, ...(step === 'FINISH' ? { outcome: note } : {}), ...input.set }),
    then: async (trx, r) => {
      await writeStep(trx, ctx, { kind: spec.kind, recordId: r.id, step, from: r.status, to: rule.to, note, at: now });
      const what = step === 'NOTE' ? `有新的跟进记录：${note}` : `状态为“${labels[to]}”${note ? `，${note}` : ''}`;
      await notify(trx, {
        tenantId: ctx.tenantId,
        userIds: await orgMemberIds(trx, ctx.tenantId, r.org_id),
        topic: 'SERVICE',
        title: step === 'NOTE' ? `${spec.noun}有新的跟进` : `${spec.noun}${labels[to]}`,
        body: `您的${spec.noun}“${spec.title(r)}”${input.tell ?? what}。`,
        link: spec.link(r.id),
      });
      return { id: r.id, status: to };
    },
  });
}
