import { pathTo } from '@/core/paths';

/** Paths of the appeal screens (DESIGN §2: built with helpers, never concatenated in components). */

export const USER_APPEAL = '/user/appeal';
/** The filing form (enterprise users; officers file for an enterprise). Not a spec route. */
export const USER_APPEAL_ADD = '/user/appeal/add';
export const USER_DETAIL_PATTERN = '/user/appeal/detail/:id';
export const userAppealDetailPath = (id: number) => pathTo(USER_DETAIL_PATTERN, { id });

export const OP_LIST_PATTERN = '/op/appeal/list/:states?';
/** The operators' queue on a state tab ('' = 全部). */
export const opAppealListPath = (states = '') => pathTo(OP_LIST_PATTERN, { states });
/** The queue filtered to the appeals still unanswered past their deadline. */
export const OP_OVERDUE = `${opAppealListPath()}?overdue=1`;
export const OP_DETAIL_PATTERN = '/op/appeal/detail/:id';
export const opAppealDetailPath = (id: number) => pathTo(OP_DETAIL_PATTERN, { id });
export const OP_ANALYSE = '/op/appeal/analyse';
export const OP_INDEX = '/op/index';

