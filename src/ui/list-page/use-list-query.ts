import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  currentTab,
  PAGE_FIELD,
  readQuery,
  readSort,
  withParam,
  withParams,
  withSort,
  type QuerySpec,
  type ScreenQuery,
  type SortState,
} from './query-state';

export interface ListQueryState<Q> {
  query: Q;
  search: URLSearchParams;
  tab: string | undefined;
  /** Sets one search param (replacing the history entry: back leaves the screen, not the filter). */
  setParam: (field: string, value: string | undefined) => void;
  /** Sets several at once (a query form's 查询 and 重置). */
  setParams: (values: Readonly<Record<string, string | undefined>>) => void;
  setTab: (value: string) => void;
  /** The column sort from the URL (only names in spec.sorts). */
  sort: SortState | undefined;
  setSort: (sort: SortState | undefined) => void;
  /** Replaces the search params as given (a paged table's page and size). */
  replaceSearch: (search: URLSearchParams) => void;
}

/** Another filter, text, tab or sort is another list: a paged table starts again at page 1. */
const firstPage = (search: URLSearchParams) => withParam(search, PAGE_FIELD, undefined);

export function useListQuery<Q extends ScreenQuery>(spec: QuerySpec<Q>): ListQueryState<Q> {
  const [search, setSearch] = useSearchParams();
  const params = useParams();
  const navigate = useNavigate();
  const tabs = spec.tabs;

  const replaceSearch = (next: URLSearchParams) => setSearch(next, { replace: true });
  const setParam = (field: string, value: string | undefined) => replaceSearch(withParam(firstPage(search), field, value));
  const setTab = (value: string) => {
    if (!tabs) return;
    if (!tabs.param || !tabs.pathFor) return setParam(tabs.field, value);
    const rest = firstPage(search).toString();
    void navigate({ pathname: tabs.pathFor(value), search: rest ? `?${rest}` : '' }, { replace: true });
  };

  return {
    query: readQuery(spec, search, params),
    search,
    tab: tabs ? currentTab(tabs, search, params) : undefined,
    setParam,
    setParams: (values) => replaceSearch(withParams(search, values)),
    setTab,
    sort: readSort(spec.sorts, search),
    setSort: (sort) => replaceSearch(withSort(firstPage(search), sort)),
    replaceSearch,
  };
}
