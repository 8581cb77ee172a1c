import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { currentTab, readQuery, readSort, withParam, withSort, type QuerySpec, type ScreenQuery, type SortState } from './query-state';

export interface ListQueryState<Q> {
  query: Q;
  search: URLSearchParams;
  tab: string | undefined;
  /** Sets one search param (replacing the history entry: back leaves the screen, not the filter). */
  setParam: (field: string, value: string | undefined) => void;
  setTab: (value: string) => void;
  /** The column sort from the URL (only names in spec.sorts). */
  sort: SortState | undefined;
  setSort: (sort: SortState | undefined) => void;
}

export function useListQuery<Q extends ScreenQuery>(spec: QuerySpec<Q>): ListQueryState<Q> {
  const [search, setSearch] = useSearchParams();
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const tabs = spec.tabs;

  const setParam = (field: string, value: string | undefined) =>
    setSearch(withParam(search, field, value), { replace: true });
  const setTab = (value: string) => {
    if (!tabs) return;
    if (tabs.param && tabs.pathFor)
      void navigate({ pathname: tabs.pathFor(value), search: location.search }, { replace: true });
    else setParam(tabs.field, value);
  };

  return {
    query: readQuery(spec, search, params),
    search,
    tab: tabs ? currentTab(tabs, search, params) : undefined,
    setParam,
    setTab,
    sort: readSort(spec.sorts, search),
    setSort: (sort) => setSearch(withSort(search, sort), { replace: true }),
  };
}
