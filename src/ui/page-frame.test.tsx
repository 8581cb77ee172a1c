import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Nav } from '@/core/route-types';
import { NavRoleContext } from './nav-role';
import { PageFrame } from './page-frame';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

/** A screen at /here opened from /from, in a frame whose route has the given role. */
function open(nav: Nav, backTo?: string) {
  const screen = (
    <NavRoleContext.Provider value={nav}>
      <PageFrame title="屏幕" {...(backTo ? { backTo } : {})}>
        内容
      </PageFrame>
    </NavRoleContext.Provider>
  );
  const router = createMemoryRouter(
    [
      { path: '/here', element: screen },
      { path: '*', element: <p>别处</p> },
    ],
    { initialEntries: ['/here'] },
  );
  act(() => root.render(<RouterProvider router={router} />));
  return router;
}

const backButton = () => host.querySelector<HTMLButtonElement>('button[aria-label="返回"]');

describe('PageFrame follows the navigation role of its route', () => {
  it('draws no back arrow on a tab root or the workbench, whatever the screen passes', () => {
    open('tab', '/somewhere');
    expect(backButton()).toBeNull();
    act(() => root.unmount());
    root = createRoot(host);
    open('root');
    expect(backButton()).toBeNull();
  });

  it('draws a back arrow on a stacked screen, going home when opened directly', () => {
    const router = open('stack');
    expect(backButton()).not.toBeNull();
    act(() => backButton()!.click());
    expect(router.state.location.pathname).toBe('/index');
  });

  it('sends an operations-menu entry back to the workbench, the arrow hidden beside the side menu', () => {
    const router = open('menu');
    expect(backButton()!.className).toMatch(/narrowOnly/);
    act(() => backButton()!.click());
    expect(router.state.location.pathname).toBe('/op/index');
  });
});
