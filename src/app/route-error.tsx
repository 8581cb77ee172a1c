import { lazy, Suspense } from 'react';

/** The same message without antd-mobile: shown while the full one loads, or if it cannot. */
function PlainRouteError() {
  return (
    <div className="route-error" role="alert">
      <h2>页面加载失败</h2>
      <p>网络不稳定或版本已更新，请重试</p>
      <button type="button" onClick={() => location.reload()}>
        重新加载
      </button>
    </div>
  );
}

const RouteErrorBlock = lazy(() => import('./route-error-block').catch(() => ({ default: PlainRouteError })));

/** What a route shows when its screen could not be loaded even after one reload. */
export function RouteError() {
  return (
    <Suspense fallback={<PlainRouteError />}>
      <RouteErrorBlock />
    </Suspense>
  );
}
