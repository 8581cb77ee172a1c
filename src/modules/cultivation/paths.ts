/** The cultivation screens (SPEC §2 /cultivation, /op/cultivation, /user/qualityOrg). */
export const CULTIVATION_ALL = '/cultivation/all';
export const CULTIVATION_LIBRARY = '/cultivation/library';
export const CULTIVATION_DETAIL = '/cultivation/detail';
export const QUALITY_LIST = '/cultivation/qualityList';
export const MY_QUALITY = '/user/qualityOrg';
export const OP_CULTIVATION = '/op/cultivation';
export const OP_CULTIVATION_EDIT = '/op/cultivation/edit';
export const tierPath = (id: number) => `/cultivation/index/${String(id)}`;
export const qualityPath = (id: number) => `/cultivation/qualityDetail/${String(id)}`;
/** An operator opens any enterprise's evaluation by its id. */
export const evaluationPath = (orgId?: number) => (orgId === undefined ? CULTIVATION_DETAIL : `${CULTIVATION_DETAIL}?orgId=${String(orgId)}`);
