import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile's imperative Toast/Dialog render nothing on React 19 without a createRoot renderer.
 * Imported for this effect by whatever shows them (screens, the notifier, the update prompt), so
 * antd-mobile stays out of the entry bundle.
 */
unstableSetRender((node, container) => {
  const host = container as Element & { _reactRoot?: Root };
  host._reactRoot ??= createRoot(host);
  host._reactRoot.render(node);
  return async () => {
    host._reactRoot?.unmount();
    delete host._reactRoot;
  };
});
