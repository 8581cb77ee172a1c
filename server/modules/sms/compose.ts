import type { Kysely } from 'kysely';
import type { Audience } from '../../../common/audience/contract.js';
import { BIZ } from '../../../common/envelope.js';
import { renderSms, smsPartsOf, smsTextProblem, type SmsVariable } from '../../../common/sms/contract.js';
import type { DB } from '../../db/schema.js';
import { audienceRecipients, checkedAudience, countAudience } from '../../kit/audience.js';
import type { UserCtx } from '../../kit/context.js';
import { record } from '../../lib/audit-log.js';
import { nowIso } from '../../lib/clock.js';
import { BizError, notFound } from '../../lib/errors.js';
import { smsCapsOf } from '../../lib/sms-caps.js';
import { checkOperatorCap, lockParkSends, overCapNotice, phonesAtCap } from './caps.js';
// The tables' types (migration 0019_sms) join the database type here.
import type {} from './tables.js';

/** The audit trail's subject types. */
const BATCH = 'sms_batch';
const TEMPLATE = 'sms_template';

/** A scheduled send may be at most this far ahead. */
const MAX_AHEAD_MS = 90 * 24 * 3600_000;

const CHUNK = 200;

interface Person {
  userId: number;
  name: string;
  phone: string;
  orgName: string;
}

/** The text is sendable: not blank, no unknown {变量}. */
export function checkText(text: string): string {
  const problem = smsTextProblem(text);
  if (problem) throw new BizError(problem);
  return text.trim();
}

async function parkName(db: Kysely<DB>, tenantId: number): Promise<string> {
  const row = await db.selectFrom('tenants').select('fullname').where('id', '=', tenantId).executeTakeFirst();
  return row?.fullname ?? '';
}

/** The people the choice reaches, with what their variables need, in user id order. */
async function peopleOf(db: Kysely<DB>, audience: Audience): Promise<Person[]> {
  const recipients = await audienceRecipients(db, audience);
  const people: Person[] = [];
  for (let i = 0; i < recipients.length; i += 500) {
    const ids = recipients.slice(i, i + 500).map((r) => r.userId);
    const rows = await db
      .selectFrom('users')
      .leftJoin('orgs', 'orgs.id', 'users.org_id')
      .select(['users.id', 'users.name', 'users.phone', 'orgs.fullname'])
      .where('users.id', 'in', ids)
      .orderBy('users.id')
      .execute();
    for (const r of rows) people.push({ userId: Number(r.id), name: r.name, phone: r.phone, orgName: r.fullname ?? '' });
  }
  return people;
}

const valuesOf = (p: Pick<Person, 'name' | 'orgName'>, park: string): Record<SmsVariable, string> => ({
  企业名称: p.orgName,
  联系人: p.name,
  园区名称: park,
});

export async function previewSms(ctx: UserCtx, text: string, audience: Audience) {
  const checked = checkText(text);
  const [people, count, park] = await Promise.all([
    peopleOf(ctx.db, audience),
    countAudience(ctx.db, audience),
    parkName(ctx.db, ctx.tenantId),
  ]);
  const first = people[0] ?? { name: '张三', orgName: '示例科技有限公司' };
  const rendered = renderSms(checked, valuesOf(first, park));
  return {
    rendered,
    sample: people[0] ? `${first.name}${first.orgName ? `（${first.orgName}）` : ''}` : '示例：张三（示例科技有限公司）',
    recipients: people.length,
    orgs: count.orgs,
    length: rendered.length,
    parts: smsPartsOf(rendered.length),
  };
}

interface SendInput {
  text: string;
  templateId?: number | undefined;
  /** The batch's label when another module sends (server/modules/sms/public.ts), instead of a template's name. */
  templateName?: string | undefined;
  audience: Audience;
  sendAt?: string | undefined;
}

/**
 * Stores the batch and one PENDING record per recipient with the text filled for them, and returns:
 * the background sender (sender.ts) delivers them. The recipients are those of the choice now,
 * within the park's caps (caps.ts): an operator over their batches of the hour is refused; the
 * recipients who already have the day's pushes are left out, the others are sent to, and the
 * answer says how many were left out (a batch with nobody left is refused).
 */
export async function sendSms(ctx: UserCtx, input: SendInput) {
  const text = checkText(input.text);
  const audience = checkedAudience(input.audience);
  const now = new Date();
  let sendAt = now.toISOString();
  if (input.sendAt) {
    const when = Date.parse(input.sendAt);
    if (Number.isNaN(when)) throw new BizError('发送时间格式不正确');
    if (when > now.getTime() + MAX_AHEAD_MS) throw new BizError('定时发送最多提前 90 天');
    if (when > now.getTime()) sendAt = new Date(when).toISOString();
  }
  let templateName = input.templateName ?? '';
  if (input.templateId !== undefined) {
    const t = await ctx.db
      .selectFrom('sms_templates')
      .select('name')
      .where('id', '=', input.templateId)
      .executeTakeFirst();
    if (!t) throw notFound('短信模板');
    templateName = t.name;
  }
  const [people, park] = await Promise.all([peopleOf(ctx.db, audience), parkName(ctx.db, ctx.tenantId)]);
  if (people.length === 0) throw new BizError('所选接收对象中没有可接收短信的用户');
  const scheduled = sendAt > now.toISOString();

  return ctx.db.transaction().execute(async (trx) => {
    await lockParkSends(trx, ctx.dialect, ctx.tenantId);
    const caps = await smsCapsOf(trx, ctx.tenantId);
    await checkOperatorCap(trx, ctx.user.id, caps.perOperatorPerHour, now);
    const cap = caps.perRecipientPerDay;
    const full = await phonesAtCap(trx, people.map((p) => p.phone), sendAt, cap);
    const sending = people.filter((p) => !full.has(p.phone));
    const overCap = people.length - sending.length;
    if (sending.length === 0)
      throw new BizError(
        `所选接收人今日均已收到${String(cap)}条推送短信，达到每人每日${String(cap)}条的上限（园区设置），本次未发送`,
        BIZ.tooMany,
      );
    const created = now.toISOString();
    const batch = await trx
      .insertInto('sms_batches')
      .values({
        template_name: templateName,
        text,
        audience: JSON.stringify(audience),
        status: scheduled ? 'SCHEDULED' : 'SENDING',
        send_at: sendAt,
        finished_at: null,
        sender_id: ctx.user.id,
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(batch.id);
    for (let i = 0; i < sending.length; i += CHUNK) {
      await trx
        .insertInto('sms_records')
        .values(
          sending.slice(i, i + CHUNK).map((p) => ({
            batch_id: id,
            user_id: p.userId,
            name: p.name,
            org_name: p.orgName,
            phone: p.phone,
            text: renderSms(text, valuesOf(p, park)),
            status: 'PENDING' as const,
            claimed_at: null,
            sent_at: null,
          })),
        )
        .execute();
    }
    await record(trx, {
      tenantId: ctx.tenantId,
      subjectType: BATCH,
      subjectId: id,
      action: 'SEND',
      from: null,
      to: scheduled ? 'SCHEDULED' : 'SENDING',
      reason: `${scheduled ? `定时 ${sendAt} ` : ''}发送给${sending.length}位用户${overCap > 0 ? `；${overCapNotice(overCap, cap)}` : ''}`,
      actorId: ctx.user.id,
    });
    return { id, recipients: sending.length, overCap, notice: overCap > 0 ? overCapNotice(overCap, cap) : '' };
  });
}

/** Failed records (one, or all of the batch) wait again; the batch is sending again. */
export async function retrySms(ctx: UserCtx, batchId: number, recordId: number | undefined) {
  const batch = await ctx.db
    .selectFrom('sms_batches')
    .select(['id', 'status'])
    .where('id', '=', batchId)
    .executeTakeFirst();
  if (!batch) throw notFound('发送批次');
  return ctx.db.transaction().execute(async (trx) => {
    let q = trx
      .updateTable('sms_records')
      .set({ status: 'PENDING', result: '' })
      .where('batch_id', '=', batchId)
      .where('status', '=', 'FAILED');
    if (recordId !== undefined) q = q.where('id', '=', recordId);
    const retried = Number((await q.executeTakeFirst()).numUpdatedRows);
    if (retried === 0) throw new BizError(recordId === undefined ? '该批次没有发送失败的记录' : '该记录不是发送失败状态');
    if (batch.status === 'DONE') {
      await trx.updateTable('sms_batches').set({ status: 'SENDING', finished_at: null }).where('id', '=', batchId).execute();
    }
    await record(trx, {
      tenantId: ctx.tenantId,
      subjectType: BATCH,
      subjectId: batchId,
      action: 'RETRY',
      from: batch.status,
      to: batch.status === 'DONE' ? 'SENDING' : batch.status,
      reason: `重发${retried}条失败记录`,
      actorId: ctx.user.id,
    });
    return { retried };
  });
}

export async function saveTemplate(ctx: UserCtx, input: { id?: number | undefined; name: string; text: string }) {
  const name = input.name.trim();
  if (!name) throw new BizError('请填写模板名称');
  const text = checkText(input.text);
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    let id: number;
    if (input.id !== undefined) {
      const res = await trx
        .updateTable('sms_templates')
        .set({ name, text, updated_at: now })
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw notFound('短信模板');
      id = input.id;
    } else {
      const row = await trx
        .insertInto('sms_templates')
        .values({ name, text, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = Number(row.id);
    }
    await record(trx, {
      tenantId: ctx.tenantId,
      subjectType: TEMPLATE,
      subjectId: id,
      action: input.id === undefined ? 'CREATE' : 'UPDATE',
      from: null,
      to: 'SAVED',
      reason: name,
      actorId: ctx.user.id,
    });
    return { id };
  });
}

export async function deleteTemplate(ctx: UserCtx, id: number): Promise<null> {
  await ctx.db.transaction().execute(async (trx) => {
    const res = await trx.deleteFrom('sms_templates').where('id', '=', id).executeTakeFirst();
    if (Number(res.numDeletedRows) !== 1) throw notFound('短信模板');
    await record(trx, {
      tenantId: ctx.tenantId,
      subjectType: TEMPLATE,
      subjectId: id,
      action: 'DELETE',
      from: 'SAVED',
      to: 'DELETED',
      reason: '',
      actorId: ctx.user.id,
    });
  });
  return null;
}
