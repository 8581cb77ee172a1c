import { pathTo } from '@/core/paths';

/** Paths of the user administration screens (built with helpers, never concatenated). */
export const USER_MANAGE = '/op/userManage';
export const ORG_USER_PATTERN = '/op/orgUser/:id';
export const OP_INDEX = '/op/index';
export const OPERATION_LOG = '/op/operationLog';

export const orgUserPath = (id: number) => pathTo(ORG_USER_PATTERN, { id });
