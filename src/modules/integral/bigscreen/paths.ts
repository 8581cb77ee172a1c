import type { IndustryChainKey } from '@common/integral/bigscreen/chains';

/** Paths of the score big-screen (SPEC §2 /lg). */
export const LG_INDEX = '/lg/index';
export const LG_RANK = '/lg/rank';
export const LG_ANALYSE = '/lg/analyse';
export const LG_INDUS = '/lg/indus/index';

export const lgChainPath = (key: IndustryChainKey) => `/lg/indus/${key}`;
