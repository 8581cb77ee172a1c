import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Http from '@/core/http';
import { EnvelopeError } from '@/core/http';
import { setNotifier } from '@/core/notify';
import {
  defineAction,
  defineItem,
  defineList,
  isNotFound,
  revalidateResources,
  stableKey,
  type ListState,
} from './resource';

vi.mock('@/core/http', async (importOriginal) => {
  const actual = await importOriginal<typeof Http>();
  return { ...actual, request: vi.fn() };
});
const { request } = await import('@/core/http');
const requestMock = vi.mocked(request);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Row {
  id: number;
  name: string;
}
const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `第${from + i}行` }));

/** Answers list calls from a table of `total` rows, as the server would. */
function serveRows(total: number) {
  requestMock.mockImplementation(async (_path, options) => {
    const params = (options?.query ?? options?.body) as { pagenum: number; size: number };
    const start = (params.pagenum - 1) * params.size;
    return { list: rows(start + 1, Math.max(0, Math.min(params.size, total - start))), total };
  });
}

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  requestMock.mockReset();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

/** Renders a hook and keeps its latest result (SWR's request deduplication off unless given). */
function renderHook<T>(hook: () => T, dedupingInterval = 0): { current: () => T } {
  let latest: T | undefined;
  function Probe(): ReactNode {
    latest = hook();
    return null;
  }
  act(() =>
    root.render(
      <SWRConfig value={{ dedupingInterval }}>
        <Probe />
      </SWRConfig>,
    ),
  );
  return { current: () => latest as T };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  }
  expect(check()).toBe(true);
}

describe('defineList.fetchPage', () => {
  it('GETs the query with pagenum and size in the query string', async () => {
    requestMock.mockResolvedValue({ list: rows(1, 2), total: 2 });
    const list = defineList<Row, { status: string; search?: string }>({
      key: 't/get',
      path: 'certify/applications',
      base: 'dpboot',
    });
    const page = await list.fetchPage({ status: 'TOAUDIT' }, 2, 10);
    expect(page).toEqual({ list: rows(1, 2), total: 2 });
    expect(requestMock).toHaveBeenCalledWith('certify/applications', {
      base: 'dpboot',
      method: 'GET',
      query: { status: 'TOAUDIT', pagenum: 2, size: 10 },
      silent: true,
    });
  });

  it('POSTs the mapped query as the body and reads other answer shapes', async () => {
    requestMock.mockResolvedValue({ records: rows(1, 1), count: 7 });
    const list = defineList<Row, { kinds: string }, { records: Row[]; count: number }>({
      key: 't/post',
      path: 'v2/org/listEsOrg',
      base: 'parkboot',
      method: 'POST',
      pageSize: 50,
      toQuery: (q) => ({ orgtypes: q.kinds.split(',') }),
      toPage: (answer) => ({ list: answer.records, total: answer.count }),
    });
    expect(await list.fetchPage({ kinds: 'ORG,SERVICE' }, 1)).toEqual({ list: rows(1, 1), total: 7 });
    expect(requestMock).toHaveBeenCalledWith('v2/org/listEsOrg', {
      base: 'parkboot',
      method: 'POST',
      body: { orgtypes: ['ORG', 'SERVICE'], pagenum: 1, size: 50 },
      silent: true,
    });
  });

  it('treats an empty answer as an empty page', async () => {
    requestMock.mockResolvedValue(null);
    const list = defineList<Row>({ key: 't/null', path: 'x', base: 'dpboot' });
    expect(await list.fetchPage({}, 1)).toEqual({ list: [], total: 0 });
  });
});

describe('defineList.useList', () => {
  it('loads page by page until total is reached', async () => {
    serveRows(25);
    const list = defineList<Row, { search: string }>({
      key: 't/pages',
      path: 'rows',
      base: 'dpboot',
      pageSize: 10,
    });
    const result = renderHook(() => list.useList({ search: '' }));
    expect(result.current().isLoading).toBe(true);
    await until(() => result.current().items.length === 10);
    expect(result.current()).toMatchObject({ total: 25, hasMore: true, isLoading: false });

    await act(() => result.current().loadMore());
    await until(() => result.current().items.length === 20);
    await act(() => result.current().loadMore());
    await until(() => result.current().items.length === 25);
    expect(result.current().hasMore).toBe(false);
    expect(result.current().items.map((r) => r.id)).toEqual(rows(1, 25).map((r) => r.id));
    expect(requestMock).toHaveBeenCalledTimes(3);
  });

  it('fetches nothing while disabled', async () => {
    serveRows(5);
    const list = defineList<Row>({ key: 't/disabled', path: 'rows', base: 'dpboot' });
    const result = renderHook(() => list.useList({}, { enabled: false }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requestMock).not.toHaveBeenCalled();
    expect(result.current()).toMatchObject({ items: [], hasMore: false, total: undefined });
  });

  it('reports a failed first page and recovers on refresh', async () => {
    requestMock.mockRejectedValueOnce(new Error('网络错误'));
    const list = defineList<Row>({ key: 't/error', path: 'rows', base: 'dpboot' });
    const result = renderHook(() => list.useList({}));
    await until(() => result.current().error !== undefined);
    expect(result.current().error?.message).toBe('网络错误');
    expect(result.current().hasMore).toBe(false);
    serveRows(3);
    await act(() => result.current().refresh());
    await until(() => result.current().items.length === 3);
    expect(result.current().error).toBeUndefined();
  });

  it('rejects loadMore when the next page fails', async () => {
    serveRows(30);
    const list = defineList<Row>({ key: 't/more-fail', path: 'rows', base: 'dpboot', pageSize: 10 });
    const result = renderHook(() => list.useList({}));
    await until(() => result.current().items.length === 10);
    requestMock.mockRejectedValueOnce(new Error('断网'));
    let failure: unknown;
    await act(async () => {
      await result
        .current()
        .loadMore()
        .catch((error: unknown) => (failure = error));
    });
    expect(failure).toBeInstanceOf(Error);
  });

  it('is refreshed by an action that names it', async () => {
    serveRows(2);
    const list = defineList<Row>({ key: 't/action-list', path: 'rows', base: 'dpboot' });
    const result = renderHook(() => list.useList({}));
    await until(() => result.current().items.length === 2);

    const remove = defineAction<{ id: number }, null>({
      path: ({ id }) => `rows/${id}/delete`,
      base: 'dpboot',
      revalidate: [list],
    });
    serveRows(1);
    requestMock.mockResolvedValueOnce(null);
    await act(() => remove({ id: 1 }));
    await until(() => result.current().items.length === 1);
  });

  it('shows fresh rows after an action changed it while it was off screen, despite deduplication', async () => {
    serveRows(3);
    const list = defineList<Row>({ key: 't/offscreen', path: 'rows', base: 'dpboot' });
    let result: { current: () => ListState<Row> } = renderHook(() => list.useList({}), 2000);
    await until(() => result.current().items.length === 3);
    act(() => root.render(null));

    const add = defineAction<{ name: string }, null>({ path: 'rows/add', base: 'dpboot', revalidate: [list], loading: false });
    requestMock.mockResolvedValueOnce(null);
    await act(() => add({ name: '新行' }));
    serveRows(4);
    result = renderHook(() => list.useList({}), 2000);
    await until(() => result.current().items.length === 4);
  });

  it('refetches every page when a cached list is shown again', async () => {
    serveRows(3);
    const list = defineList<Row>({ key: 't/remount', path: 'rows', base: 'dpboot' });
    let result: { current: () => ListState<Row> } = renderHook(() => list.useList({}));
    await until(() => result.current().items.length === 3);
    act(() => root.render(null));
    serveRows(4);
    result = renderHook(() => list.useList({}));
    // The cached rows show at once, then the fresh ones.
    expect(result.current().items.length).toBe(3);
    await until(() => result.current().items.length === 4);
  });
});

describe('defineItem', () => {
  it('fetches one item by id and reports 404 as notFound', async () => {
    const item = defineItem<Row>({ key: 't/item', path: (id) => `rows/${id}`, base: 'dpboot' });
    requestMock.mockResolvedValueOnce(rows(7, 1)[0]);
    expect(await item.fetch(7)).toEqual(rows(7, 1)[0]);
    expect(requestMock).toHaveBeenLastCalledWith('rows/7', { base: 'dpboot', method: 'GET', silent: true });

    requestMock.mockRejectedValue(new EnvelopeError({ statusCode: 404, message: '不存在', data: null }));
    const result = renderHook(() => item.useItem('404'));
    await until(() => result.current().error !== undefined);
    expect(result.current().notFound).toBe(true);
    expect(result.current().data).toBeUndefined();
  });

  it('waits for an id', async () => {
    const item = defineItem<Row>({ key: 't/item-none', path: (id) => `rows/${id}`, base: 'dpboot' });
    const result = renderHook(() => item.useItem(undefined));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requestMock).not.toHaveBeenCalled();
    expect(result.current()).toMatchObject({ data: undefined, notFound: false, isLoading: false });
  });

  it('is reloaded by revalidateResources', async () => {
    const item = defineItem<Row>({
      key: 't/item-reload',
      path: (id) => `rows/${id}`,
      base: 'parkboot',
      method: 'POST',
    });
    requestMock.mockResolvedValue({ id: 1, name: '旧' });
    const result = renderHook(() => item.useItem(1));
    await until(() => result.current().data?.name === '旧');
    requestMock.mockResolvedValue({ id: 1, name: '新' });
    await act(() => revalidateResources([item.key]));
    await until(() => result.current().data?.name === '新');
  });
});

describe('defineAction', () => {
  it('POSTs the input with the loading overlay and shows the success toast', async () => {
    const successes: string[] = [];
    setNotifier({
      error: () => undefined,
      success: (m) => successes.push(m),
      loading: () => () => undefined,
    });
    requestMock.mockResolvedValue({ id: 9 });
    const save = defineAction<{ name: string }, { id: number }>({
      path: 'rows',
      base: 'dpboot',
      success: '保存成功',
    });
    await expect(save({ name: '甲' })).resolves.toEqual({ id: 9 });
    expect(requestMock).toHaveBeenCalledWith('rows', {
      base: 'dpboot',
      method: 'POST',
      body: { name: '甲' },
      query: undefined,
      loading: '加载中……',
    });
    expect(successes).toEqual(['保存成功']);
  });

  it('builds path and body from the input and can go without an overlay', async () => {
    requestMock.mockResolvedValue(null);
    const audit = defineAction<{ id: number; action: string; reason: string }>({
      path: ({ id }) => `certify/applications/${id}/audit`,
      base: 'dpboot',
      method: 'PUT',
      toBody: ({ action, reason }) => ({ action, reason }),
      loading: false,
    });
    await audit({ id: 3, action: 'BACK', reason: '材料不清晰' });
    expect(requestMock).toHaveBeenCalledWith('certify/applications/3/audit', {
      base: 'dpboot',
      method: 'PUT',
      body: { action: 'BACK', reason: '材料不清晰' },
      query: undefined,
      loading: undefined,
    });
  });

  it('rejects with the failure and shows no success', async () => {
    const successes: string[] = [];
    setNotifier({
      error: () => undefined,
      success: (m) => successes.push(m),
      loading: () => () => undefined,
    });
    requestMock.mockRejectedValue(new EnvelopeError({ statusCode: 400, message: '名称重复', data: null }));
    const save = defineAction<{ name: string }>({ path: 'rows', base: 'dpboot', success: '保存成功' });
    await expect(save({ name: '甲' })).rejects.toThrow('名称重复');
    expect(successes).toEqual([]);
  });
});

describe('helpers', () => {
  it('keys queries independently of field order and undefined fields', () => {
    expect(stableKey({ b: 1, a: 'x', c: undefined })).toBe(stableKey({ a: 'x', b: 1 }));
    expect(stableKey({ a: { y: 1, x: 2 } })).toBe('{"a":{"x":2,"y":1}}');
  });
  it('recognises not-found answers', () => {
    expect(isNotFound(new EnvelopeError({ statusCode: 404, message: '', data: null }))).toBe(true);
    expect(isNotFound(new EnvelopeError({ statusCode: 500, message: '', data: null }))).toBe(false);
    expect(isNotFound(new Error('x'))).toBe(false);
  });
});
