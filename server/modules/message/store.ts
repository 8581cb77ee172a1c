import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Notification } from '../../kit/notify.js';
import { nowIso } from '../../lib/clock.js';
import * as repo from './repo.js';
import { summaryFrom } from '../../kit/text-rules.js';

/**
 * Where the kit's notify port (server/kit/notify.ts) keeps a workflow's notification: a SENT
 * message of kind NOTICE, delivered at once to the users named, in the caller's transaction (a
 * handle scoped to the request's park, which the message and its deliveries are written to). Only
 * users of the notification's park are delivered to: a notification naming another park reaches
 * no one.
 */
export async function storeNotification(db: Kysely<DB>, n: Notification): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'org_id'])
    .where('tenant_id', '=', n.tenantId)
    .where('id', 'in', [...n.userIds])
    .execute();
  if (users.length === 0) return;
  const now = nowIso();
  const body = n.body.trim();
  const id = await repo.insertMessage(db, {
    kind: 'NOTICE',
    topic: n.topic,
    status: 'SENT',
    title: n.title.slice(0, 100),
    summary: summaryFrom(body.replace(/\s+/g, ' ')),
    body,
    link: n.link,
    audience: null,
    recipient_count: users.length,
    sender_id: null,
    sent_at: now,
    created_at: now,
    updated_at: now,
  });
  await repo.insertRecipients(
    db,
    id,
    users.map((u) => ({ userId: Number(u.id), orgId: u.org_id === null ? null : Number(u.org_id) })),
    now,
  );
}
