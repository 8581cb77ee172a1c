import { Outlet, NavLink } from 'react-router-dom';
import { OfflineBanner } from './offline-banner-slot';
import { useTenant } from '@/core/use-tenant';
import { menuPath, opMenu } from '@/core/op-menu';
import styles from './layouts.module.css';

/**
 * The operations centre: on a wide screen a side menu beside the screen; on a phone the screen
 * alone (each brings its NavBar, and the workbench /op/index is the menu), so one thumb suffices.
 */
export function OpLayout() {
  const tenant = useTenant();
  const sections = opMenu();
  return (
    <div className={styles.op}>
      <aside className={styles.sideMenu} aria-label="运营中心菜单">
        <div className={styles.sideTitle}>
          <strong>运营中心</strong>
          <span>{tenant?.indextitle ?? ''}</span>
        </div>
        {sections.map((section) => (
          <section key={section.group} className={styles.sideGroup}>
            <h2>{section.group}</h2>
            <ul>
              {section.items.map((entry) => (
                <li key={entry.path}>
                  <NavLink to={menuPath(entry)} className={({ isActive }) => (isActive ? styles.activeLink : undefined)}>
                    {entry.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </aside>
      <main className={styles.opBody}>
        <OfflineBanner />
        <Outlet />
      </main>
    </div>
  );
}
