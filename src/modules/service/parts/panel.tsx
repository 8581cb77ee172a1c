import type { ReactNode } from 'react';
import styles from './service.module.css';

/** A titled white panel of a service screen (a trail, a chart, a list of users). */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {children}
    </section>
  );
}
