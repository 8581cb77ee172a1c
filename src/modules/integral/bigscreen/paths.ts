/** Paths of the score big-screen (SPEC §2 /lg). */
export const LG_INDEX = '/lg/index';
export const LG_RANK = '/lg/rank';
export const LG_ANALYSE = '/lg/analyse';
export const LG_INDUS = '/lg/indus/index';

/** A chain's screen: the spec's /lg/indus/car, equip, electron, and any other chain the park draws (bio…). */
export const LG_CHAIN = '/lg/indus/:key';
const CHAIN_PREFIX = '/lg/indus/';
export const lgChainPath = (key: string) => `${CHAIN_PREFIX}${key}`;
/** The chain key of a chain screen's path, null for any other screen. */
export const chainKeyOf = (pathname: string): string | null =>
  pathname.startsWith(CHAIN_PREFIX) && pathname !== LG_INDUS ? decodeURIComponent(pathname.slice(CHAIN_PREFIX.length)) : null;
