import { pathTo } from '@/core/paths';

/** Paths of the organisation management screens (built with helpers, never concatenated). */
export const MANAGE_PATH = '/op/orgManage';
export const PORTRAIT_PATTERN = '/op/orgPortrait/:orgid';
export const OP_INDEX = '/op/index';

export const portraitPath = (orgid: number) => pathTo(PORTRAIT_PATTERN, { orgid });
