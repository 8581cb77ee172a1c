import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { OpMenuSection } from '@/core/op-menu';
import { menuPath } from '@/core/op-menu';
import type { RouteEntry } from '@/core/route-types';
import { useSession } from '@/core/use-session';
import { useTenant } from '@/core/use-tenant';
import { useMenuCollapsed } from './menu-collapse';
import { OP_MENU_ICON } from './op-menu-icons';
import styles from './layouts.module.css';

const LIST_ID = 'op-side-menu-list';

/** The section's one entry when the section is that entry (工作台, 申报管理). */
const loneEntry = (section: OpMenuSection) => {
  const [only] = section.items;
  return only && section.items.length === 1 && only.title === section.name ? only : undefined;
};

/**
 * The desktop's side menu, the one copy of the operations menu: its sections, each folding away
 * under its heading, or — the person's choice, remembered (menu-collapse.ts) — narrowed to a rail
 * of the sections' icons, as ant-design-pro's collapsed menu. In the rail every icon keeps its
 * name (aria-label and tooltip): a lone entry's icon is its link; a section's icon opens the menu
 * at that section, its first entry focused, so the keyboard reaches every screen either way.
 * `under`: the entry a screen opened from it belongs to, kept marked.
 */
export function OpSideMenu({ sections, under }: { sections: OpMenuSection[]; under: RouteEntry | undefined }) {
  const tenant = useTenant();
  const user = useSession();
  const [collapsed, setCollapsed] = useMenuCollapsed(tenant?.id, user?.id);
  const { pathname } = useLocation();
  // The section whose first entry takes the focus once the rail has opened into the menu.
  const focusSection = useRef<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (collapsed || focusSection.current === null) return;
    list.current?.querySelector<HTMLElement>(`[data-section="${CSS.escape(focusSection.current)}"] a`)?.focus();
    focusSection.current = null;
  }, [collapsed]);
  const marked = ({ isActive }: { isActive: boolean }, entry: RouteEntry, base?: string) =>
    [base, isActive || entry === under ? styles.activeLink : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <aside className={collapsed ? `${styles.sideMenu} ${styles.railed}` : styles.sideMenu} aria-label="运营中心菜单" data-collapsed={collapsed ? '' : undefined}>
      <div className={styles.sideTitle}>
        {collapsed ? null : (
          <div className={styles.sideName}>
            <strong>运营中心</strong>
            <span>{tenant?.indextitle ?? ''}</span>
          </div>
        )}
        <button
          type="button"
          className={styles.collapseToggle}
          aria-expanded={!collapsed}
          aria-controls={LIST_ID}
          aria-label={collapsed ? '展开菜单' : '收起菜单'}
          title={collapsed ? '展开菜单' : '收起菜单'}
          onClick={() => setCollapsed(!collapsed)}
        >
          {collapsed ? <RightOutline aria-hidden /> : <LeftOutline aria-hidden />}
        </button>
      </div>
      <div id={LIST_ID} ref={list}>
        {sections.map((section) => {
          const Icon = OP_MENU_ICON[section.icon];
          const only = loneEntry(section);
          if (only)
            return (
              <NavLink
                key={section.name}
                to={menuPath(only)}
                className={(state) => marked(state, only, collapsed ? styles.railItem : styles.sideEntry)}
                {...(collapsed ? { 'aria-label': only.title, title: only.title } : {})}
              >
                <Icon aria-hidden />
                {collapsed ? null : only.title}
              </NavLink>
            );
          if (collapsed) {
            const holdsCurrent = section.items.some((entry) => entry === under || pathname === menuPath(entry).split('?')[0]);
            return (
              <button
                key={section.name}
                type="button"
                className={holdsCurrent ? `${styles.railItem} ${styles.activeLink}` : styles.railItem}
                aria-label={section.name}
                title={section.name}
                onClick={() => {
                  focusSection.current = section.name;
                  setCollapsed(false);
                }}
              >
                <Icon aria-hidden />
              </button>
            );
          }
          return (
            // Each section folds away under its heading (all open at first), its picture beside it.
            <details key={section.name} className={styles.sideGroup} data-section={section.name} open>
              <summary>
                <h2>
                  <Icon aria-hidden />
                  {section.name}
                </h2>
              </summary>
              <ul>
                {section.items.map((entry) => (
                  <li key={entry.path}>
                    <NavLink to={menuPath(entry)} className={(state) => marked(state, entry)}>
                      {entry.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </details>
          );
        })}
      </div>
    </aside>
  );
}
