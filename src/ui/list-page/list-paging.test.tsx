import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Nav } from '@/core/route-types';
import { NavRoleContext } from '../nav-role';
import type { CardSpec } from './list-card';
import { ListPage } from './list-page';
import { pageOf, pageWindow } from './pager';
import { readPaging, withPaging, withParams } from './query-state';
import { screenPerTest } from '@/ui/testing/screen';
import { stubWindowWidth } from '@/ui/testing/window-width';
import { until } from '@/ui/testing/queries';
import { fakeList } from '@/ui/testing/fake-list';

interface Row {
  id: number;
  title: string;
}
type Query = { search?: string; kind?: string; status?: string };

const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, title: `记录${index + 1}` }));
const CARD: CardSpec<Row> = { title: 'title', table: { titleLabel: '标题' } };
const KINDS = [
  { value: 'A', label: '甲类' },
  { value: 'B', label: '乙类' },
];

const view = screenPerTest({ clearBody: true });
let desktop = true;
beforeEach(() => {
  localStorage.clear();
  desktop = true;
  stubWindowWidth(() => desktop);
});
afterEach(() => vi.unstubAllGlobals());

function render(element: ReactNode, at = '/op/list', nav: Nav = 'menu') {
  return view.renderRoutes(
    [{ path: '/op/list', element: <NavRoleContext.Provider value={nav}>{element}</NavRoleContext.Provider> }],
    at,
  );
}

const screen = (resource: ReturnType<typeof fakeList<Row, Query>>['resource']) => (
  <ListPage<Row, Query>
    title="记录管理"
    list={resource}
    card={CARD}
    search={{ field: 'search', placeholder: '搜索标题' }}
    filters={[{ field: 'kind', label: '类型', options: KINDS }]}
  />
);

const byLabel = <T extends Element>(name: string) => document.querySelector<T>(`[aria-label="${name}"]`)!;
const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.replace(/\s/g, '')) === name)!;
const setValue = (element: HTMLInputElement | HTMLSelectElement, value: string) => {
  const proto = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, value);
  element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
};
const searchOf = (router: ReturnType<typeof render>) => new URLSearchParams(router.state.location.search);

describe('paging helpers', () => {
  it('shows every page up to seven, else the ends and two either side of the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 18)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 18]);
    expect(pageWindow(9, 18)).toEqual([1, 'gap', 7, 8, 9, 10, 11, 'gap', 18]);
    expect(pageWindow(18, 18)).toEqual([1, 'gap', 13, 14, 15, 16, 17, 18]);
  });

  it('reads a typed page into the pages there are', () => {
    expect(pageOf('4', 18)).toBe(4);
    expect(pageOf(' 40 ', 18)).toBe(18);
    expect(pageOf('0', 18)).toBe(1);
    expect(pageOf('2.5', 18)).toBeUndefined();
    expect(pageOf('', 18)).toBeUndefined();
  });

  it('keeps the page and a size offered in the URL, leaving out the defaults; a query form starts at page 1', () => {
    expect(readPaging(new URLSearchParams('page=3&pageSize=50'), [10, 20, 50], 20)).toEqual({ page: 3, pageSize: 50 });
    expect(readPaging(new URLSearchParams('page=-1&pageSize=33'), [10, 20, 50], 20)).toEqual({ page: 1, pageSize: 20 });
    expect(withPaging(new URLSearchParams('kind=A'), 2, 50, 20).toString()).toBe('kind=A&page=2&pageSize=50');
    expect(withPaging(new URLSearchParams('kind=A&page=2'), 1, 20, 20).toString()).toBe('kind=A');
    expect(withParams(new URLSearchParams('page=4&pageSize=50'), { search: '园区', kind: undefined }).toString()).toBe(
      'pageSize=50&search=%E5%9B%AD%E5%8C%BA',
    );
  });
});

describe('a desktop operations list: paged table and query form', () => {
  it('asks for one page at a time: numbers, next, size and 跳至 move it, through the URL', async () => {
    const { resource, pages } = fakeList<Row, Query>('test/rows', { items: rows(20), total: 360 });
    const router = render(screen(resource));
    expect(pages.at(-1)).toEqual({ pagenum: 1, size: 20 });
    const pager = document.querySelector('nav[aria-label="分页"]')!;
    expect(pager.textContent).toContain('共 360 条');
    // The total is the pager's: not said twice.
    expect(document.body.textContent?.match(/共 360 条/g)).toHaveLength(1);
    expect(buttonNamed('第 1 页').getAttribute('aria-current')).toBe('page');
    expect(buttonNamed('上一页').disabled).toBe(true);
    expect(buttonNamed('第 18 页')).toBeDefined();

    act(() => buttonNamed('下一页').click());
    await until(() => searchOf(router).get('page') === '2');
    expect(pages.at(-1)).toEqual({ pagenum: 2, size: 20 });

    act(() => setValue(byLabel<HTMLSelectElement>('每页条数'), '50'));
    await until(() => searchOf(router).get('pageSize') === '50');
    expect(searchOf(router).get('page')).toBeNull();
    expect(pages.at(-1)).toEqual({ pagenum: 1, size: 50 });
    expect(buttonNamed('第 8 页')).toBeDefined();

    const jump = document.getElementById(
      [...document.querySelectorAll('label')].find((label) => label.textContent === '跳至页码')!.htmlFor,
    ) as HTMLInputElement;
    act(() => setValue(jump, '6'));
    act(() => {
      jump.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', keyCode: 13, bubbles: true }));
    });
    await until(() => searchOf(router).get('page') === '6');
    expect(pages.at(-1)).toEqual({ pagenum: 6, size: 50 });
    expect(buttonNamed('第 6 页').getAttribute('aria-current')).toBe('page');
  });

  it('shows the last page when the URL names a page past the end', async () => {
    const { resource } = fakeList<Row, Query>('test/rows', { items: [], total: 45 });
    const router = render(screen(resource), '/op/list?page=9');
    await until(() => searchOf(router).get('page') === '3');
  });

  it('filters through the query form: nothing asked until 查询, then the first page; 重置 clears it', async () => {
    const { resource, queries } = fakeList<Row, Query>('test/rows', { items: rows(3), total: 3 });
    const router = render(screen(resource), '/op/list?page=2');
    const form = document.querySelector('form[role="search"]')!;
    expect(form.getAttribute('aria-label')).toBe('查询条件');
    expect([...form.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['关键词', '类型']);
    // No phone bars beside it.
    expect(document.querySelector('.adm-search-bar')).toBeNull();
    expect(document.querySelector('.adm-dropdown')).toBeNull();

    const text = form.querySelector<HTMLInputElement>('input')!;
    act(() => setValue(text, ' 园区 '));
    act(() => setValue(form.querySelector('select')!, 'B'));
    expect(queries.at(-1)).toEqual({});
    act(() => buttonNamed('查询').click());
    await until(() => searchOf(router).get('kind') === 'B');
    expect(searchOf(router).get('search')).toBe('园区');
    expect(searchOf(router).get('page')).toBeNull();
    expect(queries.at(-1)).toEqual({ search: '园区', kind: 'B' });
    expect(form.querySelector('select')!.value).toBe('B');

    // Submitting the form (Enter in the text) asks as well, keeping the filter chosen.
    act(() => setValue(text, '13800000001'));
    // (The browser submits the form on Enter; the test environment does not.)
    act(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await until(() => searchOf(router).get('search') === '13800000001');
    expect(queries.at(-1)).toEqual({ search: '13800000001', kind: 'B' });
    expect(text.value).toBe('13800000001');

    act(() => buttonNamed('重置').click());
    await until(() => !searchOf(router).has('kind'));
    expect(queries.at(-1)).toEqual({});
    expect(text.value).toBe('');
  });

  it('keeps the phone as it was: the search bar, the dropdown filters and the infinite list', () => {
    desktop = false;
    const { resource, pages } = fakeList<Row, Query>('test/rows', { items: rows(3), total: 3 });
    render(screen(resource));
    expect(document.querySelector('form[role="search"]')).toBeNull();
    expect(document.querySelector('.adm-search-bar')).not.toBeNull();
    expect(document.querySelector('.adm-dropdown')).not.toBeNull();
    expect(document.querySelector('nav[aria-label="分页"]')).toBeNull();
    expect(document.querySelectorAll('article')).toHaveLength(3);
    expect(pages).toEqual([]);
  });
});
