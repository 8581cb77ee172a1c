import { Outlet, NavLink } from 'react-router-dom';
import { OfflineBanner } from './offline-banner-slot';
import { useSession } from '@/core/use-session';
import { useTenant } from '@/core/use-tenant';
import { opParentOf } from '@/core/op-breadcrumbs';
import { menuPath, opMenu } from '@/core/op-menu';
import { registeredRoutes } from '@/core/route-registry';
import { Main } from '@/ui/landmark';
import { useIsDesktop } from '@/ui/use-desktop';
import { OpBreadcrumbs } from './op-breadcrumbs';
import { OP_MENU_ICON } from './op-menu-icons';
import { OpTopBar } from './op-top-bar';
import { useCurrentMatch } from './use-current-match';
import styles from './layouts.module.css';

/**
 * The operations centre. From 1024 px a desktop: the side menu (the one copy of the menu), and
 * over the screen a top bar (park, portal, the user's menu) and breadcrumbs. On a phone the screen
 * alone (each brings its NavBar, and the workbench /op/index is the menu), so one thumb suffices.
 */
export function OpLayout() {
  const tenant = useTenant();
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
      <aside className={styles.sideMenu} aria-label="运营中心菜单">
        <div className={styles.sideTitle}>
          <strong>运营中心</strong>
          <span>{tenant?.indextitle ?? ''}</span>
        </div>
        {sections.map((section) => {
          const Icon = OP_MENU_ICON[section.icon];
          const [only] = section.items;
          // A section that is its one entry (工作台, 申报管理) is that entry's link, as the others' headings are.
          if (only && section.items.length === 1 && only.title === section.name)
            return (
              <NavLink
                key={section.name}
                to={menuPath(only)}
                className={({ isActive }) =>
                  isActive || only === under ? `${styles.sideEntry} ${styles.activeLink}` : styles.sideEntry
                }
              >
                <Icon aria-hidden />
                {only.title}
              </NavLink>
            );
          return (
            // Each section folds away under its heading (all open at first), its picture beside it.
            <details key={section.name} className={styles.sideGroup} open>
              <summary>
                <h2>
                  <Icon aria-hidden />
                  {section.name}
                </h2>
              </summary>
              <ul>
                {section.items.map((entry) => (
                  <li key={entry.path}>
                    <NavLink
                      to={menuPath(entry)}
                      className={({ isActive }) =>
                        isActive || entry === under ? styles.activeLink : undefined
                      }
                    >
                      {entry.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </details>
          );
        })}
      </aside>
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
