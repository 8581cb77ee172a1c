import { pathTo } from '@/core/paths';

/** Paths of the organisation management screens (built with helpers, never concatenated). */
export const MANAGE_PATH = '/op/orgManage';
export const PORTRAIT_PATTERN = '/op/orgPortrait/:orgid';
export const OP_INDEX = '/op/index';
/** The users linked to an organisation (the user administration's screen). */
export const ORG_USERS_PATTERN = '/op/orgUser/:id';

export const portraitPath = (orgid: number) => pathTo(PORTRAIT_PATTERN, { orgid });
export const orgUsersPath = (id: number) => pathTo(ORG_USERS_PATTERN, { id });
