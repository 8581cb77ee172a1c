import { Outlet } from 'react-router-dom';
import { OfflineBanner } from './offline-banner-slot';
import styles from './layouts.module.css';

/** The frame of a screen that brings its own NavBar: the offline bar above it, nothing else. */
export function PlainLayout() {
  return (
    <div className={styles.portal}>
      <OfflineBanner />
      <Outlet />
    </div>
  );
}
