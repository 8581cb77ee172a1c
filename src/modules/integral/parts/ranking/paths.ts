import { yearOf } from '../scored-list';

/**
 * Paths of the operators' ranking, portrait and simulation screens (built here, never
 * concatenated in components). The ranking is registered twice — /integral/list and, inside the
 * operations layout, /op/integral/list — as one screen.
 */
export const RANKING = '/integral/list';
export const OP_RANKING = '/op/integral/list';
export const PORTRAIT_OP = '/integral/portrait/:id';
export const SIMULATE = '/integral/simulate/:id';

const withYear = (path: string, year?: number | null) => (year ? `${path}?year=${String(year)}` : path);

export const portraitOpPath = (id: number, year?: number | null) =>
  withYear(`/integral/portrait/${String(id)}`, year);
export const simulatePath = (id: number, year?: number | null) =>
  withYear(`/integral/simulate/${String(id)}`, year);

/** The id of a path parameter, or null when it is not a positive integer. */
export function idOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** ?year= of a screen, or undefined (the newest year). */
export const yearParam = (search: URLSearchParams): number | undefined => yearOf(search.get('year'));
