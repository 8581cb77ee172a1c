/** What other modules may use of the message area: the inbox paths and the unread counts (the personal centre's entries). */
export { USER_MESSAGE, USER_NOTICE } from './paths';
export { unreadCounts } from './api';
