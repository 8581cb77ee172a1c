import { lazy } from 'react';

/**
 * What other modules may use of the rank area: the 企业榜单 section of /qyfw/index, a lazy chunk
 * (render it inside Suspense) so the enterprise-service home paints without waiting for it.
 */
export const RankSection = lazy(() => import('./parts/rank-section'));
