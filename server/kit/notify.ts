import type { Kysely } from 'kysely';
import type { NoticeTopic } from '../../common/message/contract.js';
import type { DB } from '../db/schema.js';

/**
 * The port through which a workflow tells the people concerned that something happened (a
 * certification decided, an appeal answered, a declaration audited): a system notification in
 * their messages (/user/messageNotice). Workflows call `notify` inside the transaction of their
 * state change, so the notification commits with it or not at all; they never touch the message
 * tables. The storage is the message module's (server/modules/message), which provides itself
 * here when it is loaded (server/modules/index.ts lists it).
 */

export interface Notification {
  tenantId: number;
  /** Who is told; repeated and empty lists are fine (nothing is written for nobody). */
  userIds: readonly number[];
  /** Which workflow raised it (common/message/contract.ts NOTICE_TOPICS). */
  topic: NoticeTopic;
  title: string;
  /** Plain text. */
  body: string;
  /** The path of the record in the portal (e.g. /user/appeal/detail/12), or null. */
  link: string | null;
}

export type NotificationStore = (db: Kysely<DB>, notification: Notification) => Promise<void>;

let store: NotificationStore | null = null;

/** Called once by the module that keeps notifications. */
export function provideNotificationStore(next: NotificationStore): void {
  store = next;
}

/** Writes the notification with `db` (the caller's transaction). */
export async function notify(db: Kysely<DB>, notification: Notification): Promise<void> {
  if (!store) throw new Error('notify: no notification store is provided (the message module is not loaded)');
  const userIds = [...new Set(notification.userIds)];
  if (userIds.length === 0) return;
  await store(db, { ...notification, userIds });
}

/** The active users of an organisation: whom an enterprise's record concerns. */
export async function orgMemberIds(db: Kysely<DB>, tenantId: number, orgId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('org_id', '=', orgId)
    .where('status', '=', 'ACTIVE')
    .execute();
  return rows.map((r) => Number(r.id));
}
