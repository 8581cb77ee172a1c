import { NavBar } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './page-frame.module.css';

/** Goes back in the app's history, or to `fallback` when the screen was opened directly (a shared link). */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}

export interface PageFrameProps {
  title: ReactNode;
  /** Where the back arrow goes without in-app history; false hides the arrow. Default /index. */
  backTo?: string | false;
  /** NavBar right side: 新增, 导出… */
  right?: ReactNode;
  /** A bar fixed to the bottom (form submit, audit actions), above the safe area. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A screen: sticky NavBar with back, content, optional bottom bar; safe areas respected. */
export function PageFrame({ title, backTo = '/index', right, footer, children }: PageFrameProps) {
  const back = useBack(backTo || '/index');
  return (
    <div className={footer ? `${styles.page} ${styles.withFooter}` : styles.page}>
      <NavBar
        className={styles.navbar}
        back={null}
        // A real, focusable button with a name: antd-mobile's back area is neither.
        left={
          backTo === false ? null : (
            <button type="button" className={styles.back} aria-label="返回" onClick={back}>
              <LeftOutline />
            </button>
          )
        }
        right={right}
      >
        {title}
      </NavBar>
      <main className={styles.main}>{children}</main>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
