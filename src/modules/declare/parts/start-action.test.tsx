import 'fake-indexeddb/auto';
import { Dialog, unstableSetRender } from 'antd-mobile';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@common/roles';
import { DEFAULT_TENANT } from '@common/tenant';
import { signIn, signOut } from '@/core/session';
import { setTenant } from '@/core/tenant';
import { StartAction } from './start-action';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/*
 * "Needs an organisation" as a person meets it: 立即申报 without one opens a dialog whose 去认证 and
 * 去关联 lead to /regist/org (the latter to its search for an organisation to link to).
 */
const dialogRoots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  const dialogRoot = dialogRoots.get(container) ?? createRoot(container);
  dialogRoots.set(container, dialogRoot);
  dialogRoot.render(node);
  return async () => {
    dialogRoot.unmount();
    dialogRoots.delete(container);
  };
});

let root: Root;
const individual: SessionUser = { id: 7, name: '个人', phone: '13800000007', roles: [{ rolename: '注册用户' }], orgId: null, orgType: null };

beforeEach(() => {
  setTenant({ ...DEFAULT_TENANT, id: 1 });
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
});
afterEach(async () => {
  act(() => root.unmount());
  act(() => Dialog.clear());
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  document.body.innerHTML = '';
  await signOut();
});

function render(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/policy/declareDetail/1', element },
      { path: '/regist/org', element: <p>认证页</p> },
    ],
    { initialEntries: ['/policy/declareDetail/1'] },
  );
  act(() => root.render(<RouterProvider router={router} />));
  return router;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 300 && !check(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(check()).toBe(true);
}
const text = () => document.body.textContent ?? '';
const buttons = () => [...document.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, '') ?? '');
const click = (name: string) => act(() => [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name)!.click());

const OPEN = { id: 1, phase: 'OPEN', mine: null, name: '研发补助' } as const;

describe('立即申报 without an organisation', { timeout: 30_000 }, () => {
  it('offers 去认证, 去关联 and 知道了; 去关联 opens the search for an organisation to link to', async () => {
    signIn({ token: 't', user: individual });
    const router = render(<StartAction declaration={OPEN} />);
    click('立即申报');
    await until(() => text().includes('暂不能申报'));
    expect(buttons()).toEqual(expect.arrayContaining(['去认证', '去关联', '知道了']));
    click('去关联');
    await until(() => router.state.location.pathname === '/regist/org');
    expect(router.state.location.state).toEqual({ intent: 'relate' });
  });

  it('去认证 opens the certification form', async () => {
    signIn({ token: 't', user: individual });
    const router = render(<StartAction declaration={OPEN} />);
    click('立即申报');
    await until(() => buttons().includes('去认证'));
    click('去认证');
    await until(() => router.state.location.pathname === '/regist/org');
    expect(router.state.location.state).toBeNull();
  });

  it('tells a service organisation only why, without ways it cannot take', async () => {
    signIn({ token: 't', user: { ...individual, orgId: 3, orgType: 'SERVICE' } });
    render(<StartAction declaration={OPEN} />);
    click('立即申报');
    await until(() => buttons().includes('知道了'));
    expect(buttons()).not.toContain('去认证');
    expect(buttons()).not.toContain('去关联');
  });
});
