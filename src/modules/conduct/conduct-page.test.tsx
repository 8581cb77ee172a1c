import 'fake-indexeddb/auto';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConductPage } from '@common/conduct/contract';
import type { SessionUser } from '@common/roles';
import { DEFAULT_TENANT } from '@common/tenant';
import { signIn, signOut } from '@/core/session';
import { setTenant } from '@/core/tenant';
import { withPageKey } from '@/ui/testing/page-key';
import ConductPageScreen from './pages/conduct-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/* The park's page for high-tech enterprises as a visitor and as the operator who keeps its guide see it. */

let root: Root;

const PAGE: ConductPage = {
  qualification: '高新技术企业',
  holding: 25,
  enterprises: 100,
  notices: [{ id: 3, title: '关于开展2026年度高新技术企业认定申报工作的通知', type: '通知公告', summary: '', updatedAt: '2026-03-01T02:00:00.000Z' }],
  policies: [{ id: 8, title: '杭州市高新技术企业培育和认定奖励办法', issuer: '杭州市科学技术局', summary: '', updatedAt: '2026-02-01T02:00:00.000Z' }],
  guide: {
    intro: '园区提供免费的申报辅导和材料预审。',
    steps: [
      { title: '企业自我评价', detail: '对照认定条件自评。' },
      { title: '园区预审', detail: '5个工作日内反馈预审意见。' },
    ],
    materials: [{ name: '高新技术企业认定申请书', note: '法定代表人签字并加盖公章' }],
    updatedAt: '2026-03-02T02:00:00.000Z',
  },
  sections: [],
};

const operator: SessionUser = {
  id: 2,
  name: '王运营',
  phone: '13800000002',
  roles: [{ rolename: '管委会' }],
  orgId: null,
  orgType: null,
  permissions: ['conduct.manage'],
};

withPageKey();

beforeEach(() => {
  setTenant({ ...DEFAULT_TENANT, id: 1 });
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
});
afterEach(async () => {
  act(() => root.unmount());
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  await signOut();
});

/** Serves `page` as the page's answer; the paths asked. */
function serve(page: ConductPage): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(new URL(url, 'http://localhost').pathname);
      return new Response(JSON.stringify({ statusCode: 200, message: '操作成功', data: page }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

function render() {
  const router = createMemoryRouter(
    [
      { path: '/gc/conduct', element: <ConductPageScreen /> },
      { path: '/policy/detail/:id', element: <p>政策详情页</p> },
      { path: '*', element: <p>其他页</p> },
    ],
    { initialEntries: ['/gc/conduct'] },
  );
  // A cache of its own per render: each test reads its own answer.
  act(() =>
    root.render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
      </SWRConfig>,
    ),
  );
  return router;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 300 && !check(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(check()).toBe(true);
}
const text = () => document.body.textContent ?? '';
const buttons = () => [...document.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, '') ?? '');

describe('the high-tech enterprise page', { timeout: 30_000 }, () => {
  it('shows a visitor the park’s count, the guide, the policies and notices, and opens a policy', async () => {
    const asked = serve(PAGE);
    const router = render();
    await until(() => text().includes('企业自我评价'));
    expect(asked).toEqual(['/api/dpboot/conduct/page']);
    expect(text()).toContain('25家园区企业持有高新技术企业资质，占园区企业的 25%');
    expect(text()).toContain('园区预审');
    expect(text()).toContain('高新技术企业认定申请书');
    expect(text()).toContain('关于开展2026年度高新技术企业认定申报工作的通知');
    expect(buttons()).not.toContain('编辑');
    // No module fills a section yet: nothing of the slot shows.
    expect(document.querySelectorAll('.adm-list-header')).toHaveLength(4);
    act(() => [...document.querySelectorAll('.adm-list-item')].find((item) => item.textContent?.includes('杭州市高新技术企业培育和认定奖励办法'))!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    await until(() => router.state.location.pathname === '/policy/detail/8');
  });

  it('shows the sections other modules fill', async () => {
    serve({ ...PAGE, sections: [{ key: 'activity.highTech', title: '高企活动', items: [{ title: '高企申报政策宣讲会', summary: '园区会议中心', path: '/sc/activity/detail/1' }] }] });
    render();
    await until(() => text().includes('高企申报政策宣讲会'));
    expect(document.querySelector('[aria-label="高企活动"]')?.textContent).toContain('园区会议中心');
  });

  it('offers the operator who keeps the guide its editor', async () => {
    signIn({ token: 't', user: operator });
    serve(PAGE);
    render();
    await until(() => buttons().includes('编辑'));
  });
});
