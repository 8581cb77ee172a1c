import { Outlet } from 'react-router-dom';
import { OfflineBanner } from './offline-banner-slot';
import { useSession } from '@/core/use-session';
import { opParentOf } from '@/core/op-breadcrumbs';
import { opMenu } from '@/core/op-menu';
import { registeredRoutes } from '@/core/route-registry';
import { Main } from '@/ui/landmark';
import { useIsDesktop } from '@/ui/use-desktop';
import { OpBreadcrumbs } from './op-breadcrumbs';
import { OpSideMenu } from './op-side-menu';
import { OpTopBar } from './op-top-bar';
import { useCurrentMatch } from './use-current-match';
import styles from './layouts.module.css';

/**
 * The operations centre. From 1024 px a desktop: the side menu (the one copy of the menu, which
 * the person may narrow to a rail of icons: op-side-menu.tsx), and
 * over the screen a top bar (park, portal, the user's menu) and breadcrumbs. On a phone the screen
 * alone (each brings its NavBar, and the workbench /op/index is the menu), so one thumb suffices.
 */
export function OpLayout() {
  const desktop = useIsDesktop();
  const user = useSession();
  const sections = opMenu(registeredRoutes(), user);
  // A screen opened under an entry (an appeal under 诉求办理) keeps that entry marked in the menu.
  const current = useCurrentMatch();
  const under =
    current && !current.entry.menu
      ? opParentOf(current.entry, current.params, registeredRoutes())
      : undefined;
  return (
    <div className={styles.op}>
      <OpSideMenu sections={sections} under={under} />
      <div className={desktop ? `${styles.opColumn} ${styles.opDesktop}` : styles.opColumn} data-op-desktop={desktop ? '' : undefined}>
        {desktop ? <OpTopBar /> : null}
        {desktop ? <OpBreadcrumbs /> : null}
        <Main className={styles.opBody}>
          <OfflineBanner />
          <Outlet />
        </Main>
      </div>
    </div>
  );
}
