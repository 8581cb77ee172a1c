import { round2 } from '@common/integral/scoring';

/** Scores and amounts as these screens show them. */
export const pts = (value: number) => String(round2(value));
export const ptsText = (value: number) => `${pts(value)}分`;
export const wanText = (value: number | null) => (value === null ? '—' : `${String(round2(value))}万元`);
/** A signed difference: +3.2 / −1.5 / 0. */
export const diffText = (value: number) => (value > 0 ? `+${pts(value)}` : value < 0 ? `−${pts(-value)}` : '0');
