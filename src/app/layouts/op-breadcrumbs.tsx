import { Link } from 'react-router-dom';
import { opBreadcrumbs } from '@/core/op-breadcrumbs';
import { registeredRoutes } from '@/core/route-registry';
import styles from './op-shell.module.css';
import { useCurrentMatch } from './use-current-match';

/** The desktop's breadcrumbs (core/op-breadcrumbs.ts): 运营中心 › group › entry › screen. */
export function OpBreadcrumbs() {
  const current = useCurrentMatch();
  if (!current) return null;
  const crumbs = opBreadcrumbs(current.entry, current.params, registeredRoutes());
  return (
    <nav className={styles.crumbs} aria-label="面包屑">
      <ol>
        {crumbs.map((crumb) => (
          <li key={`${crumb.label}@${crumb.to ?? ''}`}>
            {crumb.to ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
