import type { PoolStage } from '../../../common/cultivation/contract.js';
import { isNear, type Evaluated } from './evaluations.js';
import type { PoolRow } from './pool.js';

/** The library's and the pool's filters and order over the evaluated enterprises. */

export interface LibraryFilters {
  tierId?: number | undefined;
  industry?: string | undefined;
  county?: string | undefined;
  gap?: 'near' | '' | undefined;
  search?: string | undefined;
  stage?: PoolStage | '' | undefined;
}

/** Nearest to its next tier first; the top of the ladder before everyone, then by name. */
const distance = (e: Evaluated) => (e.evaluation.next === null ? -1 : e.evaluation.next.unmet * 1000 + e.evaluation.next.deficit);

export function filtered(all: readonly Evaluated[], f: LibraryFilters, pool: Map<number, PoolRow>): Evaluated[] {
  const search = f.search?.trim() ?? '';
  return all
    .filter((e) => f.tierId === undefined || (e.evaluation.reached?.tierId ?? 0) === f.tierId)
    .filter((e) => !f.industry || e.org.industry === f.industry)
    .filter((e) => !f.county || e.org.county === f.county)
    .filter((e) => f.gap !== 'near' || isNear(e.evaluation))
    .filter((e) => !search || e.org.name.includes(search))
    .filter((e) => !f.stage || pool.get(e.org.id)?.stage === f.stage)
    .sort((a, b) => distance(a) - distance(b) || a.org.name.localeCompare(b.org.name, 'zh-CN'));
}

export const distinctSorted = (values: readonly string[]) => [...new Set(values.filter((v) => v !== ''))].sort((a, b) => a.localeCompare(b, 'zh-CN'));

/** The gap without figures (还差 8 分 / 未满足 1 项条件): what everyone but the enterprise and the park's operators read. */
export function summaryGap(e: Evaluated): string {
  const next = e.evaluation.next;
  if (!next) return '';
  return [...(next.deficit > 0 ? [`还差 ${String(next.deficit)} 分`] : []), ...(next.unmet > 0 ? [`未满足 ${String(next.unmet)} 项条件`] : [])].join('，');
}

export const libraryItem = (e: Evaluated, pool: Map<number, PoolRow>, withFigures = true) => ({
  orgId: e.org.id,
  name: e.org.name,
  industry: e.org.industry,
  county: e.org.county,
  reached: e.evaluation.reached,
  next: e.evaluation.next,
  gap: withFigures ? e.evaluation.gap : summaryGap(e),
  stage: pool.get(e.org.id)?.stage ?? null,
});
