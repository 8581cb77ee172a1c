/**
 * Paths of the directory, enterprise analysis, reserve pool and achievements screens (built here,
 * never concatenated in components).
 */
export const DIR = '/info/integral/dir';
export const DIR_INFO = '/info/integral/dir/info/:id';
export const ORG_ANALYSIS = '/integral/organalysis';
export const OP_ORG_ANALYSIS = '/op/integral/organalysis';
export const OP_RESERVE = '/op/integral/orgreserve';
export const ACHIEVEMENTS = '/integral/achievements';

const withYear = (path: string, year?: number | null) => (year ? `${path}?year=${String(year)}` : path);

export const dirInfoPath = (id: number, year?: number | null) => withYear(`/info/integral/dir/info/${String(id)}`, year);

/** The enterprise analysis of one enterprise (the same screen, whichever entry it was opened from). */
export const orgAnalysisPath = (base: string, id: number, year?: number | null) => {
  const query = new URLSearchParams({ org: String(id) });
  if (year) query.set('year', String(year));
  return `${base}?${query.toString()}`;
};
