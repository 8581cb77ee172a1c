import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { SmsGateway } from '../../lib/sms/gateway.js';
import { scopedTo } from '../../kit/tenant-scope.js';
// The tables' types (migration 0019_sms) join the database type here.
import type {} from './tables.js';

/**
 * The background sender of SMS push. Each tick it delivers, per park, at most `perTick` PENDING
 * records of batches whose time has come. The tick's records are claimed by one conditional
 * update (PENDING → SENDING) before they are sent, so several server processes never send one
 * twice, and their outcomes are written together once the tick's sends are done (one update per
 * outcome, not two per message: a batch of thousands took minutes of round trips on PostgreSQL).
 * A claim left behind by a process that stopped is given back after CLAIM_TIMEOUT_MS: the records
 * of its last tick (at most the park's rate) are then sent again. A batch is DONE once none of its
 * records waits.
 */

/** SMS per second per park: what a provider's account usually allows; the loop ticks once a second. */
export const SMS_PER_SECOND_PER_PARK = 20;

/** A claim older than this belongs to a process that stopped mid-send. */
export const CLAIM_TIMEOUT_MS = 5 * 60_000;

const PHONE = /^1\d{10}$/;

export interface TickResult {
  sent: number;
  failed: number;
}

export async function sendTick(
  db: Kysely<DB>,
  gateway: SmsGateway,
  { now = new Date(), perTick = SMS_PER_SECOND_PER_PARK }: { now?: Date; perTick?: number } = {},
): Promise<TickResult> {
  const at = now.toISOString();
  await db
    .updateTable('sms_records')
    .set({ status: 'PENDING', claimed_at: null })
    .where('status', '=', 'SENDING')
    .where('claimed_at', '<', new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString())
    .execute();
  // Scheduled batches whose time has come start.
  await db.updateTable('sms_batches').set({ status: 'SENDING' }).where('status', '=', 'SCHEDULED').where('send_at', '<=', at).execute();

  const due = await db
    .selectFrom('sms_batches')
    .select(['id', 'tenant_id'])
    .where('status', '=', 'SENDING')
    .orderBy('send_at')
    .orderBy('id')
    .execute();
  const byTenant = new Map<number, number[]>();
  for (const b of due) {
    const list = byTenant.get(Number(b.tenant_id)) ?? [];
    list.push(Number(b.id));
    byTenant.set(Number(b.tenant_id), list);
  }

  const result: TickResult = { sent: 0, failed: 0 };
  for (const [tenantId, batchIds] of byTenant) {
    // Each park's records are read through its own scope, so a batch id never reaches another park's.
    const rows = await scopedTo(db, tenantId)
      .selectFrom('sms_records')
      .select(['id', 'phone', 'text'])
      .where('batch_id', 'in', batchIds)
      .where('status', '=', 'PENDING')
      .orderBy('batch_id')
      .orderBy('id')
      .limit(perTick)
      .execute();
    if (rows.length === 0) continue;
    // The tick's records are claimed in one conditional update; another sender that claimed one
    // first keeps it (its id does not come back here).
    const claimed = await db
      .updateTable('sms_records')
      .set({ status: 'SENDING', claimed_at: at })
      .where('id', 'in', rows.map((row) => row.id))
      .where('status', '=', 'PENDING')
      .returning('id')
      .execute();
    const ours = new Set(claimed.map((row) => Number(row.id)));
    // The records of each outcome (null: sent; else the gateway's message), written together.
    const outcomes = new Map<string | null, number[]>();
    for (const row of rows) {
      if (!ours.has(Number(row.id))) continue;
      let failure: string | null = null;
      if (!PHONE.test(row.phone)) failure = '手机号无效';
      else {
        try {
          await gateway.send({ tenantId, phone: row.phone, type: 'push', text: row.text, at });
        } catch (error) {
          failure = error instanceof Error && error.message ? error.message.slice(0, 200) : '网关发送失败';
        }
      }
      outcomes.set(failure, [...(outcomes.get(failure) ?? []), Number(row.id)]);
      if (failure === null) result.sent++;
      else result.failed++;
    }
    for (const [failure, ids] of outcomes) {
      await db
        .updateTable('sms_records')
        .set((eb) => ({
          status: failure === null ? 'SENT' : 'FAILED',
          result: failure ?? '发送成功',
          attempts: eb('attempts', '+', 1),
          sent_at: failure === null ? at : null,
          claimed_at: null,
        }))
        .where('id', 'in', ids)
        .execute();
    }
  }

  // Batches with nothing left to send are done.
  if (due.length) {
    await db
      .updateTable('sms_batches')
      .set({ status: 'DONE', finished_at: at })
      .where('status', '=', 'SENDING')
      .where('id', 'in', due.map((b) => Number(b.id)))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('sms_records')
              .select('sms_records.id')
              .whereRef('sms_records.batch_id', '=', 'sms_batches.id')
              .where('sms_records.status', 'in', ['PENDING', 'SENDING']),
          ),
        ),
      )
      .execute();
  }
  return result;
}

/** Runs sendTick every `intervalMs` until stopped; one tick at a time, errors logged, never thrown. */
export function startSender(
  db: Kysely<DB>,
  gateway: SmsGateway,
  intervalMs: number,
  log: { error: (obj: unknown, msg: string) => void },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendTick(db, gateway, { perTick: Math.max(1, Math.round((SMS_PER_SECOND_PER_PARK * intervalMs) / 1000)) })
      .catch((error: unknown) => log.error({ err: error }, 'SMS push sender tick failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
