import { sql } from 'kysely';
import { describeAudience, type Audience } from '../../../common/audience/contract.js';
import {
  smsContract,
  SMS_BATCH_STATUS_LABELS,
  SMS_RECORD_STATUS_LABELS,
  variablesOf,
  type SmsBatch,
} from '../../../common/sms/contract.js';
import type { AppInstance } from '../../app-types.js';
import { audienceHandlers } from '../../kit/audience.js';
import type { UserCtx } from '../../kit/context.js';
import { scopeWhere } from '../../kit/data-scope.js';
import { pageWithTotal } from '../../kit/paging.js';
import { answered, serveAll } from '../../kit/serve.js';
import { notFound } from '../../lib/errors.js';
import { createSmsGateway } from '../../lib/sms/gateway.js';
import { containsAny } from '../../lib/sql-like.js';
import { deleteTemplate, previewSms, retrySms, saveTemplate, sendSms } from './compose.js';
import { startSender } from './sender.js';
// The tables' types (migration 0019_sms) join the database type here.
import type {} from './tables.js';
import { unscoped } from '../../kit/tenant-scope.js';

const maskPhone = (phone: string) => (phone.length >= 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);

const batchColumns = [
  'sms_batches.id',
  'sms_batches.text',
  'sms_batches.template_name',
  'sms_batches.audience',
  'sms_batches.status',
  'sms_batches.send_at',
  'sms_batches.finished_at',
  'sms_batches.created_at',
  'users.name as sender_name',
] as const;

function batchQuery(ctx: UserCtx) {
  return ctx.db
    .selectFrom('sms_batches')
    .leftJoin('users', 'users.id', 'sms_batches.sender_id');
}

interface BatchRow {
  id: number;
  text: string;
  template_name: string;
  audience: string;
  status: SmsBatch['status'];
  send_at: string;
  finished_at: string | null;
  created_at: string;
  sender_name: string | null;
}

/** Sent / failed / waiting per batch, from its records. */
async function countsOf(ctx: UserCtx, ids: number[]) {
  const counts = new Map<number, SmsBatch['counts']>();
  for (const id of ids) counts.set(id, { total: 0, sent: 0, failed: 0, pending: 0 });
  if (ids.length === 0) return counts;
  const rows = await ctx.db
    .selectFrom('sms_records')
    .select(['batch_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('batch_id', 'in', ids)
    .groupBy(['batch_id', 'status'])
    .execute();
  for (const r of rows) {
    const c = counts.get(Number(r.batch_id));
    if (!c) continue;
    const n = Number(r.n);
    c.total += n;
    if (r.status === 'SENT') c.sent += n;
    else if (r.status === 'FAILED') c.failed += n;
    else c.pending += n;
  }
  return counts;
}

const audienceOf = (json: string): Audience => JSON.parse(json) as Audience;

function batchItem(r: BatchRow, counts: SmsBatch['counts']): SmsBatch {
  return {
    id: Number(r.id),
    text: r.text,
    templateName: r.template_name,
    audienceText: describeAudience(audienceOf(r.audience)),
    status: r.status,
    statusLabel: SMS_BATCH_STATUS_LABELS[r.status],
    sendAt: r.send_at,
    finishedAt: r.finished_at,
    senderName: r.sender_name ?? '',
    createdAt: r.created_at,
    counts,
  };
}

/** SMS push: templates, composing and sending, batches and their records; the background sender. */
export default async function smsRoutes(app: AppInstance) {
  if (app.config.smsPushIntervalMs > 0) {
    const gateway = createSmsGateway(app.config.smsGateway, app.config.dataDir, app.log);
    let stop: (() => void) | null = null;
    app.addHook('onReady', async () => {
      // Unscoped: the sender walks the queued batches of every park (sender.ts scopes each batch).
      stop = startSender(unscoped(app.db), gateway, app.config.smsPushIntervalMs, app.log);
    });
    app.addHook('onClose', async () => stop?.());
  }

  serveAll(app, smsContract, {
    templates: async ({ query: q, ctx, page }) => {
      let base = ctx.db.selectFrom('sms_templates');
      const search = containsAny(q.search, ['name', 'text']);
      if (search) base = base.where(search);
      const { rows, total } = await pageWithTotal(
        base.select(['id', 'name', 'text', 'updated_at']).orderBy('updated_at', 'desc').orderBy('id', 'desc'),
        base,
        page,
      );
      return {
        list: rows.map((r) => ({ id: Number(r.id), name: r.name, text: r.text, variables: variablesOf(r.text), updatedAt: r.updated_at })),
        total,
      };
    },
    save: ({ query, ctx }) => saveTemplate(ctx, query),
    removeTemplate: ({ params, ctx }) => deleteTemplate(ctx, params.id),
    preview: ({ body, ctx }) => previewSms(ctx, body.text, body.audience),
    send: async ({ body, ctx }) => {
      const sent = await sendSms(ctx, body);
      return sent.notice ? answered(sent, `已提交发送；${sent.notice}`) : sent;
    },
    // The kit resolves the operator's data scope (dataScope: 发送人): the batches its staff sent.
    list: async ({ query: q, ctx, page, scope }) => {
      let base = batchQuery(ctx).where(scopeWhere(scope, 'sms_batches.sender_id'));
      if (q.status) base = base.where('sms_batches.status', '=', q.status);
      const search = containsAny(q.search, ['sms_batches.text', 'sms_batches.template_name']);
      if (search) base = base.where(search);
      const ordered = base.select([...batchColumns]).orderBy('sms_batches.send_at', 'desc').orderBy('sms_batches.id', 'desc');
      const { rows, total } = await pageWithTotal(ordered, base, page);
      const counts = await countsOf(ctx, rows.map((r) => Number(r.id)));
      return { list: rows.map((r) => batchItem(r, counts.get(Number(r.id))!)), total };
    },
    detail: async ({ query, ctx }) => {
      const row = await batchQuery(ctx).select([...batchColumns]).where('sms_batches.id', '=', query.id).executeTakeFirst();
      if (!row) throw notFound('发送批次');
      const counts = await countsOf(ctx, [Number(row.id)]);
      return { ...batchItem(row, counts.get(Number(row.id))!), audience: audienceOf(row.audience) };
    },
    records: async ({ query: q, ctx, page }) => {
      const batch = await ctx.db
        .selectFrom('sms_batches')
        .select('id')
        .where('id', '=', q.id)
        .executeTakeFirst();
      if (!batch) throw notFound('发送批次');
      let base = ctx.db.selectFrom('sms_records').where('batch_id', '=', q.id);
      if (q.status) base = base.where('status', '=', q.status);
      const search = containsAny(q.search, ['name', 'phone', 'org_name']);
      if (search) base = base.where(search);
      const ordered = base
        .select(['id', 'name', 'phone', 'org_name', 'text', 'status', 'result', 'attempts', 'sent_at'])
        // Failures first: they are what an operator opens a batch for.
        .orderBy(sql`case when status = 'FAILED' then 0 else 1 end`)
        .orderBy('id');
      const { rows, total } = await pageWithTotal(ordered, base, page);
      return {
        list: rows.map((r) => ({
          id: Number(r.id),
          name: r.name,
          phone: maskPhone(r.phone),
          orgName: r.org_name,
          text: r.text,
          status: r.status,
          statusLabel: SMS_RECORD_STATUS_LABELS[r.status],
          result: r.result,
          attempts: Number(r.attempts),
          sentAt: r.sent_at,
        })),
        total,
      };
    },
    retry: ({ body, ctx }) => retrySms(ctx, body.batchId, body.recordId),
    ...audienceHandlers(),
  });
}
