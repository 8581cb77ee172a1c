import { Dialog } from 'antd-mobile';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Nav } from '@/core/route-types';
import type { ListResource } from '../resource';
import { NavRoleContext } from '../nav-role';
import { readHiddenColumns, toggleColumn, writeHiddenColumns } from './column-settings';
import type { CardSpec } from './list-card';
import { ListPage } from './list-page';
import type { BatchAction } from './list-table';
import { columnsOfCard } from './table-columns';
import { screenPerTest } from '@/ui/testing/screen';
import { stubWindowWidth } from '@/ui/testing/window-width';
import { until } from '@/ui/testing/queries';
import { fakeList as fakeListOf } from '@/ui/testing/fake-list';

interface Notice {
  id: number;
  title: string;
  status: string;
  updatedAt: string;
  views: number | null;
}
type Query = { status?: string; orderBy?: string; order?: string };

const notice = (id: number, status = 'JOINT', views: number | null = id * 10): Notice => ({
  id,
  title: `通知${id}`,
  status,
  updatedAt: new Date(`2025-03-${String(id).padStart(2, '0')}T09:30:00+08:00`).toISOString(),
  views,
});

const CARD: CardSpec<Notice> = {
  title: 'title',
  status: { family: 'publish', field: 'status' },
  meta: [
    { label: '最后修改', value: 'updatedAt', format: 'datetime' },
    { label: '浏览', value: 'views', hidden: (n) => n.status !== 'JOINT' },
  ],
  table: { titleLabel: '标题', sort: { title: 'title', 最后修改: 'updatedAt' } },
};

const view = screenPerTest({ clearBody: true });
let desktop = true;
beforeEach(() => {
  localStorage.clear();
  desktop = true;
  stubWindowWidth(() => desktop);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fakeList = (items: Notice[]) => fakeListOf<Notice, Query>('test/notices', { items, total: items.length });

function render(element: ReactNode, at = '/op/notice', nav: Nav = 'menu') {
  return view.renderRoutes(
    [
      {
        path: '/op/notice',
        element: <NavRoleContext.Provider value={nav}>{element}</NavRoleContext.Provider>,
      },
    ],
    at,
  );
}

const screen = (resource: ListResource<Notice, Query>, batchActions?: BatchAction<Notice>[]) => (
  <ListPage<Notice, Query>
    title="通知公告管理"
    list={resource}
    card={CARD}
    itemPath={(n) => `/notice/${n.id}`}
    {...(batchActions ? { batchActions } : {})}
  />
);

const headers = () =>
  [...document.querySelectorAll('thead th')].map((th) => th.textContent?.replace(/[▲▼↕]/g, ''));
const header = (name: string) =>
  [...document.querySelectorAll('thead th')].find((th) => th.textContent?.replace(/[▲▼↕]/g, '') === name)!;
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name)!;
const checkbox = (name: string) =>
  [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].find(
    (input) => input.getAttribute('aria-label') === name || input.parentElement?.textContent === name,
  )!;

describe('table columns from a card description', () => {
  it('derives title, status and meta columns with their labels, formats and sort names', () => {
    const columns = columnsOfCard(CARD);
    expect(columns.map((c) => [c.key, c.title, c.sortBy])).toEqual([
      ['title', '标题', 'title'],
      ['status', '状态', undefined],
      ['最后修改', '最后修改', 'updatedAt'],
      ['浏览', '浏览', undefined],
    ]);
    const host = document.createElement('div');
    const cells = createRoot(host);
    const row = notice(7, 'CHECK');
    act(() =>
      cells.render(
        <>
          {columns.map((c) => (
            <span key={c.key}>{c.render(row, undefined)}</span>
          ))}
        </>,
      ),
    );
    expect([...host.children].map((s) => s.textContent)).toEqual([
      '通知7',
      '待审核',
      '2025-03-07 09:30',
      // 浏览 is hidden for an unpublished notice: an empty cell.
      '—',
    ]);
    act(() => cells.unmount());
  });
});

describe('column settings', () => {
  it('hides and shows columns, never the last visible one, and remembers them per screen', () => {
    const all = ['title', 'status', 'views'];
    expect(toggleColumn([], 'status', all)).toEqual(['status']);
    expect(toggleColumn(['status'], 'status', all)).toEqual([]);
    expect(toggleColumn(['status', 'views'], 'title', all)).toEqual(['status', 'views']);
    writeHiddenColumns('通知公告管理', ['views']);
    expect(readHiddenColumns('通知公告管理')).toEqual(['views']);
    expect(readHiddenColumns('政策管理')).toEqual([]);
    localStorage.setItem('innoweb.list-columns.坏的', '{not json');
    expect(readHiddenColumns('坏的')).toEqual([]);
  });
});

describe('ListPage on a desktop operations screen', () => {
  it('draws a table from the card, links the title, and keeps cards on a phone', () => {
    const { resource } = fakeList([notice(1), notice(2, 'CHECK')]);
    render(screen(resource));
    expect(document.querySelector('table')).not.toBeNull();
    expect(document.querySelector('article')).toBeNull();
    expect(headers()).toEqual(['标题', '状态', '最后修改', '浏览']);
    expect(document.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(document.querySelector('tbody a[href="/notice/2"]')?.textContent).toBe('通知2');
    expect(document.body.textContent).toContain('共 2 条');
    desktop = false;
    view.remount();
    render(screen(resource));
    expect(document.querySelector('table')).toBeNull();
    expect(document.querySelectorAll('article')).toHaveLength(2);
  });

  it('keeps cards on a desktop outside the operations menu unless the screen asks for a table', () => {
    const { resource } = fakeList([notice(1)]);
    render(screen(resource), '/op/notice', 'stack');
    expect(document.querySelector('table')).toBeNull();
  });

  it('sorts by a header: ascending, descending, then none — in the URL and in the query sent', async () => {
    const { resource, queries } = fakeList([notice(1), notice(2)]);
    const router = render(screen(resource));
    const sortParams = () => {
      const search = new URLSearchParams(router.state.location.search);
      return [search.get('orderBy'), search.get('order')];
    };
    expect(header('最后修改').getAttribute('aria-sort')).toBe('none');
    expect(header('状态').hasAttribute('aria-sort')).toBe(false);

    act(() => header('最后修改').querySelector('button')!.click());
    await until(() => sortParams()[0] === 'updatedAt');
    expect(sortParams()).toEqual(['updatedAt', 'asc']);
    expect(queries.at(-1)).toEqual({ orderBy: 'updatedAt', order: 'asc' });
    expect(header('最后修改').getAttribute('aria-sort')).toBe('ascending');

    act(() => header('最后修改').querySelector('button')!.click());
    await until(() => sortParams()[1] === 'desc');
    expect(header('最后修改').getAttribute('aria-sort')).toBe('descending');
    expect(queries.at(-1)).toEqual({ orderBy: 'updatedAt', order: 'desc' });

    act(() => header('最后修改').querySelector('button')!.click());
    await until(() => sortParams()[0] === null);
    expect(sortParams()).toEqual([null, null]);
    expect(queries.at(-1)).toEqual({});
  });

  it('ignores a sort in the URL that no column offers', () => {
    const { resource, queries } = fakeList([notice(1)]);
    render(screen(resource), '/op/notice?orderBy=author_id&order=desc');
    expect(queries.at(-1)).toEqual({});
    expect(header('标题').getAttribute('aria-sort')).toBe('none');
  });

  it('hides a column through 列设置 and still hides it after a reload', async () => {
    const { resource } = fakeList([notice(1)]);
    render(screen(resource));
    act(() => button('列设置').click());
    await until(() => !!checkbox('浏览'));
    act(() => checkbox('浏览').click());
    expect(headers()).toEqual(['标题', '状态', '最后修改']);
    // Down to one column: its checkbox cannot be cleared.
    act(() => checkbox('状态').click());
    act(() => checkbox('最后修改').click());
    expect(headers()).toEqual(['标题']);
    expect(checkbox('标题').disabled).toBe(true);
    act(() => checkbox('最后修改').click());

    view.remount();
    render(screen(resource));
    expect(headers()).toEqual(['标题', '最后修改']);
  });

  it('runs a batch action on the selected rows it applies to, after confirmation, then refreshes', async () => {
    const { resource, state } = fakeList([notice(1), notice(2, 'CHECK'), notice(3)]);
    const run = vi.fn(async () => undefined);
    render(
      screen(resource, [
        {
          text: '批量撤回',
          applies: (n) => n.status === 'JOINT',
          confirm: { content: (items) => `撤回 ${items.length} 条？` },
          run,
        },
      ]),
    );
    expect(headers()[0]).toBe('');
    expect(document.body.textContent).toContain('已选 0 项');
    expect(button('批量撤回').disabled).toBe(true);

    act(() => checkbox('全选本页').click());
    expect(document.body.textContent).toContain('已选 3 项');
    act(() => checkbox('选择「通知3」').click());
    expect(document.body.textContent).toContain('已选 2 项');
    expect(checkbox('全选本页').indeterminate).toBe(true);

    // Declined: nothing runs.
    const confirm = vi.spyOn(Dialog, 'confirm').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    act(() => button('批量撤回').click());
    await until(() => confirm.mock.calls.length === 1);
    expect(confirm.mock.calls[0]?.[0]).toMatchObject({ content: '撤回 1 条？' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(run).not.toHaveBeenCalled();

    act(() => button('批量撤回').click());
    await until(() => run.mock.calls.length === 1);
    expect(run).toHaveBeenCalledWith([notice(1)]);
    await until(() => (state.refresh as ReturnType<typeof vi.fn>).mock.calls.length === 1);
    expect(document.body.textContent).toContain('已选 0 项');
  });

  it('starts another query (a new sort) with nothing selected', async () => {
    const { resource } = fakeList([notice(1), notice(2)]);
    const router = render(screen(resource, [{ text: '批量删除', run: async () => undefined }]));
    act(() => checkbox('选择「通知1」').click());
    expect(document.body.textContent).toContain('已选 1 项');
    act(() => header('标题').querySelector('button')!.click());
    await until(() => router.state.location.search.includes('orderBy=title'));
    expect(document.body.textContent).toContain('已选 0 项');
    expect(checkbox('选择「通知1」').checked).toBe(false);
  });
});
