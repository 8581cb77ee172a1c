import { useEffect, useMemo, useRef } from 'react';
import useSWR, { mutate as mutateGlobal, type SWRResponse } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { pathParams, type AnswerOf, type Endpoint, type InputOf, type ItemOf } from '@common/contract/endpoint';
import { bootRead } from '@/core/boot-data';
import { call, callFile } from '@/core/endpoint-call';
import { EnvelopeError, HttpResponseError, type FileAnswer } from '@/core/http';
import { notify } from '@/core/notify';
import { SPEC_STRINGS } from '@common/spec-strings';
import { stableKey } from '@common/stable-key';

/**
 * Resources made from the endpoints of a contract (common/<area>/contract.ts, DESIGN §2): a module
 * names the endpoint of a list, an item, a read or an action, and gets the typed fetchers and SWR
 * hooks for it. Screens never build paths, SWR keys, page numbers or revalidation by hand.
 */

/** What every list endpoint answers (pagenum starts at 1). */
export interface Page<TItem> {
  list: TItem[];
  total: number;
}

export const DEFAULT_PAGE_SIZE = 20;
export const SUBMITTING = SPEC_STRINGS.loading;

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

/** One page of a list, as a paged desktop table shows it. */
export type PageState<TItem> = Pick<ListState<TItem>, 'items' | 'total' | 'isLoading' | 'isValidating' | 'error' | 'refresh'>;

export interface ListResource<TItem, TQuery> {
  readonly key: string;
  readonly pageSize: number;
  fetchPage: (query: TQuery, pagenum: number, size?: number) => Promise<Page<TItem>>;
  useList: (query: TQuery, options?: ListOptions) => ListState<TItem>;
  /** Page `pagenum` (from 1) alone; the previous page stays shown while the next one loads. */
  usePage: (query: TQuery, pagenum: number, options?: ListOptions) => PageState<TItem>;
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

/** Marks the SWR keys of list pages: [key, PAGE, queryHash, query, pagenum, size]; a paged table's are PAGED. */
const PAGE = '$page';
const PAGED = '$paged';
const isPageOf = (resourceKey: string, hash: string) => (key: unknown) =>
  Array.isArray(key) && key[0] === resourceKey && key[1] === PAGE && key[2] === hash;

export { stableKey };

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

/** The fields a list screen hands over: the endpoint's input without the paging. */
export type ListInput<E extends Endpoint> = Omit<InputOf<E>, 'pagenum' | 'size'>;

export interface ListDefinition<E extends Endpoint, TQuery, TItem> {
  /** SWR key prefix; the endpoint's path by default. Actions name the resource to refresh it. */
  key?: string;
  /** The screen's query as the endpoint wants it (rename fields, split lists, drop 全部 = ''). */
  toQuery?: (query: TQuery) => ListInput<E>;
  /** For endpoints that do not answer `{ list, total }`. */
  toPage?: (answer: AnswerOf<E>) => Page<TItem>;
  pageSize?: number;
}

/** A paged list from a contract's endpoint (an answer `{ list, total }`, or one `toPage` maps). */
export function defineList<E extends Endpoint, TQuery = ListInput<E>, TItem = ItemOf<E>>(
  endpoint: E,
  definition: ListDefinition<E, TQuery, TItem> = {},
): ListResource<TItem, TQuery> {
  const key = definition.key ?? endpoint.path;
  const defaultSize = definition.pageSize ?? DEFAULT_PAGE_SIZE;
  const inputOf = (query: TQuery, pagenum: number, size: number) => ({
    ...(definition.toQuery ? definition.toQuery(query) : (query as object)),
    pagenum,
    size,
  });
  const toPage = (answer: AnswerOf<E>): Page<TItem> => {
    const page = definition.toPage ? definition.toPage(answer) : (answer as Page<TItem> | null);
    return { list: page?.list ?? [], total: page?.total ?? 0 };
  };
  const fetchPage = async (query: TQuery, pagenum: number, size = defaultSize): Promise<Page<TItem>> =>
    toPage(await call(endpoint, inputOf(query, pagenum, size) as InputOf<E>, { silent: true }));
  const bootPage = (query: TQuery, size: number): Page<TItem> | undefined => {
    const answer = bootRead<AnswerOf<E>>(endpoint.path, inputOf(query, 1, size));
    return answer === undefined ? undefined : toPage(answer);
  };
  return listResource(key, defaultSize, fetchPage, bootPage);
}

function listResource<TItem, TQuery>(
  key: string,
  defaultSize: number,
  fetchPage: (query: TQuery, pagenum: number, size?: number) => Promise<Page<TItem>>,
  /** The first page the page came with (core/boot-data), standing in while it is asked again. */
  bootPage?: (query: TQuery, size: number) => Page<TItem> | undefined,
): ListResource<TItem, TQuery> {
  function useList(query: TQuery, options: ListOptions = {}): ListState<TItem> {
    const size = options.pageSize ?? defaultSize;
    const enabled = options.enabled ?? true;
    const hash = stableKey(query);
    // setSize resolves even when the page failed: the fetcher notes the failure for loadMore.
    const failure = useRef<unknown>(undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query is known by its hash
    const first = useMemo(() => (enabled ? bootPage?.(query, size) : undefined), [hash, size, enabled]);
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
      { revalidateFirstPage: false, revalidateOnFocus: false, ...(first ? { fallbackData: [first] } : {}) },
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

  function usePage(query: TQuery, pagenum: number, options: ListOptions = {}): PageState<TItem> {
    const size = options.pageSize ?? defaultSize;
    const hash = stableKey(query);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query is known by its hash
    const first = useMemo(() => (pagenum === 1 ? bootPage?.(query, size) : undefined), [hash, size, pagenum]);
    // A plain SWR key starting with the resource's key: revalidateResources reaches it.
    const swr = useSWR<Page<TItem>, Error>(
      options.enabled === false ? null : [key, PAGED, hash, query, pagenum, size],
      ([, , , q, n, s]: readonly [string, string, string, TQuery, number, number]) => fetchPage(q, n, s),
      { keepPreviousData: true, revalidateOnFocus: false, ...(first ? { fallbackData: first } : {}) },
    );
    const items = useMemo(() => swr.data?.list ?? [], [swr.data]);
    const refresh = async () => {
      await swr.mutate();
    };
    return { items, total: swr.data?.total, isLoading: swr.isLoading, isValidating: swr.isValidating, error: toError(swr.error), refresh };
  }

  return { key, pageSize: defaultSize, fetchPage, useList, usePage };
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

export interface ItemDefinition<E extends Endpoint> {
  /** SWR key prefix; the endpoint's path by default. */
  key?: string;
  /** The endpoint's input for an id; by default the path's one parameter (or `id`) is the id. */
  toInput?: (id: string) => InputOf<E>;
}

/** One record by its id (the route's `:id`) from a contract's endpoint. */
export function defineItem<E extends Endpoint>(
  endpoint: E,
  definition: ItemDefinition<E> = {},
): ItemResource<AnswerOf<E>> {
  const param = pathParams(endpoint.path)[0] ?? 'id';
  const toInput = definition.toInput ?? ((id: string) => ({ [param]: id }) as InputOf<E>);
  return itemResource(definition.key ?? endpoint.path, (id) => call(endpoint, toInput(String(id)), { silent: true }));
}

function itemResource<T>(key: string, fetch: (id: string | number) => Promise<T>): ItemResource<T> {
  function useItem(id: string | number | null | undefined): ItemState<T> {
    const swr = useSWR<T, Error>(
      id === null || id === undefined || id === '' ? null : [key, String(id)],
      ([, itemId]: readonly [string, string]) => fetch(itemId),
      // Something that does not exist will not appear by asking again.
      { shouldRetryOnError: (error: unknown) => !isNotFound(error) },
    );
    return itemStateOf(swr);
  }

  return { key, fetch, useItem };
}

/** What an item or query hook answers: SWR's state, and whether the read found nothing. */
function itemStateOf<T>(swr: SWRResponse<T, Error>): ItemState<T> {
  return {
    data: swr.data,
    error: swr.error,
    isLoading: swr.isLoading,
    isValidating: swr.isValidating,
    mutate: swr.mutate,
    notFound: isNotFound(swr.error),
  };
}

export interface QueryResource<TArgs, T> {
  readonly key: string;
  fetch: (args: TArgs) => Promise<T>;
  /** null: nothing is fetched yet (e.g. the user is not signed in). */
  useQuery: (args: TArgs | null) => ItemState<T>;
}

export interface QueryDefinition<E extends Endpoint, TArgs> {
  /** SWR key prefix; the endpoint's path by default. Actions name it to refresh the read. */
  key?: string;
  toInput?: (args: TArgs) => InputOf<E>;
}

/** A read that is neither a paged list nor an item by id (counts, options, my profile, a tree). */
export function defineQuery<E extends Endpoint, TArgs = InputOf<E>>(
  endpoint: E,
  definition: QueryDefinition<E, TArgs> = {},
): QueryResource<TArgs, AnswerOf<E>> {
  const key = definition.key ?? endpoint.path;
  const inputOf = (args: TArgs) => (definition.toInput ? definition.toInput(args) : (args ?? {})) as InputOf<E>;
  const fetch = (args: TArgs) => call(endpoint, inputOf(args), { silent: true });
  function useQuery(args: TArgs | null): ItemState<AnswerOf<E>> {
    const argsKey = stableKey(args ?? {});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the arguments are known by their key
    const boot = useMemo(() => (args === null ? undefined : bootRead<AnswerOf<E>>(endpoint.path, inputOf(args))), [argsKey, args === null]);
    const swr = useSWR<AnswerOf<E>, Error>(
      args === null ? null : [key, argsKey, args],
      ([, , a]: readonly [string, string, TArgs]) => fetch(a),
      { shouldRetryOnError: (error: unknown) => !isNotFound(error), ...(boot !== undefined ? { fallbackData: boot } : {}) },
    );
    return itemStateOf(swr);
  }
  return { key, fetch, useQuery };
}

export interface ActionDefinition<E extends Endpoint, TInput> {
  /** The endpoint's input from what the screen hands over; the input itself by default. */
  toInput?: (input: TInput) => InputOf<E>;
  /** Resources to refresh after success: their keys, or the list/item/query definitions themselves. */
  revalidate?: ReadonlyArray<string | { key: string }>;
  /** Loading overlay while the call runs; 加载中…… by default, false for none. */
  loading?: string | false;
  /** A success toast, e.g. 保存成功. */
  success?: string;
}

export type Action<TInput, TResult> = (input: TInput) => Promise<TResult>;

/**
 * A write call on a contract's endpoint: shows 加载中…… while running, the server's message on
 * failure (rejecting), an optional success toast, and refreshes the named resources.
 */
export function defineAction<E extends Endpoint, TInput = InputOf<E>>(
  endpoint: E,
  definition: ActionDefinition<E, TInput> = {},
): Action<TInput, AnswerOf<E>> {
  const { loading = SUBMITTING } = definition;
  return async (input: TInput) => {
    const result = await call(endpoint, (definition.toInput ? definition.toInput(input) : input) as InputOf<E>, {
      loading: loading || undefined,
    });
    if (definition.success) notify.success(definition.success);
    if (definition.revalidate?.length) void revalidateResources(definition.revalidate);
    return result;
  };
}

/** A FILE endpoint (an export): resolves with the file; the caller saves it (core/download). */
export function defineDownload<E extends Endpoint, TInput = InputOf<E>>(
  endpoint: E,
  definition: { toInput?: (input: TInput) => InputOf<E> } = {},
): (input: TInput) => Promise<FileAnswer> {
  return (input: TInput) =>
    callFile(endpoint, (definition.toInput ? definition.toInput(input) : input) as InputOf<E>, { loading: SUBMITTING });
}
