import { messageContract } from '@common/message/contract';
import { useSession } from '@/core/use-session';
import { defineQuery } from '@/ui/resource';

/**
 * The signed-in user's unread messages and notifications, for the badge on 我的. Its key is the
 * endpoint's path, as the message screens' own read of it: reading or marking messages there
 * refreshes this one too.
 */
const unread = defineQuery(messageContract.unread);

/** The badge text of the personal-centre tab: the unread count (99+ above 99), or undefined. */
export function useUnreadBadge(): string | undefined {
  const user = useSession();
  const total = unread.useQuery(user ? {} : null).data?.total ?? 0;
  if (!user || total <= 0) return undefined;
  return total > 99 ? '99+' : String(total);
}
