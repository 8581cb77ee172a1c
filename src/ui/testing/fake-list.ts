import { vi } from 'vitest';
import type { ListResource, ListState } from '../resource';

/**
 * A list resource for screen tests: it answers with the state given (loaded, no more pages, an
 * empty page by default) and records every query the screen asks it for.
 */
export function fakeList<TItem, TQuery>(key: string, state: Partial<ListState<TItem>> = {}) {
  const queries: TQuery[] = [];
  /** The pages a paged table asked for: its number and size. */
  const pages: { pagenum: number; size: number | undefined }[] = [];
  const full: ListState<TItem> = {
    items: [],
    total: undefined,
    isLoading: false,
    isValidating: false,
    error: undefined,
    hasMore: false,
    loadMore: async () => undefined,
    refresh: vi.fn(async () => undefined),
    ...state,
  };
  const resource: ListResource<TItem, TQuery> = {
    key,
    pageSize: 20,
    fetchPage: async () => ({ list: [], total: 0 }),
    useList: (query) => {
      queries.push(query);
      return full;
    },
    usePage: (query, pagenum, options) => {
      queries.push(query);
      if (options?.enabled !== false) pages.push({ pagenum, size: options?.pageSize });
      return full;
    },
  };
  return { resource, queries, pages, state: full };
}
