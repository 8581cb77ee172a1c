import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { backArrowOf, backFallbackOf } from '@/core/nav';
import { ScreenMain } from './landmark';
import { useNavRole } from './nav-role';
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
  /**
   * Where the back arrow goes without in-app history (default /index; /op/index for an operations
   * menu entry). Whether there is an arrow is the route's navigation role, not the screen's choice.
   */
  backTo?: string;
  /** NavBar right side: 新增, 导出… */
  right?: ReactNode;
  /** A bar fixed to the bottom (form submit, audit actions), above the safe area. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A screen: sticky title bar (its title the screen's <h1>), content, optional bottom bar; safe areas respected. The back arrow follows
 * the route's navigation role (core/nav.ts): none on a tab root or the workbench, none beside the
 * operations side menu, one on every stacked screen.
 */
export function PageFrame({ title, backTo, right, footer, children }: PageFrameProps) {
  const nav = useNavRole();
  const arrow = backArrowOf(nav);
  const back = useBack(backTo ?? backFallbackOf(nav));
  return (
    <div className={footer ? `${styles.page} ${styles.withFooter}` : styles.page}>
      {/* The bar as antd-mobile's NavBar draws it, without its left slot's role=button around our button. */}
      <header className={styles.navbar}>
        <div className={styles.left}>
          {arrow === 'none' ? null : (
            <button type="button" className={arrow === 'narrow' ? `${styles.back} ${styles.narrowOnly}` : styles.back} aria-label="返回" onClick={back}>
              <LeftOutline />
            </button>
          )}
        </div>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.right}>{right}</div>
      </header>
      {/* Inside a layout's <main> the body is a plain block: a page has one main landmark. */}
      <ScreenMain className={styles.main}>{children}</ScreenMain>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
