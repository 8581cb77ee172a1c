import { useEffect, useMemo, useRef } from 'react';
import useSWR, { mutate as mutateGlobal, type SWRResponse } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { ApiBase } from '../../common/constants';
import { EnvelopeError, HttpResponseError, request, type Method } from '../core/http';
import { notify } from '../core/notify';

/**
 * One typed endpoint description per resource (DESIGN §2): a module states where a list, an item or
 * an action lives, and gets the fetchers and SWR hooks for it. Screens never build SWR keys,
 * page numbers or revalidation by hand.
 */

/** What every list endpoint answers (pagenum starts at 1). */
export interface Page<TItem> {
  list: TItem[];
  total: number;
}

type QueryValue = string | number | boolean | null | undefined;
/** The query string / body fields a list call sends besides pagenum and size. */
export type ApiQuery = Record<string, QueryValue | QueryValue[]>;

export const DEFAULT_PAGE_SIZE = 20;
export const SUBMITTING = '加载中……';

export interface ListDescription<TItem, TQuery, TAnswer = Page<TItem>> {
  /** SWR key prefix, unique per resource; actions name it to refresh the list. */
  key: string;
  path: string;
  base: ApiBase;
  /** GET sends query + pagenum + size as the query string; POST sends them as the JSON body. */
  method?: Method;
  /** The screen's query as the API wants it (rename fields, split lists, drop 全部 = ''). */
  toQuery?: (query: TQuery) => ApiQuery;
  /** For endpoints that do not answer `{ list, total }`. */
  toPage?: (answer: TAnswer) => Page<TItem>;
  pageSize?: number;
}

export interface ListState<TItem> {
  /** All pages loaded so far, in order. */
  items: TItem[];
  /** From the latest page; undefined until the first page arrived. */
  total: number | undefined;
  /** The first page is loading and nothing is shown yet. */
  isLoading: boolean;
  /** A refresh or the next page is on the way. */
  isValidating: boolean;
  error: Error | undefined;
  hasMore: boolean;
  /** Loads the next page; rejects when it failed (antd-mobile InfiniteScroll then offers a retry). */
  loadMore: () => Promise<void>;
  /** Reloads every page loaded so far (pull to refresh, after an action). */
  refresh: () => Promise<void>;
}

export interface ListOptions {
  pageSize?: number;
  /** false: fetch nothing yet (e.g. a required filter is missing). */
  enabled?: boolean;
}

export interface ListResource<TItem, TQuery> {
  readonly key: string;
  readonly pageSize: number;
  fetchPage: (query: TQuery, pagenum: number, size?: number) => Promise<Page<TItem>>;
  useList: (query: TQuery, options?: ListOptions) => ListState<TItem>;
}

// Mounted infinite lists by resource key: SWR's mutate(filter) skips infinite keys, so actions
// reach the lists through this registry.
const mountedLists = new Map<string, Set<() => Promise<unknown>>>();

function register(key: string, refresh: () => Promise<unknown>): () => void {
  let set = mountedLists.get(key);
  if (!set) mountedLists.set(key, (set = new Set()));
  set.add(refresh);
  return () => {
    set.delete(refresh);
  };
}

const isKeyOf = (resourceKey: string) => (key: unknown) => Array.isArray(key) && key[0] === resourceKey;
/**
 * How often each resource was changed by an action. SWR's filter-based mutate skips infinite-list
 * caches, so a list that was not on screen compares versions when it mounts and refetches if an
 * action changed its resource meanwhile.
 */
const versions = new Map<string, number>();
const loadedVersion = new Map<string, number>();

/** Marks the SWR keys of list pages: [key, PAGE, queryHash, query, pagenum, size]. */
const PAGE = '$page';
const isPageOf = (resourceKey: string, hash: string) => (key: unknown) =>
  Array.isArray(key) && key[0] === resourceKey && key[1] === PAGE && key[2] === hash;

/** A JSON text of a query that does not depend on field order or undefined fields. */
export function stableKey(value: unknown): string {
  return (
    JSON.stringify(value, (_k, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
          )
        : v,
    ) ?? ''
  );
}

/**
 * Refreshes every list and item of these resources: mounted ones reload now, cached ones the next
 * time they are shown.
 */
export async function revalidateResources(keys: ReadonlyArray<string | { key: string }>): Promise<void> {
  const names = keys.map((k) => (typeof k === 'string' ? k : k.key));
  const work: Promise<unknown>[] = [];
  for (const name of names) {
    versions.set(name, (versions.get(name) ?? 0) + 1);
    for (const refresh of mountedLists.get(name) ?? []) work.push(refresh());
    // Items (and the pages of lists not on screen) are plain SWR keys [name, …].
    work.push(mutateGlobal(isKeyOf(name)));
  }
  await Promise.allSettled(work);
}

function toError(error: unknown): Error | undefined {
  if (error === undefined || error === null) return undefined;
  return error instanceof Error ? error : new Error(String(error));
}

export function defineList<TItem, TQuery = ApiQuery, TAnswer = Page<TItem>>(
  description: ListDescription<TItem, TQuery, TAnswer>,
): ListResource<TItem, TQuery> {
  const { key, path, base, method = 'GET' } = description;
  const defaultSize = description.pageSize ?? DEFAULT_PAGE_SIZE;

  const fetchPage = async (query: TQuery, pagenum: number, size = defaultSize): Promise<Page<TItem>> => {
    const params = {
      ...(description.toQuery ? description.toQuery(query) : (query as ApiQuery)),
      pagenum,
      size,
    };
    const answer =
      method === 'GET'
        ? await request<TAnswer>(path, {
            base,
            method,
            query: params as Record<string, QueryValue>,
            silent: true,
          })
        : await request<TAnswer>(path, { base, method, body: params, silent: true });
    const page = description.toPage ? description.toPage(answer) : (answer as unknown as Page<TItem>);
    return { list: page?.list ?? [], total: page?.total ?? 0 };
  };

  function useList(query: TQuery, options: ListOptions = {}): ListState<TItem> {
    const size = options.pageSize ?? defaultSize;
    const enabled = options.enabled ?? true;
    const hash = stableKey(query);
    // setSize resolves even when the page failed: the fetcher notes the failure for loadMore.
    const failure = useRef<unknown>(undefined);
    const swr = useSWRInfinite<Page<TItem>, Error>(
      (index: number, previous: Page<TItem> | null) => {
        if (!enabled) return null;
        if (previous && (previous.list.length < size || index * size >= previous.total)) return null;
        return [key, PAGE, hash, query, index + 1, size] as const;
      },
      async ([, , , q, pagenum, s]: readonly [string, string, string, TQuery, number, number]) => {
        try {
          return await fetchPage(q, pagenum, s);
        } catch (error) {
          failure.current = error;
          throw error;
        }
      },
      // Only pages without data are fetched on mount and on loading more (see the effect below).
      { revalidateFirstPage: false, revalidateOnFocus: false },
    );
    const { data, error, size: pages, setSize, mutate, isLoading, isValidating } = swr;

    useEffect(() => {
      const current = versions.get(key) ?? 0;
      const seen = `${key}|${hash}`;
      if (loadedVersion.has(seen) && loadedVersion.get(seen) !== current) void mutate();
      loadedVersion.set(seen, current);
      const unregister = register(key, () => mutate());
      return () => {
        unregister();
        // The list stays in the cache for an instant display when it comes back, but its pages are
        // dropped so that all of them are fetched again then.
        void mutateGlobal(isPageOf(key, hash), undefined, { revalidate: false });
      };
    }, [mutate, hash]);

    // The same array until the pages change: screens may defer drawing it (useDeferredValue).
    const items = useMemo(() => (data ?? []).flatMap((page) => page.list), [data]);
    const last = data?.[data.length - 1];
    const total = last?.total;
    const hasMore = enabled && !error && !!last && last.list.length >= size && items.length < (total ?? 0);

    const loadMore = async () => {
      failure.current = undefined;
      await setSize(pages + 1);
      if (failure.current !== undefined) throw toError(failure.current);
    };
    const refresh = async () => {
      await mutate();
    };
    return { items, total, isLoading, isValidating, error: toError(error), hasMore, loadMore, refresh };
  }

  return { key, pageSize: defaultSize, fetchPage, useList };
}

export interface ItemDescription {
  key: string;
  path: (id: string | number) => string;
  base: ApiBase;
  method?: Method;
}

export interface ItemState<T> {
  data: T | undefined;
  error: Error | undefined;
  isLoading: boolean;
  isValidating: boolean;
  /** SWR's bound mutate: mutate() reloads, mutate(data, false) replaces locally. */
  mutate: SWRResponse<T, Error>['mutate'];
  /** The server said 404 (deleted, or another tenant's). */
  notFound: boolean;
}

export interface ItemResource<T> {
  readonly key: string;
  fetch: (id: string | number) => Promise<T>;
  /** null/undefined id: nothing is fetched (route param not there yet). */
  useItem: (id: string | number | null | undefined) => ItemState<T>;
}

/** 404 as an envelope statusCode or an HTTP status. */
export function isNotFound(error: unknown): boolean {
  if (error instanceof EnvelopeError) return error.envelope.statusCode === 404;
  if (error instanceof HttpResponseError) return error.response.status === 404;
  return false;
}

export function defineItem<T>(description: ItemDescription): ItemResource<T> {
  const { key, base, method = 'GET' } = description;
  const fetch = (id: string | number) => request<T>(description.path(id), { base, method, silent: true });

  function useItem(id: string | number | null | undefined): ItemState<T> {
    const swr = useSWR<T, Error>(
      id === null || id === undefined || id === '' ? null : [key, String(id)],
      ([, itemId]: readonly [string, string]) => fetch(itemId),
      // Something that does not exist will not appear by asking again.
      { shouldRetryOnError: (error: unknown) => !isNotFound(error) },
    );
    return {
      data: swr.data,
      error: swr.error,
      isLoading: swr.isLoading,
      isValidating: swr.isValidating,
      mutate: swr.mutate,
      notFound: isNotFound(swr.error),
    };
  }

  return { key, fetch, useItem };
}

export interface ActionDescription<TInput> {
  path: string | ((input: TInput) => string);
  base: ApiBase;
  /** POST by default. */
  method?: Method;
  /** The JSON body sent; the input itself by default. Return undefined for no body. */
  toBody?: (input: TInput) => unknown;
  /** Query string fields, if the endpoint wants any. */
  toQuery?: (input: TInput) => Record<string, QueryValue>;
  /** Resources to refresh after success: their keys, or the list/item definitions themselves. */
  revalidate?: ReadonlyArray<string | { key: string }>;
  /** Loading overlay while the call runs; 加载中…… by default, false for none. */
  loading?: string | false;
  /** A success toast, e.g. 保存成功. */
  success?: string;
}

export type Action<TInput, TResult> = (input: TInput) => Promise<TResult>;

/**
 * A write call: shows 加载中…… while running, the server's message on failure (rejecting), an
 * optional success toast, and refreshes the named resources.
 */
export function defineAction<TInput, TResult = unknown>(
  description: ActionDescription<TInput>,
): Action<TInput, TResult> {
  const { base, method = 'POST', loading = SUBMITTING } = description;
  return async (input: TInput) => {
    const path = typeof description.path === 'function' ? description.path(input) : description.path;
    const body = description.toBody ? description.toBody(input) : input;
    const result = await request<TResult>(path, {
      base,
      method,
      body,
      query: description.toQuery?.(input),
      loading: loading || undefined,
    });
    if (description.success) notify.success(description.success);
    if (description.revalidate?.length) void revalidateResources(description.revalidate);
    return result;
  };
}
