import { pathTo } from '@/core/paths';

/** Paths of the message screens (DESIGN §2: built with helpers, never concatenated in components). */

export const OP_MESSAGE = '/op/message';
export const OP_MESSAGE_ADD = '/op/message/add';
export const OP_MESSAGE_CHOOSE = '/op/message/choose';
export const OP_MESSAGE_RESULT = '/op/message/result';
/** The add screen edits a draft when given its id. */
export const messageEditPath = (id: number) => `${OP_MESSAGE_ADD}?id=${id}`;
export const messageChoosePath = (id: number) => `${OP_MESSAGE_CHOOSE}?id=${id}`;
export const messageResultPath = (id: number) => `${OP_MESSAGE_RESULT}?id=${id}`;

export const USER_MESSAGE = '/user/message';
export const USER_NOTICE = '/user/messageNotice';
export const USER_MESSAGE_DETAIL = '/user/message/:id';
export const myMessagePath = (id: number) => pathTo(USER_MESSAGE_DETAIL, { id });
