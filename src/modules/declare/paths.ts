import { pathTo } from '@/core/paths';

/** Paths of the declaration screens (DESIGN §2: built with helpers, never concatenated in components). */

export const NOTICE_LIST = '/policy/declareNotice';
export const NOTICE_DETAIL = '/policy/declareDetail/:id';
export const CENTER = '/policy/declare';
export const PROCESS = '/policy/declareProcess/:id';
export const PROGRESS = '/policy/process/detail/:id';
export const MY_LIST = '/policy/declareList';

export const OP_MANAGE = '/op/declareManage';
export const OP_ADD = '/op/declare/add';
export const OP_EDIT = '/op/declare/edit/:id';
export const OP_DETAIL = '/op/declare/detail/:id';
export const OP_QUEUE = '/op/policy/declare';
export const OP_AUDIT = '/op/policy/declare/:id';
export const OP_INDEX = '/op/index';

/** The public list of declaration notices, optionally of one policy. */
export const declareNoticePath = (policyId?: number) => (policyId ? `${NOTICE_LIST}?policyId=${policyId}` : NOTICE_LIST);
export const declareDetailPath = (id: number | string) => pathTo(NOTICE_DETAIL, { id });
/** The application form of a declaration (by the declaration's id). */
export const declareProcessPath = (declareId: number | string) => pathTo(PROCESS, { id: declareId });
/** One application's progress (by the application's id). */
export const progressPath = (applicationId: number | string) => pathTo(PROGRESS, { id: applicationId });
/** My applications, on a state tab ('' = 全部). */
export const myApplicationsPath = (state = '') => (state ? `${MY_LIST}?state=${state}` : MY_LIST);

export const opEditPath = (id: number | string) => pathTo(OP_EDIT, { id });
export const opDetailPath = (id: number | string) => pathTo(OP_DETAIL, { id });
export const opAuditPath = (applicationId: number | string) => pathTo(OP_AUDIT, { id: applicationId });
export const opQueuePath = (state = '') => (state ? `${OP_QUEUE}?state=${state}` : OP_QUEUE);
