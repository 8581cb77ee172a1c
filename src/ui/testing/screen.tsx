import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach } from 'vitest';

/*
 * The web tests' screen: each test of the file that calls `screenPerTest()` gets a fresh host on the
 * page's body with a React root in it, unmounted and removed after the test. Importing this file
 * also tells React that the tests wrap their updates in act().
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Router = ReturnType<typeof createMemoryRouter>;

export interface TestScreen {
  /** The element the screen is drawn in (on the body, so portals and the document see it). */
  readonly host: HTMLElement;
  readonly root: Root;
  /** Draws the element in the root (inside act). */
  render(element: ReactNode): void;
  /** Draws the routes in a memory router opened at `at`, and returns the router. */
  renderRoutes(routes: RouteObject[], at: string): Router;
  /** Unmounts the screen and mounts a fresh root in the same host, as a reload does. */
  remount(): void;
}

export interface ScreenOptions {
  /** Empties the body after the screen is unmounted (popups and toasts drawn outside the host). */
  clearBody?: boolean;
  /** Runs after the screen is unmounted (and the body emptied), e.g. to sign out or close dialogs. */
  afterUnmount?: () => unknown;
}

/**
 * Its clean-up is one hook, so that the screen is unmounted before the body is emptied and before
 * `afterUnmount`, whatever other hooks the test file adds.
 */
export function screenPerTest({ clearBody = false, afterUnmount }: ScreenOptions = {}): TestScreen {
  let host: HTMLElement | undefined;
  let root: Root | undefined;
  const mounted = () => {
    if (!host || !root) throw new Error('screenPerTest: the screen exists only inside a test');
    return { host, root };
  };
  beforeEach(() => {
    host = document.createElement('div');
    document.body.appendChild(host);
    root = createRoot(host);
  });
  afterEach(async () => {
    const current = mounted();
    act(() => current.root.unmount());
    current.host.remove();
    if (clearBody) document.body.innerHTML = '';
    await afterUnmount?.();
  });
  const screen: TestScreen = {
    get host() {
      return mounted().host;
    },
    get root() {
      return mounted().root;
    },
    render(element) {
      act(() => mounted().root.render(element));
    },
    renderRoutes(routes, at) {
      const router = createMemoryRouter(routes, { initialEntries: [at] });
      screen.render(<RouterProvider router={router} />);
      return router;
    },
    remount() {
      const current = mounted();
      act(() => current.root.unmount());
      root = createRoot(current.host);
    },
  };
  return screen;
}
