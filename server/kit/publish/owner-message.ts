import type { Kysely } from 'kysely';
import type { TransitionSpec } from '../../../common/publish/lifecycle.js';
import { quoted } from '../../../common/quoted.js';
import type { DB } from '../../db/schema.js';
import type { UserCtx } from '../context.js';
import { notify, orgMemberIds } from '../notify.js';
import type { KindRecord, PublishKind } from './kind.js';

/**
 * The owner's system message when an operator decides on their record (approved, returned, taken
 * offline), through the notify port, in the change's transaction. Nobody is told of their own step.
 */
export async function tellOwner<S extends string>(
  trx: Kysely<DB>,
  kind: Pick<PublishKind, 'owner' | 'message' | 'lifecycle'>,
  ctx: UserCtx,
  record: KindRecord<S>,
  spec: TransitionSpec<S>,
  reason: string,
): Promise<void> {
  if (record.owner === null) return;
  const owners =
    kind.owner.is === 'user' ? [record.owner] : await orgMemberIds(trx, ctx.tenantId, record.owner);
  const userIds = owners.filter((id) => id !== ctx.user.id);
  const { noun } = kind.lifecycle;
  await notify(trx, {
    tenantId: ctx.tenantId,
    userIds,
    topic: kind.message.topic,
    title: `${noun}${spec.label}：${record.title}`,
    body: `您的${noun}${quoted(record.title)}${spec.label}${reason ? `，原因：${reason}` : ''}。`,
    link: kind.message.link(record.id),
  });
}
