import type { Option } from '../status';

/**
 * A list screen's query lives in the URL (search params, and optionally one route param for the
 * tab), so back navigation and shared links restore it. Pure functions; the hook is beside.
 */

export type ScreenQuery = Record<string, string | undefined>;

export interface SearchSpec<Q> {
  /** The query field the text goes to, e.g. 'search'. */
  field: keyof Q & string;
  placeholder: string;
  /** The text field's label in a desktop query form; 关键词 by default. */
  label?: string;
}

export interface FilterSpec<Q> {
  field: keyof Q & string;
  label: string;
  options: Option[];
  /** dropdown (default): a menu in the filter bar; chips: a scrolling row of capsules. */
  display?: 'dropdown' | 'chips';
  /** The label of the "no filter" choice; 全部 by default. */
  allLabel?: string;
}

export interface TabsSpec<Q> {
  field: keyof Q & string;
  /** Usually statusTabs(family): 全部 ('') first. */
  options: Option[];
  /** The selected tab when the URL names none; the first option by default. */
  defaultValue?: string;
  /** Counts shown beside the labels (e.g. from a counts endpoint), by option value. */
  counts?: Partial<Record<string, number>>;
  /**
   * The tab comes from this route param (e.g. 'status' of /op/orgAudit/:status?); switching tabs
   * navigates to pathFor(value), keeping the search params.
   */
  param?: string;
  pathFor?: (value: string) => string;
}

export interface QuerySpec<Q> {
  search?: SearchSpec<Q>;
  filters?: FilterSpec<Q>[];
  tabs?: TabsSpec<Q>;
  /** Always sent, never shown (e.g. { kind: 'ORG' }). */
  fixed?: Partial<Q>;
  /** The names the list may be sorted by (its endpoint's sortFields); others in the URL are ignored. */
  sorts?: readonly string[];
}

/** The URL's sort params, sent as the endpoint's `orderBy` and `order` (common/contract/atoms.ts sortFields). */
export const SORT_FIELD = 'orderBy';
export const ORDER_FIELD = 'order';

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  orderBy: string;
  order: SortDirection;
}

/** The sort a list query carries (string-valued, as ListPage hands it over). */
export type SortParams = { orderBy?: string; order?: string };

/** The list's sort from the URL, when it names a sortable column; ascending unless it says desc. */
export function readSort(sorts: readonly string[] | undefined, search: URLSearchParams): SortState | undefined {
  const orderBy = search.get(SORT_FIELD);
  if (!orderBy || !sorts?.includes(orderBy)) return undefined;
  return { orderBy, order: search.get(ORDER_FIELD) === 'desc' ? 'desc' : 'asc' };
}

/** A header click: ascending, then descending, then the list's own order again. */
export function nextSort(current: SortState | undefined, orderBy: string): SortState | undefined {
  if (current?.orderBy !== orderBy) return { orderBy, order: 'asc' };
  return current.order === 'asc' ? { orderBy, order: 'desc' } : undefined;
}

/** The search params with the sort set (or removed). */
export function withSort(search: URLSearchParams, sort: SortState | undefined): URLSearchParams {
  const next = withParam(search, SORT_FIELD, sort?.orderBy);
  return withParam(next, ORDER_FIELD, sort?.order);
}

/**
 * The sort as an endpoint takes it, in a defineList's toQuery: readQuery lets through only the
 * screen's sortable names, which are the endpoint's (`K`, its sortFields), so the cast holds.
 */
export function sortInput<K extends string>(query: SortParams): { orderBy?: K; order?: SortDirection } {
  if (!query.orderBy) return {};
  return { orderBy: query.orderBy as K, order: query.order === 'desc' ? 'desc' : 'asc' };
}

const known = (options: Option[], value: string | null | undefined) =>
  value && options.some((o) => o.value === value) ? value : undefined;

export function currentTab<Q>(
  tabs: TabsSpec<Q>,
  search: URLSearchParams,
  params: Readonly<Record<string, string | undefined>>,
): string {
  const raw = tabs.param ? params[tabs.param] : search.get(tabs.field);
  return known(tabs.options, raw) ?? tabs.defaultValue ?? tabs.options[0]?.value ?? '';
}

/** The query the list is fetched with: fixed fields, the text, the filters, the tab and the sort; empty ones left out. */
export function readQuery<Q extends ScreenQuery>(
  spec: QuerySpec<Q>,
  search: URLSearchParams,
  params: Readonly<Record<string, string | undefined>> = {},
): Q {
  const query: ScreenQuery = { ...(spec.fixed as ScreenQuery | undefined) };
  if (spec.search) {
    const text = search.get(spec.search.field)?.trim();
    if (text) query[spec.search.field] = text;
  }
  for (const filter of spec.filters ?? []) {
    const value = known(filter.options, search.get(filter.field));
    if (value) query[filter.field] = value;
  }
  if (spec.tabs) {
    const tab = currentTab(spec.tabs, search, params);
    if (tab) query[spec.tabs.field] = tab;
  }
  const sort = readSort(spec.sorts, search);
  if (sort) {
    query[SORT_FIELD] = sort.orderBy;
    query[ORDER_FIELD] = sort.order;
  }
  // The values are the URL's strings, checked against the options: what Q's fields may hold.
  return query as Q;
}

/** A paged table's page and page size in the URL (the query sent never carries them). */
export const PAGE_FIELD = 'page';
export const PAGE_SIZE_FIELD = 'pageSize';

const positive = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** The page (from 1) and the page size the URL names, else 1 and the list's own size. */
export function readPaging(search: URLSearchParams, sizes: readonly number[], defaultSize: number): { page: number; pageSize: number } {
  const size = positive(search.get(PAGE_SIZE_FIELD));
  return { page: positive(search.get(PAGE_FIELD)) ?? 1, pageSize: size && sizes.includes(size) ? size : defaultSize };
}

/** The search params at a page and size; page 1 and the default size are left out. */
export function withPaging(search: URLSearchParams, page: number, pageSize: number, defaultSize: number): URLSearchParams {
  const next = withParam(search, PAGE_FIELD, page > 1 ? String(page) : undefined);
  return withParam(next, PAGE_SIZE_FIELD, pageSize !== defaultSize ? String(pageSize) : undefined);
}

/** Fields changed together (a query form's 查询 or 重置); the list starts again at its first page. */
export function withParams(search: URLSearchParams, values: Readonly<Record<string, string | undefined>>): URLSearchParams {
  let next = withParam(search, PAGE_FIELD, undefined);
  for (const [field, value] of Object.entries(values)) next = withParam(next, field, value);
  return next;
}

/** The search params with one field set (or removed when empty). */
export function withParam(
  search: URLSearchParams,
  field: string,
  value: string | undefined,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(field, value);
  else next.delete(field);
  return next;
}

/** Whether the person narrowed the list (for the empty state's wording). */
export function isNarrowed<Q>(spec: QuerySpec<Q>, search: URLSearchParams): boolean {
  if (spec.search && search.get(spec.search.field)?.trim()) return true;
  return (spec.filters ?? []).some((f) => !!known(f.options, search.get(f.field)));
}
