/** Paths of the portal's innovation-score screens (SPEC §2 /info/integral). */
export const INTEGRAL_INDEX = '/info/integral/index';
export const INTEGRAL_PORTRAIT = '/info/integral/portrait';

/** The portrait of another year (the newest when none). */
export const integralPortraitPath = (year?: number) => (year ? `${INTEGRAL_PORTRAIT}?year=${String(year)}` : INTEGRAL_PORTRAIT);
