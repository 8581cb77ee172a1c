import type { ItemKind } from '../model.js';

/**
 * Matching (匹配推荐): what answers a demand and how a suggestion is ranked (README "Matching").
 * A suggestion's score is the sum of: WORD for each word of the demand's title and keywords the
 * item holds among its terms, INDUSTRY when both are filed under the same industry, AREA when both
 * are in the same district. An item needs a shared word or the same industry to be suggested.
 */
export const MATCH_KINDS: readonly ItemKind[] = ['PRODUCT', 'SERVICE', 'TECH'];
export const MATCH_WEIGHTS = { WORD: 2, INDUSTRY: 3, AREA: 1 } as const;
/** Suggestions shown for one demand. */
export const SUGGESTIONS_MAX = 10;
/** At most this many words of a demand are looked up (its longest). */
export const MATCH_WORDS_MAX = 12;
/**
 * A word held by more than this share of the park's items (技术, 服务, 需求, 合作…), and by more
 * than COMMON_MIN of them, matches nearly everything: it is left out of the matching like a
 * search engine's stop word (a small park keeps every word).
 */
export const MATCH_COMMON_SHARE = 0.02;
export const MATCH_COMMON_MIN = 500;
/**
 * A newly published item tells the owner of a demand it matches this well (the same industry and
 * a shared word at least), the best few demands only, once per pair.
 */
export const NOTIFY_MIN_SCORE = MATCH_WEIGHTS.INDUSTRY + MATCH_WEIGHTS.WORD;
export const NOTIFY_DEMANDS_MAX = 5;
