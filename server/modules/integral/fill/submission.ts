import type { Kysely, Selectable } from 'kysely';
import { MAX_ID } from '../../../../common/contract/atoms.js';
import type { FillValuesInput } from '../../../../common/integral/fill/contract.js';
import {
  enterpriseMayWrite,
  FILL_FIELD_RULES,
  FILL_STATE,
  fillProblems,
  ITEM_AUDIT,
  itemEditable,
  operatorMayWrite,
  type FillPhase,
  type FillState,
  type ItemAudit,
} from '../../../../common/integral/fill/rules.js';
import type { IntegralField, IntegralValues } from '../../../../common/integral/model.js';
import type { DB } from '../../../db/schema.js';
import { fileItem, linkedFiles, linkFiles, usableAttachments, type Uploader } from '../../../kit/attachments.js';
import { history, record } from '../../../lib/audit-log.js';
import { nowIso } from '../../../lib/clock.js';
import { BizError, notFound } from '../../../lib/errors.js';
import { parkToday } from '../../../lib/park-time.js';
import { orgHeading, ORG_HEADING_COLUMNS } from './enterprises.js';
import { fieldInfo, fieldsOf, phaseOf, roundBrief, type RoundRow } from './rounds.js';
import type { IntegralFillItemsTable, IntegralFillSubmissionsTable } from './tables.js';

/**
 * An organisation's submission in a round: reading it (the form, the audit results, the history)
 * and writing it — by the enterprise, by an operator on its behalf (代填) or by an import. Every
 * write goes through `writeSubmission`, so the checks are the same whoever writes.
 */

/** The audit trail's subject (server/lib/audit-log.ts). */
export const SUBJECT = 'integral_fill';

/** The trail's actions and their labels. */
export const FILL_ACTION_LABELS: Readonly<Record<string, string>> = {
  SUBMIT: '提交填报',
  RESUBMIT: '修改后重新提交',
  OPFILL: '运营人员代为填报并提交',
  IMPORT: '运营人员导入并提交',
  AUDIT: '审核部分填报项',
  BACK: '退回修改',
  PASS: '审核通过，数据入库',
};

export type SubmissionRow = Selectable<IntegralFillSubmissionsTable>;
export type ItemRow = Selectable<IntegralFillItemsTable>;

export async function submissionOf(
  db: Kysely<DB>,
  roundId: number,
  orgId: number,
): Promise<SubmissionRow | undefined> {
  if (orgId > MAX_ID || roundId > MAX_ID) return undefined;
  return db
    .selectFrom('integral_fill_submissions')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

export async function itemsOf(db: Kysely<DB>, submissionId: number): Promise<Map<IntegralField, ItemRow>> {
  const rows = await db
    .selectFrom('integral_fill_items')
    .selectAll()
    .where('submission_id', '=', submissionId)
    .execute();
  return new Map(rows.map((row) => [row.field, { ...row, value: numberOrNull(row.value), returned_value: numberOrNull(row.returned_value) }]));
}

const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** An organisation's approved figures of a year (integral_values). */
async function approvedOf(db: Kysely<DB>, orgId: number, year: number): Promise<IntegralValues> {
  const rows = await db
    .selectFrom('integral_values')
    .select(['field', 'value'])
    .where('org_id', '=', orgId)
    .where('year', '=', year)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.field, Number(r.value)]));
}

/** Who reads or writes: the enterprise itself, or an operator. */
export type Actor = 'enterprise' | 'operator';

const mayWrite = (actor: Actor, phase: FillPhase, closed: boolean, state: FillState) =>
  actor === 'enterprise' ? enterpriseMayWrite(phase, closed, state) : operatorMayWrite(phase, closed, state);

/** The submission as the screens show it (FillSubmission). */
export async function presentSubmission(
  db: Kysely<DB>,
  tenantId: number,
  round: RoundRow,
  submission: SubmissionRow,
  actor: Actor,
) {
  const today = parkToday();
  const fields = fieldsOf(round);
  const [org, items, approved, lastYear, files, trail, filler] = await Promise.all([
    db
      .selectFrom('orgs')
      .select([...ORG_HEADING_COLUMNS])
      .where('orgs.id', '=', submission.org_id)
      .executeTakeFirstOrThrow(),
    itemsOf(db, submission.id),
    approvedOf(db, submission.org_id, round.year),
    approvedOf(db, submission.org_id, round.year - 1),
    linkedFiles(db, tenantId, { kind: 'integralFill', id: submission.id }),
    history(db, tenantId, SUBJECT, submission.id, FILL_ACTION_LABELS),
    submission.filled_by === null
      ? undefined
      : db
          .selectFrom('users')
          .select('name')
          .where('id', '=', submission.filled_by)
          .executeTakeFirst(),
  ]);
  const phase = phaseOf(round, today);
  const editable = mayWrite(actor, phase, round.closed_at !== null, submission.state);
  return {
    round: { ...roundBrief(round, today), fields: fields.map(fieldInfo) },
    org: orgHeading(org),
    state: submission.state,
    stateLabel: FILL_STATE[submission.state],
    editable,
    items: fields.map((field) => {
      const item = items.get(field);
      const audit = item?.audit ?? null;
      const rule = FILL_FIELD_RULES[field];
      return {
        field,
        label: rule.label,
        unit: rule.unit,
        integer: rule.integer,
        value: item?.value ?? null,
        audit,
        auditLabel: audit ? ITEM_AUDIT[audit] : '',
        reason: item?.reason ?? '',
        returnedValue: item?.returned_value ?? null,
        editable: editable && itemEditable(submission.state, audit),
        approved: approved[field] ?? null,
        lastYear: lastYear[field] ?? null,
      };
    }),
    files: files.map((file) => fileItem(file)),
    filledByName: filler?.name ?? '',
    filledByOperator: submission.filled_by_operator === 1,
    submittedAt: submission.submitted_at,
    auditedAt: submission.audited_at,
    updatedAt: submission.updated_at,
    history: trail,
  };
}

// ---- Writing ----

export interface WriteInput {
  values: FillValuesInput;
  /** Null leaves the files as they are (an import). */
  attachmentIds: readonly number[] | null;
  submit: boolean;
}

export interface Writer {
  actor: Actor;
  userId: number;
  /** The trail's action of a submit: SUBMIT (RESUBMIT after a return), OPFILL or IMPORT. */
  action: 'SUBMIT' | 'OPFILL' | 'IMPORT';
}

/** Why this submission cannot be written now; '' when it can. */
export function writeRefusal(actor: Actor, round: RoundRow, state: FillState, today = parkToday()): string {
  const phase = phaseOf(round, today);
  if (mayWrite(actor, phase, round.closed_at !== null, state)) return '';
  if (state === 'TOAUDIT') return '填报已提交，正在审核，不能修改';
  if (state === 'PASS') return '填报已审核通过，不能修改';
  if (round.closed_at !== null) return '该填报批次已结束，不能再填写';
  if (phase === 'NOTSTARTED') return `填报尚未开始（${round.start_date} 起）`;
  return `填报已于 ${round.end_date} 截止`;
}

/**
 * The values the submission will hold after a write: the editable items take the given values (a
 * field left out or null is blank), locked ones keep theirs.
 */
export function mergedValues(
  fields: readonly IntegralField[],
  state: FillState,
  items: ReadonlyMap<IntegralField, ItemRow>,
  given: FillValuesInput,
): { values: Record<IntegralField, number | null>; editable: Set<IntegralField> } {
  const values = {} as Record<IntegralField, number | null>;
  const editable = new Set<IntegralField>();
  for (const field of fields) {
    const item = items.get(field);
    if (itemEditable(state, item?.audit ?? null)) {
      editable.add(field);
      values[field] = given[field] ?? null;
    } else values[field] = item?.value ?? null;
  }
  return { values, editable };
}

/** The messages of a submission's problems, joined for one answer. */
export const problemText = (problems: readonly { message: string }[]) => problems.map((p) => p.message).join('；');

/**
 * Saves (or submits) a submission inside the caller's transaction. The caller has checked who may
 * write; this checks when, the values and the files, and records a submit in the trail.
 */
export async function writeSubmission(
  trx: Kysely<DB>,
  tenantId: number,
  round: RoundRow,
  submission: SubmissionRow,
  input: WriteInput,
  writer: Writer,
): Promise<FillState> {
  const refusal = writeRefusal(writer.actor, round, submission.state);
  if (refusal) throw new BizError(refusal);
  await lockSubmission(trx, submission);
  const fields = fieldsOf(round);
  const items = await itemsOf(trx, submission.id);
  const { values, editable } = mergedValues(fields, submission.state, items, input.values);
  const problems = fillProblems(fields, values, { submit: input.submit });
  if (problems.length > 0) throw new BizError(problemText(problems));

  if (input.attachmentIds !== null) await setFiles(trx, tenantId, submission, input.attachmentIds, writer);

  const now = nowIso();
  // Items of fields no longer in the round go; every field of the round has a row.
  const stale = [...items.keys()].filter((field) => !fields.includes(field));
  if (stale.length > 0)
    await trx
      .deleteFrom('integral_fill_items')
      .where('submission_id', '=', submission.id)
      .where('field', 'in', stale)
      .execute();
  for (const field of fields) {
    const item = items.get(field);
    if (!editable.has(field)) continue;
    const audit: ItemAudit | null = input.submit ? 'TOAUDIT' : (item?.audit ?? null);
    if (item)
      await trx
        .updateTable('integral_fill_items')
        .set({ value: values[field], audit })
        .where('submission_id', '=', submission.id)
        .where('field', '=', field)
        .execute();
    else
      await trx
        .insertInto('integral_fill_items')
        .values({
          submission_id: submission.id,
          field,
          value: values[field],
          audit,
          reason: '',
          returned_value: null,
          audited_by: null,
          audited_at: null,
        })
        .execute();
  }

  const state: FillState = input.submit ? 'TOAUDIT' : submission.state === 'UNFILLED' ? 'DRAFT' : submission.state;
  await trx
    .updateTable('integral_fill_submissions')
    .set({
      state,
      filled_by: writer.userId,
      filled_by_operator: writer.actor === 'operator' ? 1 : 0,
      updated_at: now,
      ...(input.submit ? { submitted_at: now } : {}),
    })
    .where('id', '=', submission.id)
    .execute();
  if (input.submit) {
    const action = writer.action === 'SUBMIT' && submission.state === 'BACK' ? 'RESUBMIT' : writer.action;
    await record(trx, {
      tenantId,
      subjectType: SUBJECT,
      subjectId: submission.id,
      action,
      from: submission.state,
      to: state,
      reason: '',
      actorId: writer.userId,
    });
  }
  return state;
}

/**
 * Takes the submission's row for this transaction, provided it is still in the state it was read
 * in: two writes of one submission (an operator's audit and the enterprise's save, two auditors)
 * then run one after the other, and the second one, finding the state changed, is refused.
 */
export async function lockSubmission(trx: Kysely<DB>, submission: SubmissionRow): Promise<void> {
  const result = await trx
    .updateTable('integral_fill_submissions')
    .set({ state: submission.state })
    .where('id', '=', submission.id)
    .where('state', '=', submission.state)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new BizError('填报的状态刚刚有了变化，请刷新后重试');
}

/** Replaces the submission's files with these: uploaded by the organisation's users (or operators), or already its own. */
async function setFiles(
  trx: Kysely<DB>,
  tenantId: number,
  submission: SubmissionRow,
  attachmentIds: readonly number[],
  writer: Writer,
): Promise<void> {
  const ids = [...new Set(attachmentIds)];
  const owner = { kind: 'integralFill' as const, id: submission.id };
  const uploadedBy: Uploader = writer.actor === 'operator' ? 'operators' : { org: submission.org_id };
  const usable = await usableAttachments(trx, tenantId, ids, { uploadedBy, orLinkedTo: owner });
  if (usable.length !== ids.length) throw new BizError('证明材料不存在或不能使用，请重新上传');
  await trx
    .deleteFrom('integral_fill_files')
    .where('submission_id', '=', submission.id)
    .execute();
  await linkFiles(trx, tenantId, owner, ids, {});
}

/** The submission of an organisation in a round, or 'not found' in the caller's words. */
export async function requireSubmission(
  db: Kysely<DB>,
  roundId: number,
  orgId: number,
  missing: string,
): Promise<SubmissionRow> {
  const submission = await submissionOf(db, roundId, orgId);
  if (!submission) throw notFound(missing);
  return submission;
}
