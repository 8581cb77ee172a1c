import type { Audience } from '@common/audience/contract';
import { messageContract as c, type MESSAGE_SORTS, type MessageKind } from '@common/message/contract';
import { sortInput, type SortParams } from '@/ui/list-page/query-state';
import { defineAction, defineItem, defineList, defineQuery, revalidateResources } from '@/ui/resource';

/** The message resources (common/message/contract.ts): the operators' side and everyone's inbox. */

export type {
  ManagedMessage,
  MessageCounts,
  MyMessage,
  MyMessageDetail,
  RecipientRow,
  SentMessage,
  UnreadCounts,
} from '@common/message/contract';

export type SentQuery = { status?: string; search?: string } & SortParams;
export type ResultQuery = { id?: string; read?: string; search?: string };
export type InboxQuery = { kind?: string; read?: string };

const readOf = (value: string | undefined): 'READ' | 'UNREAD' | undefined => (value === 'READ' || value === 'UNREAD' ? value : undefined);

const statusOf = (value: string | undefined): 'DRAFT' | 'SENT' | undefined => (value === 'DRAFT' || value === 'SENT' ? value : undefined);

export const sentMessages = defineList(c.sentList, {
  toQuery: (q: SentQuery) => ({
    status: statusOf(q.status),
    search: q.search,
    ...sortInput<(typeof MESSAGE_SORTS)[number]>(q),
  }),
});
export const messageCounts = defineQuery(c.counts);
export const managedMessage = defineItem(c.manageDetail);
export const messageResult = defineList(c.result, {
  toQuery: (q: ResultQuery) => ({ id: Number(q.id), read: readOf(q.read), search: q.search }),
});
/** The stats above the result list (the same endpoint, first row only). */
export const resultStats = defineQuery(c.result, { key: 'message/result/stats', toInput: (id: number) => ({ id, size: 1 }) });

export const audienceOptions = defineQuery(c.audienceOptions);
export const audienceCount = defineQuery(c.audienceCount, { toInput: (audience: Audience) => audience });
export const audienceOrgs = defineList(c.audienceOrgs, { toQuery: (q: { search?: string; ids?: string }) => q });
export const audienceUsers = defineList(c.audienceUsers, { toQuery: (q: { search?: string; ids?: string }) => q });

const OPERATOR_SIDE = [sentMessages, messageCounts, managedMessage, messageResult, resultStats];

export const saveMessage = defineAction(c.save, { revalidate: OPERATOR_SIDE });
export const sendMessage = defineAction(c.send, { revalidate: OPERATOR_SIDE });
export const deleteMessage = defineAction(c.remove, { toInput: (id: number) => ({ id }), revalidate: OPERATOR_SIDE, success: '删除成功' });

const deleteOne = defineAction(c.remove, { toInput: (id: number) => ({ id }), loading: false });
/** 批量删除 drafts: one at a time (the server checks each is a draft), lists refreshed once. */
export async function deleteDrafts(ids: readonly number[]): Promise<void> {
  try {
    for (const id of ids) await deleteOne(id);
  } finally {
    void revalidateResources(OPERATOR_SIDE);
  }
}

// ---- The inbox ----

export const myMessages = defineList(c.myList, {
  toQuery: (q: InboxQuery) => ({ kind: (q.kind === 'NOTICE' ? 'NOTICE' : 'MESSAGE') as MessageKind, read: readOf(q.read) }),
});
export const myMessage = defineItem(c.myDetail);
/** The badge's count; its key is shared with the tab bar's (the endpoint's path). */
export const unreadCounts = defineQuery(c.unread);

const INBOX = [myMessages, unreadCounts];

export const markRead = defineAction(c.markRead, { toInput: (id: number) => ({ id }), revalidate: INBOX, loading: false });
export const markAllRead = defineAction(c.markAllRead, {
  toInput: (kind: MessageKind) => ({ kind }),
  revalidate: INBOX,
  success: '已全部标记为已读',
});
/** After a detail was opened (which marks it read on the server). */
export const inboxChanged = () => revalidateResources(INBOX);
