import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { Nav } from '@/core/route-types';
import { NavRoleContext } from './nav-role';
import { PageFrame } from './page-frame';
import { screenPerTest } from '@/ui/testing/screen';

const view = screenPerTest();

/** A screen at /here opened from /from, in a frame whose route has the given role. */
function open(nav: Nav, backTo?: string) {
  const screen = (
    <NavRoleContext.Provider value={nav}>
      <PageFrame title="屏幕" {...(backTo ? { backTo } : {})}>
        内容
      </PageFrame>
    </NavRoleContext.Provider>
  );
  return view.renderRoutes(
    [
      { path: '/here', element: screen },
      { path: '*', element: <p>别处</p> },
    ],
    '/here',
  );
}

const backButton = () => view.host.querySelector<HTMLButtonElement>('button[aria-label="返回"]');

describe('PageFrame follows the navigation role of its route', () => {
  it('draws no back arrow on a tab root or the workbench, whatever the screen passes', () => {
    open('tab', '/somewhere');
    expect(backButton()).toBeNull();
    view.remount();
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
