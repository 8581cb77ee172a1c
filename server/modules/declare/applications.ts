import type { BodyOf } from '../../../common/contract/endpoint.js';
import type { ApplicationChanged, DeclareContract, MaterialFiles, Started } from '../../../common/declare/contract.js';
import { DECLARE_LIMITS as L, EDITABLE_STATES, materialTypesLabel, mimeAllowed } from '../../../common/declare/rules.js';
import { BIZ } from '../../../common/envelope.js';
import { usableAttachments } from '../../kit/attachments.js';
import type { UserCtx } from '../../kit/context.js';
import { auditTrail, changedMeanwhile, changeState } from '../../kit/workflow.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { BizError, notFound } from '../../lib/errors.js';
import { NOUN, orgIdOf, ownApplication } from './access.js';
import * as apps from './application-repo.js';
import { phaseOf } from './dates.js';
import { materialFiles, materialSlot } from './present.js';
import * as repo from './repo.js';
import { longText, phoneNumber, text } from './rules.js';

/** The enterprise's side: starting an application, filling it, attaching files, submitting it. */

/** The audit trail's subject type of an application. */
export const SUBJECT = 'declare_application';

function windowRefusal(startDate: string, endDate: string): string | null {
  const phase = phaseOf(startDate, endDate);
  if (phase === 'NOTSTARTED') return `该申报尚未开始，开始日期为${startDate}`;
  if (phase === 'CLOSED') return `该申报已于${endDate}截止`;
  return null;
}

/**
 * Whether the organisation may change the application now: a draft while the declaration is open,
 * or one sent back for changes (whatever the date: the park asked for them).
 */
export function editRefusal(row: Pick<apps.ApplicationRow, 'state' | 'start_date' | 'end_date'>): string | null {
  if (!EDITABLE_STATES.includes(row.state)) {
    return row.state === 'TOAUDIT' ? '申报已提交，正在审核中，不能修改' : '申报已审核完成，不能修改';
  }
  if (row.state === 'TOSUBMIT') {
    const refusal = windowRefusal(row.start_date, row.end_date);
    if (refusal) return `${refusal}，不能再修改或提交`;
  }
  return null;
}

/** One application per organisation and declaration: starting again answers the one that exists. */
export async function startApplication(ctx: UserCtx, declareId: number): Promise<Started> {
  const orgId = orgIdOf(ctx.user);
  const declaration = await repo.declarationById(ctx.db, declareId);
  if (!declaration || phaseOf(declaration.start_date, declaration.end_date) === 'NOTSTARTED') throw notFound('申报通知');
  const existing = await apps.applicationFor(ctx.db, declareId, orgId);
  if (existing) return { id: existing.id, state: existing.state, created: false };
  const refusal = windowRefusal(declaration.start_date, declaration.end_date);
  if (refusal) throw new BizError(refusal, BIZ.conflict);
  const now = nowIso();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('declare_applications')
        .values({
          declaration_id: declareId,
          org_id: orgId,
          user_id: ctx.user.id,
          state: 'TOSUBMIT',
          // The person who starts is the likely contact: the form opens with them filled in.
          contact_name: ctx.user.name,
          contact_phone: ctx.user.phone,
          project_name: '',
          project_summary: '',
          amount_applied: null,
          revenue: null,
          rd_expense: null,
          employees: null,
          remark: '',
          reason: '',
          submitted_at: null,
          audited_at: null,
          auditor_id: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await auditTrail(SUBJECT, ctx.tenantId, ctx.user.id)(trx, row.id, 'START', null, 'TOSUBMIT');
      return { id: row.id, state: 'TOSUBMIT' as const, created: true };
    });
  } catch (error) {
    // A colleague started it at the same moment: theirs is the organisation's application.
    if (!isUniqueViolation(error)) throw error;
    const now = await apps.applicationFor(ctx.db, declareId, orgId);
    if (!now) throw error;
    return { id: now.id, state: now.state, created: false };
  }
}

type FormInput = BodyOf<DeclareContract['saveApplication']>;

/**
 * What a draft stores: trimmed, possibly incomplete; a phone, when given, must be one. Fields left
 * out of the body stay as they are; '' or null clears one.
 */
function draftValues(input: FormInput) {
  const values: Partial<
    Pick<apps.ApplicationRow, 'contact_name' | 'contact_phone' | 'project_name' | 'project_summary' | 'amount_applied' | 'revenue' | 'rd_expense' | 'employees' | 'remark'>
  > = {};
  if (input.contactName !== undefined) values.contact_name = text(input.contactName, '联系人', 0, 20);
  if (input.contactPhone !== undefined) {
    const phone = input.contactPhone.replace(/\s+/g, '');
    values.contact_phone = phone === '' ? '' : phoneNumber(phone, '联系电话');
  }
  if (input.projectName !== undefined) values.project_name = text(input.projectName, '项目名称', 0, L.projectNameMax);
  if (input.projectSummary !== undefined) values.project_summary = longText(input.projectSummary, '项目简介', 0, L.summaryMax);
  if (input.amountApplied !== undefined) values.amount_applied = input.amountApplied;
  if (input.revenue !== undefined) values.revenue = input.revenue;
  if (input.rdExpense !== undefined) values.rd_expense = input.rdExpense;
  if (input.employees !== undefined) values.employees = input.employees;
  if (input.remark !== undefined) values.remark = longText(input.remark, '备注', 0, L.remarkMax);
  return values;
}

/** saveDeclareAndOrg/{declareId}: the organisation's application to that declaration. */
export async function saveApplication(ctx: UserCtx, declareId: number, input: FormInput): Promise<ApplicationChanged> {
  const orgId = orgIdOf(ctx.user);
  const row = await apps.applicationFor(ctx.db, declareId, orgId);
  if (!row) throw new BizError('尚未开始该申报，请先点击“立即申报”', BIZ.notFound);
  const refusal = editRefusal(row);
  if (refusal) throw new BizError(refusal, BIZ.conflict);
  const values = { ...draftValues(input), updated_at: nowIso() };
  if (!(await apps.updateApplication(ctx.db, row.id, EDITABLE_STATES, values))) throw changedMeanwhile(NOUN);
  return { id: row.id, state: row.state };
}

/** upFileInfo: the files of one material slot become exactly these attachments. */
export async function setSlotFiles(ctx: UserCtx, input: BodyOf<DeclareContract['upFile']>): Promise<MaterialFiles> {
  const row = await ownApplication(ctx, input.id);
  const refusal = editRefusal(row);
  if (refusal) throw new BizError(refusal, BIZ.conflict);
  const material = (await repo.materialsOf(ctx.db, row.declaration_id)).find((m) => m.id === input.materialId);
  if (!material) throw new BizError('申报材料不存在，请刷新后重试', BIZ.notFound);
  const slot = materialSlot(material);
  const ids = [...new Set(input.attachmentIds)];
  if (ids.length > L.filesPerMaterial) throw new BizError(`“${slot.name}”最多上传${L.filesPerMaterial}个文件`);
  // The organisation's uploads (any of its users'), or files this application already has.
  const owner = { kind: 'declareApplication' as const, id: row.id };
  const usable = new Map((await usableAttachments(ctx.db, ctx.tenantId, ids, { uploadedBy: { org: row.org_id }, orLinkedTo: owner })).map((a) => [a.id, a] as const));
  for (const id of ids) {
    const file = usable.get(id);
    if (!file) throw new BizError('附件不存在或不可用，请重新上传');
    if (!mimeAllowed(file.mime, slot.types)) {
      throw new BizError(`“${slot.name}”只接受${materialTypesLabel(slot.types)}格式，文件“${file.filename}”不符合`);
    }
  }
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await apps.replaceSlotFiles(trx, ctx.tenantId, row.id, material.id, ids, now);
    if (!(await apps.updateApplication(trx, row.id, EDITABLE_STATES, { updated_at: now }))) throw changedMeanwhile(NOUN);
  });
  const files = await apps.filesOf(ctx.db, row.id);
  return materialFiles([material], files)[0]!;
}

/** Everything a submitted application must have; the first thing missing is named. */
function completenessProblem(row: apps.ApplicationRow, materials: MaterialFiles[]): string | null {
  if ([...row.contact_name].length < 2) return '请填写联系人';
  if (!row.contact_phone) return '请填写联系电话';
  if ([...row.project_name].length < 2) return '请填写项目名称（至少2个字符）';
  if ([...row.project_summary].length < L.summaryMin) return `请填写项目简介（至少${L.summaryMin}个字符）`;
  if (row.amount_applied === null || Number(row.amount_applied) <= 0) return '请填写申请金额';
  const missing = materials.find((m) => m.required && m.files.length === 0);
  if (missing) return `请上传必传材料“${missing.name}”`;
  return null;
}

/** sendDeclare: a complete draft (while open) or a returned application goes to review. */
export async function sendApplication(ctx: UserCtx, id: number): Promise<ApplicationChanged> {
  const row = await ownApplication(ctx, id);
  const refusal = editRefusal(row);
  if (refusal) throw new BizError(refusal, BIZ.conflict);
  const materials = materialFiles(await repo.materialsOf(ctx.db, row.declaration_id), await apps.filesOf(ctx.db, row.id));
  const problem = completenessProblem(row, materials);
  if (problem) throw new BizError(problem);
  const now = nowIso();
  const trail = auditTrail(SUBJECT, ctx.tenantId, ctx.user.id);
  return changeState(ctx.db, {
    noun: NOUN,
    load: (trx) => apps.applicationById(trx, row.id),
    status: (current) => current.state,
    // Still in the state whose completeness was checked: a colleague's submit meanwhile is refused.
    from: [row.state],
    update: (trx) => apps.updateApplication(trx, row.id, [row.state], { state: 'TOAUDIT', reason: '', submitted_at: now, updated_at: now }),
    then: async (trx) => {
      await trail(trx, row.id, row.state === 'BACK' ? 'RESUBMIT' : 'SUBMIT', row.state, 'TOAUDIT');
      return { id: row.id, state: 'TOAUDIT' as const };
    },
  });
}
