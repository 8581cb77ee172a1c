import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Draws antd-mobile's imperative parts (Dialog, Toast) with a React 19 root of their own, as the app
 * does: without it they have no renderer in a test.
 */
export function renderAntdPortals(): void {
  const roots = new WeakMap<Element | DocumentFragment, Root>();
  unstableSetRender((node, container) => {
    const root = roots.get(container) ?? createRoot(container);
    roots.set(container, root);
    root.render(node);
    return async () => {
      root.unmount();
      roots.delete(container);
    };
  });
}
