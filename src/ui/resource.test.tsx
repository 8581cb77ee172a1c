import { act, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Type } from 'typebox';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Empty, IdParams, pageOf, paging, Saved } from '@common/contract/atoms';
import { defineContract, FILE } from '@common/contract/endpoint';
import type * as Http from '@/core/http';
import { EnvelopeError } from '@/core/http';
import { setNotifier } from '@/core/notify';
import {
  defineAction,
  defineDownload,
  defineItem,
  defineList,
  defineQuery,
  isNotFound,
  revalidateResources,
  stableKey,
  type ListState,
  type PageState,
} from './resource';
import { screenPerTest } from '@/ui/testing/screen';
import { until } from '@/ui/testing/queries';

vi.mock('@/core/http', async (importOriginal) => {
  const actual = await importOriginal<typeof Http>();
  return { ...actual, request: vi.fn(), requestFile: vi.fn() };
});
const { request, requestFile } = await import('@/core/http');
const requestMock = vi.mocked(request);
const requestFileMock = vi.mocked(requestFile);

/*
 * The kit's own contracts: endpoints as an area declares them, made only for these tests. The
 * client reads their method, base, path and encoding; the schemas give the types (the web build
 * puts an empty stand-in in place of TypeBox, so nothing here reads a schema).
 */
const Row = Type.Object({ id: Type.Integer(), name: Type.String() });
const NameBody = Type.Object({ name: Type.String() });

const rowsContract = defineContract(
  { base: 'dpboot', tag: 'resource-test' },
  {
    rows: {
      method: 'GET',
      path: 'rows',
      access: 'login',
      summary: '行的列表',
      query: Type.Object({ search: Type.Optional(Type.String()), ...paging }),
      answer: pageOf(Row),
    },
    applications: {
      method: 'GET',
      path: 'certify/applications',
      access: 'operator',
      permission: 'org.audit',
      summary: '按状态的申请列表',
      query: Type.Object({ status: Type.String(), search: Type.Optional(Type.String()), ...paging }),
      answer: pageOf(Row),
    },
    detail: { method: 'GET', path: 'rows/:id', access: 'login', summary: '一行', params: IdParams, answer: Row },
    counts: {
      method: 'GET',
      path: 'rows/counts',
      access: 'login',
      summary: '各状态的行数',
      query: Type.Object({ status: Type.Array(Type.String()) }),
      answer: Type.Array(Type.Object({ status: Type.String(), count: Type.Integer() })),
    },
    kinds: {
      method: 'GET',
      path: 'rows/kinds',
      access: 'public',
      summary: '行的种类',
      answer: Type.Array(Type.String()),
    },
    save: { method: 'POST', path: 'rows', access: 'login', summary: '保存一行', body: NameBody, answer: Saved },
    add: { method: 'POST', path: 'rows/add', access: 'login', summary: '新增一行', body: NameBody, answer: Empty },
    remove: {
      method: 'POST',
      path: 'rows/:id/delete',
      access: 'login',
      summary: '删除一行',
      params: IdParams,
      answer: Empty,
    },
    audit: {
      method: 'PUT',
      path: 'certify/applications/:id/audit',
      access: 'operator',
      permission: 'org.audit',
      summary: '审核申请',
      params: IdParams,
      body: Type.Object({ action: Type.String(), reason: Type.String() }),
      answer: Empty,
    },
    login: {
      method: 'POST',
      path: 'passport/login',
      access: 'public',
      summary: '登录',
      body: Type.Object({ phone: Type.String(), code: Type.String() }),
      answer: Empty,
      encoding: 'form',
    },
    exportRows: {
      method: 'POST',
      path: 'rows/export',
      access: 'operator',
      permission: 'org.audit',
      summary: '导出行',
      body: Type.Object({ search: Type.Optional(Type.String()) }),
      answer: FILE,
    },
    file: {
      method: 'GET',
      path: 'files/:id/download',
      access: 'login',
      summary: '下载文件',
      params: IdParams,
      query: Type.Object({ inline: Type.Boolean() }),
      answer: FILE,
    },
  },
);

const parkContract = defineContract(
  { base: 'parkboot', tag: 'resource-test-park' },
  {
    orgs: {
      method: 'POST',
      path: 'v2/org/listEsOrg',
      access: 'public',
      summary: '企业列表（另一种分页答复）',
      body: Type.Object({ orgtypes: Type.Array(Type.String()), ...paging }),
      answer: Type.Object({ records: Type.Array(Row), count: Type.Integer() }),
    },
    detail: {
      method: 'POST',
      path: 'rows/:id/detail',
      access: 'login',
      summary: '一行（POST）',
      params: IdParams,
      answer: Row,
    },
  },
);

type RowT = { id: number; name: string };
const rows = (from: number, count: number): RowT[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `第${from + i}行` }));

/** Answers list calls from a table of `total` rows, as the server would. */
function serveRows(total: number) {
  requestMock.mockImplementation(async (_path, options) => {
    const params = (options?.query ?? options?.body) as { pagenum: number; size: number };
    const start = (params.pagenum - 1) * params.size;
    return { list: rows(start + 1, Math.max(0, Math.min(params.size, total - start))), total };
  });
}

const view = screenPerTest();
beforeEach(() => {
  requestMock.mockReset();
  requestFileMock.mockReset();
});

/** Renders a hook and keeps its latest result (SWR's request deduplication off unless given). */
function renderHook<T>(hook: () => T, dedupingInterval = 0): { current: () => T } {
  let latest: T | undefined;
  function Probe(): ReactNode {
    latest = hook();
    return null;
  }
  act(() =>
    view.root.render(
      <SWRConfig value={{ dedupingInterval }}>
        <Probe />
      </SWRConfig>,
    ),
  );
  return { current: () => latest as T };
}

/** Notes the success toasts shown from now on. */
function collectSuccesses(): string[] {
  const successes: string[] = [];
  setNotifier({
    error: () => undefined,
    success: (m) => successes.push(m),
    loading: () => () => undefined,
  });
  return successes;
}

describe('defineList.fetchPage', () => {
  it('GETs the query with pagenum and size in the query string', async () => {
    requestMock.mockResolvedValue({ list: rows(1, 2), total: 2 });
    const list = defineList(rowsContract.applications, { key: 't/get' });
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
    const list = defineList(parkContract.orgs, {
      key: 't/post',
      pageSize: 50,
      toQuery: (q: { kinds: string }) => ({ orgtypes: q.kinds.split(',') }),
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
    const list = defineList(rowsContract.rows, { key: 't/null' });
    expect(await list.fetchPage({}, 1)).toEqual({ list: [], total: 0 });
  });

  it('is keyed by the endpoint path unless given a key', () => {
    expect(defineList(rowsContract.rows).key).toBe('rows');
    expect(defineList(rowsContract.rows).pageSize).toBe(20);
    expect(defineItem(rowsContract.detail).key).toBe('rows/:id');
    expect(defineQuery(rowsContract.counts).key).toBe('rows/counts');
  });
});

describe('defineList.useList', () => {
  it('loads page by page until total is reached', async () => {
    serveRows(25);
    const list = defineList(rowsContract.rows, { key: 't/pages', pageSize: 10 });
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
    expect(requestMock).toHaveBeenLastCalledWith('rows', {
      base: 'dpboot',
      method: 'GET',
      query: { search: '', pagenum: 3, size: 10 },
      silent: true,
    });
  });

  it('fetches nothing while disabled', async () => {
    serveRows(5);
    const list = defineList(rowsContract.rows, { key: 't/disabled' });
    const result = renderHook(() => list.useList({}, { enabled: false }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requestMock).not.toHaveBeenCalled();
    expect(result.current()).toMatchObject({ items: [], hasMore: false, total: undefined });
  });

  it('reports a failed first page and recovers on refresh', async () => {
    requestMock.mockRejectedValueOnce(new Error('网络错误'));
    const list = defineList(rowsContract.rows, { key: 't/error' });
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
    const list = defineList(rowsContract.rows, { key: 't/more-fail', pageSize: 10 });
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
    expect((failure as Error).message).toBe('断网');
  });

  it('is refreshed by an action that names it', async () => {
    serveRows(2);
    const list = defineList(rowsContract.rows, { key: 't/action-list' });
    const result = renderHook(() => list.useList({}));
    await until(() => result.current().items.length === 2);

    const remove = defineAction(rowsContract.remove, { revalidate: [list] });
    serveRows(1);
    requestMock.mockResolvedValueOnce(null);
    await act(() => remove({ id: 1 }));
    expect(requestMock).toHaveBeenCalledWith('rows/1/delete', { base: 'dpboot', method: 'POST', loading: '加载中……' });
    await until(() => result.current().items.length === 1);
  });

  it('shows fresh rows after an action changed it while it was off screen, despite deduplication', async () => {
    serveRows(3);
    const list = defineList(rowsContract.rows, { key: 't/offscreen' });
    let result: { current: () => ListState<RowT> } = renderHook(() => list.useList({}), 2000);
    await until(() => result.current().items.length === 3);
    view.render(null);

    const add = defineAction(rowsContract.add, { revalidate: [list], loading: false });
    requestMock.mockResolvedValueOnce(null);
    await act(() => add({ name: '新行' }));
    serveRows(4);
    result = renderHook(() => list.useList({}), 2000);
    await until(() => result.current().items.length === 4);
  });

  it('refetches every page when a cached list is shown again', async () => {
    serveRows(3);
    const list = defineList(rowsContract.rows, { key: 't/remount' });
    let result: { current: () => ListState<RowT> } = renderHook(() => list.useList({}));
    await until(() => result.current().items.length === 3);
    view.render(null);
    serveRows(4);
    result = renderHook(() => list.useList({}));
    // The cached rows show at once, then the fresh ones.
    expect(result.current().items.length).toBe(3);
    await until(() => result.current().items.length === 4);
  });
});

describe('defineList.usePage', () => {
  it('asks for the one page shown, keeps it while the next loads, and is refreshed by an action', async () => {
    serveRows(45);
    const list = defineList(rowsContract.rows, { key: 't/paged' });
    let latest: PageState<RowT> | undefined;
    let turnTo: (page: number) => void = () => undefined;
    function Table(): ReactNode {
      const [pagenum, setPagenum] = useState(1);
      turnTo = setPagenum;
      latest = list.usePage({ search: '' }, pagenum, { pageSize: 20 });
      return null;
    }
    act(() => view.root.render(<SWRConfig value={{ dedupingInterval: 0 }}><Table /></SWRConfig>));
    const current = () => latest!;
    await until(() => current().items.length === 20);
    expect(current()).toMatchObject({ total: 45, isLoading: false });
    expect(requestMock).toHaveBeenLastCalledWith('rows', {
      base: 'dpboot',
      method: 'GET',
      query: { search: '', pagenum: 1, size: 20 },
      silent: true,
    });

    act(() => turnTo(3));
    // The previous page stays until page 3 arrives.
    expect(current().items[0]?.id).toBe(1);
    await until(() => current().items.length === 5);
    expect(current().items.map((r) => r.id)).toEqual([41, 42, 43, 44, 45]);

    const remove = defineAction(rowsContract.remove, { revalidate: [list], loading: false });
    serveRows(44);
    requestMock.mockResolvedValueOnce(null);
    await act(() => remove({ id: 45 }));
    await until(() => current().items.length === 4);
  });

  it('fetches nothing while disabled', async () => {
    serveRows(5);
    const list = defineList(rowsContract.rows, { key: 't/paged-off' });
    const result = renderHook(() => list.usePage({}, 1, { enabled: false }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requestMock).not.toHaveBeenCalled();
    expect(result.current()).toMatchObject({ items: [], total: undefined });
  });
});

describe('defineItem', () => {
  it('fetches one item by id and reports 404 as notFound', async () => {
    const item = defineItem(rowsContract.detail, { key: 't/item' });
    requestMock.mockResolvedValueOnce(rows(7, 1)[0]);
    expect(await item.fetch(7)).toEqual(rows(7, 1)[0]);
    expect(requestMock).toHaveBeenLastCalledWith('rows/7', { base: 'dpboot', method: 'GET', query: {}, silent: true });

    requestMock.mockRejectedValue(new EnvelopeError({ statusCode: 404, message: '不存在', data: null }));
    const result = renderHook(() => item.useItem('404'));
    await until(() => result.current().error !== undefined);
    expect(result.current().notFound).toBe(true);
    expect(result.current().data).toBeUndefined();
    expect(requestMock).toHaveBeenLastCalledWith('rows/404', { base: 'dpboot', method: 'GET', query: {}, silent: true });
  });

  it('waits for an id', async () => {
    const item = defineItem(rowsContract.detail, { key: 't/item-none' });
    const result = renderHook(() => item.useItem(undefined));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requestMock).not.toHaveBeenCalled();
    expect(result.current()).toMatchObject({ data: undefined, notFound: false, isLoading: false });
  });

  it('is reloaded by revalidateResources', async () => {
    const item = defineItem(parkContract.detail, { key: 't/item-reload' });
    requestMock.mockResolvedValue({ id: 1, name: '旧' });
    const result = renderHook(() => item.useItem(1));
    await until(() => result.current().data?.name === '旧');
    expect(requestMock).toHaveBeenCalledWith('rows/1/detail', { base: 'parkboot', method: 'POST', silent: true });
    requestMock.mockResolvedValue({ id: 1, name: '新' });
    await act(() => revalidateResources([item.key]));
    await until(() => result.current().data?.name === '新');
  });

  it('takes its input from toInput and can be replaced locally with mutate', async () => {
    const item = defineItem(rowsContract.applications, {
      key: 't/item-input',
      toInput: (status) => ({ status, pagenum: 1, size: 1 }),
    });
    requestMock.mockResolvedValue({ list: rows(1, 1), total: 1 });
    const result = renderHook(() => item.useItem('PASS'));
    await until(() => result.current().data?.total === 1);
    expect(requestMock).toHaveBeenCalledWith('certify/applications', {
      base: 'dpboot',
      method: 'GET',
      query: { status: 'PASS', pagenum: 1, size: 1 },
      silent: true,
    });
    await act(() => result.current().mutate({ list: [], total: 0 }, false));
    expect(result.current().data).toEqual({ list: [], total: 0 });
    expect(requestMock).toHaveBeenCalledTimes(1);
  });
});

describe('defineQuery', () => {
  it('fetches with the mapped input and waits for its arguments', async () => {
    const counts = defineQuery(rowsContract.counts, {
      key: 't/counts',
      toInput: (statuses: string) => ({ status: statuses.split(',') }),
    });
    let args: string | null = null;
    const result = renderHook(() => counts.useQuery(args));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requestMock).not.toHaveBeenCalled();
    expect(result.current()).toMatchObject({ data: undefined, notFound: false, isLoading: false });

    requestMock.mockResolvedValue([{ status: 'PASS', count: 2 }]);
    args = 'PASS,FAIL';
    const shown = renderHook(() => counts.useQuery(args));
    await until(() => shown.current().data !== undefined);
    expect(shown.current().data).toEqual([{ status: 'PASS', count: 2 }]);
    expect(requestMock).toHaveBeenCalledWith('rows/counts', {
      base: 'dpboot',
      method: 'GET',
      query: { status: ['PASS', 'FAIL'] },
      silent: true,
    });
  });

  it('reads an endpoint without input and is refreshed by an action that names it', async () => {
    const kinds = defineQuery(rowsContract.kinds, { key: 't/kinds' });
    requestMock.mockResolvedValue(['甲']);
    expect(await kinds.fetch({})).toEqual(['甲']);
    expect(requestMock).toHaveBeenCalledWith('rows/kinds', { base: 'dpboot', method: 'GET', query: {}, silent: true });

    const result = renderHook(() => kinds.useQuery({}));
    await until(() => result.current().data?.length === 1);
    const add = defineAction(rowsContract.add, { revalidate: [kinds], loading: false });
    requestMock.mockResolvedValue(['甲', '乙']);
    await act(() => add({ name: '乙' }));
    await until(() => result.current().data?.length === 2);
  });

  it('reports 404 as notFound', async () => {
    const kinds = defineQuery(rowsContract.kinds, { key: 't/kinds-404' });
    requestMock.mockRejectedValue(new EnvelopeError({ statusCode: 404, message: '不存在', data: null }));
    const result = renderHook(() => kinds.useQuery({}));
    await until(() => result.current().error !== undefined);
    expect(result.current().notFound).toBe(true);
  });
});

describe('defineAction', () => {
  it('POSTs the input with the loading overlay and shows the success toast', async () => {
    const successes = collectSuccesses();
    requestMock.mockResolvedValue({ id: 9 });
    const save = defineAction(rowsContract.save, { success: '保存成功' });
    await expect(save({ name: '甲' })).resolves.toEqual({ id: 9 });
    expect(requestMock).toHaveBeenCalledWith('rows', {
      base: 'dpboot',
      method: 'POST',
      body: { name: '甲' },
      loading: '加载中……',
    });
    expect(successes).toEqual(['保存成功']);
  });

  it('builds path and body from the input and can go without an overlay', async () => {
    requestMock.mockResolvedValue(null);
    const audit = defineAction(rowsContract.audit, { loading: false });
    await audit({ id: 3, action: 'BACK', reason: '材料不清晰' });
    expect(requestMock).toHaveBeenCalledWith('certify/applications/3/audit', {
      base: 'dpboot',
      method: 'PUT',
      body: { action: 'BACK', reason: '材料不清晰' },
      loading: undefined,
    });
  });

  it('maps what the screen hands over with toInput and shows a chosen overlay', async () => {
    requestMock.mockResolvedValue(null);
    const pass = defineAction(rowsContract.audit, {
      toInput: (id: number) => ({ id, action: 'PASS', reason: '' }),
      loading: '提交中',
    });
    await pass(5);
    expect(requestMock).toHaveBeenCalledWith('certify/applications/5/audit', {
      base: 'dpboot',
      method: 'PUT',
      body: { action: 'PASS', reason: '' },
      loading: '提交中',
    });
  });

  it('sends form fields to a form-encoded endpoint', async () => {
    requestMock.mockResolvedValue(null);
    await defineAction(rowsContract.login)({ phone: '13800000003', code: '123456' });
    expect(requestMock).toHaveBeenCalledWith('passport/login', {
      base: 'dpboot',
      method: 'POST',
      body: { phone: '13800000003', code: '123456' },
      form: true,
      loading: '加载中……',
    });
  });

  it('rejects with the failure and shows no success', async () => {
    const successes = collectSuccesses();
    requestMock.mockRejectedValue(new EnvelopeError({ statusCode: 400, message: '名称重复', data: null }));
    const save = defineAction(rowsContract.save, { success: '保存成功' });
    await expect(save({ name: '甲' })).rejects.toThrow('名称重复');
    expect(successes).toEqual([]);
  });
});

describe('defineDownload', () => {
  it('POSTs the input for a file with the loading overlay', async () => {
    const file = { blob: new Blob(['a,b']), filename: '数据导出.csv' };
    requestFileMock.mockResolvedValue(file);
    const download = defineDownload(rowsContract.exportRows);
    await expect(download({ search: '甲' })).resolves.toBe(file);
    expect(requestFileMock).toHaveBeenCalledWith('rows/export', {
      base: 'dpboot',
      method: 'POST',
      body: { search: '甲' },
      loading: '加载中……',
    });
    expect(requestMock).not.toHaveBeenCalled();
  });

  it('fills the path parameters from the mapped input and sends the rest as the query', async () => {
    requestFileMock.mockResolvedValue({ blob: new Blob([]), filename: undefined });
    const download = defineDownload(rowsContract.file, { toInput: (id: number) => ({ id, inline: false }) });
    await download(12);
    expect(requestFileMock).toHaveBeenCalledWith('files/12/download', {
      base: 'dpboot',
      method: 'GET',
      query: { inline: false },
      loading: '加载中……',
    });
  });

  it('rejects with the failure', async () => {
    requestFileMock.mockRejectedValue(new EnvelopeError({ statusCode: 500, message: '导出失败', data: null }));
    await expect(defineDownload(rowsContract.exportRows)({})).rejects.toThrow('导出失败');
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
