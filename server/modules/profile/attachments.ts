import { hasPermission, isOperator } from '../../../common/roles.js';
import type { Permission } from '../../../common/permissions.js';
import type { AttachmentKind, FileAsker } from '../../kit/attachments.js';

/**
 * A user's avatar (头像, users.avatar_url: the download address of an image they uploaded) is seen
 * by the user and by the operators who deal with users as people: those who manage the park's
 * accounts (user.manage for portal users, system.operator for the staff's) and those who answer
 * the users' messages to the park (customer.manage). Nobody else reads it through its address: a
 * colleague or an operator of another desk does not. Only the user removes it, at any time (their
 * profile then shows none).
 */
const SEES_AVATARS: readonly Permission[] = ['user.manage', 'system.operator', 'customer.manage'];

const isOwner = ({ user }: FileAsker, userId: number) => Promise.resolve(user.id === userId);

async function mayRead(asker: FileAsker, userId: number): Promise<boolean> {
  const { user } = asker;
  if (await isOwner(asker, userId)) return true;
  return isOperator(user) && SEES_AVATARS.some((permission) => hasPermission(user, permission));
}

export const profileAttachments: readonly AttachmentKind[] = [
  {
    kind: 'avatar',
    held: { column: { table: 'users', column: 'avatar_url', holds: 'url' } },
    canRead: mayRead,
    canDelete: isOwner,
    editable: () => Promise.resolve(true),
  },
];
