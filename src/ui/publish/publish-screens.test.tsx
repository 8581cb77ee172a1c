import { Dialog, Toast } from 'antd-mobile';
import { act, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Type } from 'typebox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageOf, paging } from '@common/contract/atoms';
import { defineContract } from '@common/contract/endpoint';
import { batchEndpoint, countsEndpoint, historyEndpoint, transitionEndpoint } from '@common/publish/contract';
import { defineLifecycle, publishFamilyReview, PUBLISH_STATUS } from '@common/publish/lifecycle';
import type * as Http from '@/core/http';
import { setNotifier } from '@/core/notify';
import type { Nav } from '@/core/route-types';
import { NavRoleContext } from '../nav-role';
import { defineList } from '../resource';
import { findButton, pageText as text, until } from '../testing/queries';
import { screenPerTest } from '../testing/screen';
import { stubWindowWidth } from '../testing/window-width';
import { MyItems } from './my-items';
import { defineReview } from './review';
import { ReviewQueue } from './review-queue';

vi.mock('@/core/http', async (importOriginal) => {
  const actual = await importOriginal<typeof Http>();
  return { ...actual, request: vi.fn() };
});
const { request } = await import('@/core/http');
const requestMock = vi.mocked(request);

/*
 * A kind made for the publish kit's screen tests, as an area with owners declares it: demands
 * (需求) in the publish family, reviewed by operators, edited by their owner back to review, and
 * withdrawn (撤销) by the owner while waiting.
 */
const DEMAND_LIFECYCLE = defineLifecycle({
  kind: 'demand-test',
  noun: '需求',
  states: PUBLISH_STATUS,
  created: 'CHECK',
  published: ['JOINT'],
  edit: { from: ['CHECK', 'JOINT', 'CANCEL'], to: 'CHECK', locked: '该需求不能修改' },
  transitions: {
    ...publishFamilyReview('需求'),
    REVOKE: { label: '撤销', from: ['CHECK'], to: 'DELETED', by: ['owner'], tone: 'danger', confirm: '确定撤销该需求吗？' },
  },
});

const Demand = Type.Object({ id: Type.Integer(), title: Type.String(), status: Type.String(), reason: Type.String() });
const L = DEMAND_LIFECYCLE;
const P = 'notice.manage';

const demandContract = defineContract(
  { base: 'dpboot', tag: 'publish-kit-test' },
  {
    list: {
      method: 'GET',
      path: 'demand/manage/list',
      access: 'operator',
      permission: P,
      summary: '需求审核列表',
      query: Type.Object({ status: Type.Optional(Type.String()), ...paging }),
      answer: pageOf(Demand),
    },
    myList: {
      method: 'GET',
      path: 'demand/my/list',
      access: 'login',
      summary: '我的需求',
      query: Type.Object({ status: Type.Optional(Type.String()), ...paging }),
      answer: pageOf(Demand),
    },
    counts: countsEndpoint(L, { path: 'demand/manage/counts', permission: P, summary: '各状态的需求数' }),
    myCounts: countsEndpoint(L, { path: 'demand/my/counts', access: 'login', summary: '我的各状态需求数' }),
    approve: transitionEndpoint(L, 'APPROVE', { path: 'demand/approve/:id', permission: P, summary: '通过', message: '审核通过' }),
    return: transitionEndpoint(L, 'RETURN', { path: 'demand/return/:id', permission: P, summary: '不通过', message: '已退回' }),
    offline: transitionEndpoint(L, 'OFFLINE', { path: 'demand/offline/:id', permission: P, summary: '下架', message: '已下架' }),
    revoke: transitionEndpoint(L, 'REVOKE', { path: 'demand/my/revoke/:id', access: 'login', summary: '撤销', message: '已撤销' }),
    batch: batchEndpoint(L, { path: 'demand/manage/batch', permission: P, summary: '批量审核' }),
    history: historyEndpoint({ path: 'demand/history/:id', access: 'login', summary: '审核记录' }),
  },
);

interface DemandRow {
  id: number;
  title: string;
  status: string;
  reason: string;
}
const demand = (id: number, status: string, reason = ''): DemandRow => ({ id, title: `需求${String(id)}`, status, reason });

const view = screenPerTest({ clearBody: true });

/** Renders a screen at a path, with an edit route beside it, on its own SWR cache. */
function renderAt(element: ReactNode, nav: Nav = 'stack') {
  return view.renderRoutes(
    [
      {
        path: '/screen',
        element: (
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <NavRoleContext.Provider value={nav}>{element}</NavRoleContext.Provider>
          </SWRConfig>
        ),
      },
      { path: '/edit/:id', element: <p>编辑页</p> },
    ],
    '/screen',
  );
}

/** The buttons named so, by their text or their accessible name. */
const buttons = (name: string) =>
  [...document.querySelectorAll('button')].filter(
    (b) => b.textContent?.replace(/\s/g, '') === name || b.getAttribute('aria-label') === name,
  );
const button = (name: string) => buttons(name)[0];

function typeInto(input: HTMLTextAreaElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const click = (element: Element | undefined) => {
  expect(element).toBeDefined();
  act(() => (element as HTMLElement).click());
};

/** The server of the test kind: the answers by method and path, and the calls made. */
type Call = { method: string; path: string; query?: unknown; body?: unknown };
let calls: Call[];
let rows: DemandRow[];
function serve() {
  requestMock.mockImplementation(async (path, options) => {
    const call: Call = { method: options?.method ?? 'GET', path, query: options?.query, body: options?.body };
    calls.push(call);
    const status = (options?.query as { status?: string } | undefined)?.status;
    if (path.endsWith('/list')) {
      const list = rows.filter((r) => !status || r.status === status);
      return { list, total: list.length };
    }
    if (path.endsWith('/counts')) {
      const count = (s: string) => rows.filter((r) => r.status === s).length;
      return { CHECK: count('CHECK'), JOINT: count('JOINT'), CANCEL: count('CANCEL'), total: rows.length };
    }
    if (path.startsWith('demand/history/'))
      return [
        { id: 1, action: 'CREATE', actionLabel: '新建', from: null, to: 'CHECK', reason: '', actorId: 7, actorName: '王经理', createdAt: '2026-03-01T02:00:00.000Z' },
        { id: 2, action: 'RETURN', actionLabel: '审核不通过', from: 'CHECK', to: 'CANCEL', reason: '缺少联系方式', actorId: 1, actorName: '李运营', createdAt: '2026-03-02T02:00:00.000Z' },
      ];
    if (path === 'demand/manage/batch') return [];
    return { id: Number(path.split('/').pop()), status: 'JOINT' };
  });
}

const c = demandContract;
const operatorReview = defineReview(DEMAND_LIFECYCLE, {
  transitions: { APPROVE: c.approve, RETURN: c.return, OFFLINE: c.offline },
  counts: c.counts,
  batch: c.batch,
  history: c.history,
});
const ownerReview = defineReview(DEMAND_LIFECYCLE, { transitions: { REVOKE: c.revoke }, counts: c.myCounts, history: c.history });
type Q = { status?: string };
const queueList = defineList(c.list, { toQuery: (q: Q) => q });
const myList = defineList(c.myList, { toQuery: (q: Q) => q });
const CARD = { title: 'title' as const };

let desktop = false;
beforeEach(() => {
  calls = [];
  requestMock.mockReset();
  setNotifier({ error: () => undefined, success: () => undefined, loading: () => () => undefined });
  desktop = false;
  stubWindowWidth(() => desktop);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MyItems: the owner\'s screen of a kind', () => {
  const screen = () => (
    <MyItems<DemandRow, Q> title="我的需求" review={ownerReview} list={myList} card={CARD} editPath={(id) => `/edit/${String(id)}`} emptyText="暂无需求" />
  );

  it('tabs the owner\'s records with its own counts and shows the reason beside a returned one', async () => {
    rows = [demand(1, 'CHECK'), demand(2, 'JOINT'), demand(3, 'CANCEL', '缺少联系方式')];
    serve();
    renderAt(screen());
    await until(() => text().includes('需求3'));
    await until(() => text().includes('全部（3）'));
    for (const tab of ['待审核（1）', '已发布（1）', '审核不通过（1）']) expect(text()).toContain(tab);
    expect(calls.some((call) => call.path === 'demand/my/counts')).toBe(true);
    expect(calls.some((call) => call.path === 'demand/manage/counts')).toBe(false);
    const returned = [...document.querySelectorAll('article')].find((a) => a.textContent?.includes('需求3'))!;
    expect(returned.textContent).toContain('审核意见缺少联系方式');
    expect(returned.querySelector('[data-status="CANCEL"]')?.textContent).toBe('审核不通过');
    const waiting = [...document.querySelectorAll('article')].find((a) => a.textContent?.includes('需求1'))!;
    expect(waiting.textContent).not.toContain('审核意见');
    // The owner's steps only: 撤销 while waiting, never the operator's 审核通过.
    expect(buttons('撤销')).toHaveLength(1);
    expect(buttons('审核通过')).toHaveLength(0);
  });

  it('opens the history in a popup, newest first, with who and why', async () => {
    rows = [demand(3, 'CANCEL', '缺少联系方式')];
    serve();
    renderAt(screen());
    await until(() => button('需求3 的审核记录') !== undefined);
    click(button('需求3 的审核记录'));
    await until(() => text().includes('李运营'));
    expect(calls.some((call) => call.path === 'demand/history/3')).toBe(true);
    const steps = [...document.querySelectorAll('.adm-step-title')].map((s) => s.textContent);
    expect(steps).toEqual(['审核不通过', '新建']);
    expect(text()).toContain('审核意见：缺少联系方式');
  });

  it('asks before editing a published record (back to review), and takes the owner\'s step after its question', async () => {
    rows = [demand(1, 'CHECK'), demand(2, 'JOINT')];
    serve();
    const confirm = vi.spyOn(Dialog, 'confirm').mockResolvedValue(true);
    const router = renderAt(screen());
    await until(() => buttons('编辑').length === 2);
    const editOf = (title: string) =>
      findButton('编辑', [...document.querySelectorAll('article')].find((a) => a.textContent?.includes(title))!);
    click(editOf('需求2'));
    await until(() => router.state.location.pathname === '/edit/2');
    expect(confirm.mock.calls[0]![0].content).toBe('修改后该需求将变为“待审核”，审核通过前不再公开。确定修改吗？');

    act(() => void router.navigate('/screen'));
    await until(() => buttons('编辑').length === 2);
    confirm.mockClear();
    click(editOf('需求1'));
    await until(() => router.state.location.pathname === '/edit/1');
    expect(confirm).not.toHaveBeenCalled();

    act(() => void router.navigate('/screen'));
    await until(() => button('撤销') !== undefined);
    click(button('撤销'));
    await until(() => calls.some((call) => call.path === 'demand/my/revoke/1'));
    expect(confirm.mock.calls[0]![0]).toMatchObject({ title: '撤销需求', content: '确定撤销该需求吗？', confirmText: '撤销' });
    expect(calls.find((call) => call.path === 'demand/my/revoke/1')?.method).toBe('DELETE');
  });
});

describe('ReviewQueue: the operators\' queue of a kind', () => {
  const screen = () => <ReviewQueue<DemandRow, Q> title="需求审核" review={operatorReview} list={queueList} card={CARD} table />;

  it('asks a return\'s reason with the server\'s rule and words before sending it', async () => {
    rows = [demand(1, 'CHECK'), demand(2, 'JOINT')];
    serve();
    renderAt(screen());
    await until(() => button('审核不通过') !== undefined);
    // Buttons from the lifecycle: 审核通过 / 审核不通过 while waiting, 下架 once published.
    expect(buttons('审核通过')).toHaveLength(1);
    expect(buttons('下架')).toHaveLength(1);
    click(button('审核不通过'));
    await until(() => document.querySelector('textarea') !== null);
    const submit = () => click(findButton('确定', document.querySelector('[role=dialog]')!));
    submit();
    await until(() => text().includes('请填写审核意见'));
    typeInto(document.querySelector('textarea')!, '缺');
    submit();
    await until(() => text().includes('审核意见不能少于2个字符'));
    expect(calls.some((call) => call.path.startsWith('demand/return/'))).toBe(false);
    typeInto(document.querySelector('textarea')!, '  缺少   联系方式 ');
    submit();
    await until(() => calls.some((call) => call.path === 'demand/return/1'));
    expect(calls.find((call) => call.path === 'demand/return/1')?.body).toEqual({ reason: '缺少 联系方式' });
  });

  it('reviews the selected rows of the desktop table in one batch call, with one reason', async () => {
    desktop = true;
    rows = [demand(1, 'CHECK'), demand(2, 'CHECK'), demand(3, 'JOINT')];
    serve();
    renderAt(screen(), 'menu');
    await until(() => document.querySelector('table') !== null);
    const pick = (title: string) =>
      click(document.querySelector<HTMLInputElement>(`input[aria-label="选择「${title}」"]`) ?? undefined);
    for (const title of ['需求1', '需求2', '需求3']) pick(title);
    const bar = () => document.querySelector('[aria-label="批量操作"]')!;
    await until(() => bar().textContent?.includes('已选 3 项') === true);
    const batchButton = (name: string) => findButton(name, bar());
    expect(batchButton('批量审核通过')).toBeDefined();
    expect(batchButton('批量下架')).toBeDefined();
    const confirm = vi.spyOn(Dialog, 'confirm').mockResolvedValue(true);
    const toast = vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => undefined }));
    click(batchButton('批量审核通过'));
    await until(() => calls.some((call) => call.path === 'demand/manage/batch'));
    // Only the rows the step applies to, and the lifecycle's question counting them.
    expect(calls.find((call) => call.path === 'demand/manage/batch')?.body).toEqual({ action: 'APPROVE', ids: [1, 2] });
    expect(confirm.mock.calls[0]![0].content).toBe('确定审核通过选中的 2 条待审核需求吗？');

    for (const title of ['需求1', '需求2']) pick(title);
    await until(() => bar().textContent?.includes('已选 2 项') === true);
    click(batchButton('批量审核不通过'));
    await until(() => document.querySelector('textarea') !== null);
    typeInto(document.querySelector('textarea')!, '材料不全');
    click(findButton('确定', document.querySelector('[role=dialog]')!));
    await until(() => calls.filter((call) => call.path === 'demand/manage/batch').length === 2);
    expect(calls.filter((call) => call.path === 'demand/manage/batch')[1]?.body).toEqual({ action: 'RETURN', ids: [1, 2], reason: '材料不全' });
    await until(() => toast.mock.calls.length === 2);
    expect(toast.mock.calls.map(([shown]) => (shown as { content: string }).content)).toEqual(['批量审核通过完成', '批量审核不通过完成']);
  });
});
