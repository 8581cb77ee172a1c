import { INTEGRAL_STAGE_LABELS, INTEGRAL_STAGES, type IntegralStage } from '@common/integral/model';
import type { FilterSpec } from '@/ui/list-page';
import type { Option } from '@/ui/status';

/**
 * What the lists of scored enterprises share (the ranking, 优质企业名录, the reserve pool, the
 * achievements): their URL state, how it becomes an endpoint's input, and their narrowing filters.
 */

/** A year of four digits, or undefined (the newest year with scores). */
export const yearOf = (value: string | null | undefined): number | undefined =>
  value && /^\d{4}$/.test(value) ? Number(value) : undefined;

export const stageOf = (value: string | undefined): IntegralStage | undefined => INTEGRAL_STAGES.find((stage) => stage === value);

/** A text filter as the endpoints take it: trimmed, undefined when empty. */
export const textOf = (value: string | undefined) => value?.trim() || undefined;

/** The URL state of a list of scored enterprises (string-valued, as ListPage keeps it). */
export type ScoredQuery = { year?: string; industry?: string; area?: string; stage?: string; search?: string };

/** A scored list's filters as its endpoints (the list and its export alike) take them. */
export const scoredInput = (q: ScoredQuery) => ({
  year: yearOf(q.year),
  industry: textOf(q.industry),
  area: textOf(q.area),
  stage: stageOf(q.stage),
  search: textOf(q.search),
});

const STAGE_OPTIONS: Option[] = INTEGRAL_STAGES.map((stage) => ({ value: stage, label: INTEGRAL_STAGE_LABELS[stage] }));
export const toOptions = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

/** The years a park has scores of, as a filter's options (2024年度). */
export const yearOptions = (years: readonly number[]): Option[] =>
  years.map((year) => ({ value: String(year), label: `${String(year)}年度` }));

/** The industries and areas a scored list can be narrowed to, as its basis read answers them. */
export interface ScoredFacets {
  industries: readonly string[];
  areas: readonly string[];
}

/** Stage chips, the year (the newest by default), industry and area: a scored list's filters. */
export function scoredFilters<Q extends ScoredQuery>(years: readonly number[], facets: ScoredFacets | undefined): FilterSpec<Q>[] {
  return [
    { field: 'stage', label: '阶段', options: STAGE_OPTIONS, display: 'chips' },
    { field: 'year', label: '年度', options: yearOptions(years), allLabel: '最新年度' },
    { field: 'industry', label: '行业', options: toOptions(facets?.industries ?? []) },
    { field: 'area', label: '园区', options: toOptions(facets?.areas ?? []) },
  ];
}
