import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { SPEC_STRINGS } from '@common/spec-strings';
import { chainKeyOf, LG_ANALYSE, LG_INDEX, LG_INDUS, LG_RANK } from '../paths';

/**
 * The big-screens behind one route chunk: their route entries (in the entry every phone downloads)
 * all load this file, so registering them costs the entry a few bytes of paths and titles; each
 * screen is a chunk of its own, loaded here by the path (every chain's screen is one).
 */
const SCREENS: Readonly<Record<string, ComponentType>> = {
  [LG_INDEX]: lazy(() => import('./index-page')),
  [LG_RANK]: lazy(() => import('./rank-page')),
  [LG_ANALYSE]: lazy(() => import('./analyse-page')),
  [LG_INDUS]: lazy(() => import('./indus-page')),
};
const Chain = lazy(() => import('./chain-page'));

export default function WallPage() {
  const { pathname } = useLocation();
  const Screen = SCREENS[pathname] ?? (chainKeyOf(pathname) ? Chain : SCREENS[LG_INDEX]!);
  return (
    <Suspense
      fallback={
        <div
          role="status"
          style={{ minHeight: '100vh', background: '#07122b', color: '#93a6c8', padding: 24 }}
        >
          {SPEC_STRINGS.loading}
        </div>
      }
    >
      <Screen />
    </Suspense>
  );
}
