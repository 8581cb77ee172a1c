import type { Kysely } from 'kysely';
import { BIZ } from '../../../common/envelope.js';
import type { DB } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';
import { BizError } from '../../lib/errors.js';
import { parkDayOf, parkDayStart } from '../../lib/park-time.js';

/**
 * The park's caps on SMS pushes (its settings, /op/setting/sms): how many batches one operator
 * sends in an hour, and how many pushed SMS one phone receives in a park day. They are checked
 * inside the transaction that stores a batch, after the park's row is locked (PostgreSQL; SQLite
 * writes one transaction at a time anyway), so two sends at once cannot both slip under a cap.
 */

const HOUR_MS = 3600_000;
const CHUNK = 500;

/** Sends of one park wait for each other from here to the end of the transaction. */
export async function lockParkSends(trx: Kysely<DB>, dialect: Dialect, tenantId: number): Promise<void> {
  const query = trx.selectFrom('tenants').select('id').where('id', '=', tenantId);
  await (dialect === 'postgres' ? query.forUpdate() : query).execute();
}

/** Refuses the operator's batch when their batches of the last hour reached the cap, saying when the next one may go. */
export async function checkOperatorCap(trx: Kysely<DB>, userId: number, cap: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const rows = await trx
    .selectFrom('sms_batches')
    .select('created_at')
    .where('sender_id', '=', userId)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(cap)
    .execute();
  if (rows.length < cap) return;
  // The oldest of the last `cap` batches leaves the hour first.
  const oldest = Date.parse(rows[rows.length - 1]!.created_at);
  const minutes = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 60_000));
  throw new BizError(
    `您一小时内已发送${String(cap)}批短信，达到每位操作员每小时${String(cap)}批的上限（园区设置），请${String(minutes)}分钟后再发送`,
    BIZ.tooMany,
  );
}

/**
 * The phones that already have `cap` pushed SMS on the park day the batch is sent (waiting, being
 * sent or sent; failed ones never reached them), counted by the send time of their batches.
 */
export async function phonesAtCap(
  trx: Kysely<DB>,
  phones: readonly string[],
  sendAt: string,
  cap: number,
): Promise<Set<string>> {
  const day = parkDayOf(sendAt);
  const batchesOfDay = trx
    .selectFrom('sms_batches')
    .select('id')
    .where('send_at', '>=', parkDayStart(day))
    .where('send_at', '<', parkDayStart(day, 1));
  const full = new Set<string>();
  for (let i = 0; i < phones.length; i += CHUNK) {
    const rows = await trx
      .selectFrom('sms_records')
      .select(['phone', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('batch_id', 'in', batchesOfDay)
      .where('status', 'in', ['PENDING', 'SENDING', 'SENT'])
      .where('phone', 'in', phones.slice(i, i + CHUNK))
      .groupBy('phone')
      .execute();
    for (const r of rows) if (Number(r.n) >= cap) full.add(r.phone);
  }
  return full;
}

/** What the operator is told when some recipients were left out. */
export const overCapNotice = (count: number, cap: number) =>
  `${String(count)}位接收人今日已收到${String(cap)}条推送短信，达到每人每日${String(cap)}条的上限（园区设置），未向其发送`;
