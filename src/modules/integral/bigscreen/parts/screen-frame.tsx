import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTenant } from '@/core/use-tenant';
import { SPEC_STRINGS } from '@common/spec-strings';
import type { QueryResource } from '@/ui/resource';
import { useWallChains } from '../api';
import { LG_ANALYSE, LG_INDEX, LG_INDUS, LG_RANK, lgChainPath } from '../paths';
import styles from './bigscreen.module.css';
import { rotateSeconds } from './timing';
import { useLive } from './use-live';
import { formatClock, formatDateLong, formatDateTime, formatWeekday } from '@/ui/format';

type Screen = { path: string; label: string };

/** The screens every park's wall has, first in the header and the rotation. */
const FIXED: readonly Screen[] = [
  { path: LG_INDEX, label: '积分总览' },
  { path: LG_RANK, label: '行业排行' },
  { path: LG_ANALYSE, label: '维度分析' },
  { path: LG_INDUS, label: '产业链' },
];

/** The screens in the order the header lists them and the rotation turns through them: then one per chain of the park's. */
function useScreens(): readonly Screen[] {
  const chains = useWallChains();
  return useMemo(() => (chains ? [...FIXED, ...chains.map((c) => ({ path: lgChainPath(c.key), label: c.name }))] : FIXED), [chains]);
}


/** The wall's clock; only it re-renders every second. */
function Clock({ status }: { status: ReactNode }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className={styles.clock}>
      <time className={styles.clockTime} dateTime={now.toISOString()}>
        {formatClock(now)}
      </time>
      <span>
        {formatDateLong(now)} {formatWeekday(now)}
      </span>
      {status}
    </div>
  );
}

/** With `?rotate=N`, the next screen after N seconds (the query kept, so the wall keeps turning). */
function useRotation(screens: readonly Screen[], pathname: string, search: string) {
  const navigate = useNavigate();
  const seconds = rotateSeconds(search);
  useEffect(() => {
    if (seconds === null) return;
    const at = screens.findIndex((s) => s.path === pathname);
    const next = screens[(at + 1) % screens.length]!;
    const timer = setTimeout(() => void navigate({ pathname: next.path, search }), seconds * 1000);
    return () => clearTimeout(timer);
  }, [screens, seconds, pathname, search, navigate]);
  return seconds;
}

const withRotation = (search: string, seconds: number | null) => {
  const params = new URLSearchParams(search);
  if (seconds === null) params.set('rotate', '30');
  else params.delete('rotate');
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** When the figures were computed, or that the last refresh failed and older ones are shown. */
function Status({ computedAt, stale }: { computedAt: string | null | undefined; stale: boolean }) {
  if (stale) return <span className={`${styles.status} ${styles.stale}`}>数据刷新失败，显示上次的数据</span>;
  if (!computedAt) return null;
  return <span className={styles.status}>积分计算于 {formatDateTime(computedAt)}</span>;
}

/**
 * A big-screen's own frame: the park's logo and name, the screen's title, the links to the
 * screens (the park's chains among them; keeping the refresh and rotation settings), the clock and
 * the data's time. No bars of the portal.
 */
export function ScreenFrame({
  title,
  computedAt,
  stale = false,
  children,
}: {
  title: string;
  computedAt?: string | null | undefined;
  stale?: boolean;
  children: ReactNode;
}) {
  const tenant = useTenant();
  const { pathname, search } = useLocation();
  const screens = useScreens();
  const rotating = useRotation(screens, pathname, search);
  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <div className={styles.brand}>
          {tenant?.logo ? <img className={styles.logo} src={tenant.logo} alt="" /> : null}
          <div>
            <p className={styles.park}>{tenant?.name ?? ''} · 创新积分大屏</p>
            <h1 className={styles.title}>{title}</h1>
          </div>
        </div>
        <nav className={styles.nav} aria-label="大屏导航">
          {screens.map((s) => (
            <Link
              key={s.path}
              className={styles.navLink}
              to={{ pathname: s.path, search }}
              aria-current={s.path === pathname ? 'page' : undefined}
            >
              {s.label}
            </Link>
          ))}
          <Link className={styles.rotate} to={{ pathname, search: withRotation(search, rotating) }}>
            {rotating === null ? '自动轮播' : '停止轮播'}
          </Link>
        </nav>
        <Clock status={<Status computedAt={computedAt} stale={stale} />} />
      </header>
      <main className={styles.body}>{children}</main>
    </div>
  );
}

/** The body of a screen once its first answer is in; before it, loading or the failure with a retry. */
export function Live<T>({
  data,
  error,
  retry,
  children,
}: {
  data: T | undefined;
  error: Error | undefined;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (data !== undefined) return <>{children(data)}</>;
  if (error)
    return (
      <div className={styles.state} role="alert">
        <span>数据加载失败</span>
        <button type="button" className={styles.retry} onClick={retry}>
          重试
        </button>
      </div>
    );
  return (
    <div className={styles.state} role="status">
      {SPEC_STRINGS.loading}
    </div>
  );
}

/**
 * A screen kept fresh from one read (useLive): the frame with the data's time, then the body once
 * the first answer is in, or 该年度还没有创新积分 while `empty` says nothing is scored yet.
 */
export function LiveScreen<A, T extends { computedAt?: string | null }>({
  title,
  read,
  args,
  empty,
  children,
}: {
  title: string;
  read: QueryResource<A, T>;
  args: A;
  empty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { data, error, retry } = useLive(read, args);
  return (
    <ScreenFrame title={title} computedAt={data?.computedAt} stale={!!error && !!data}>
      <Live data={data} error={error} retry={retry}>
        {(d) => (empty(d) ? <NoScores /> : children(d))}
      </Live>
    </ScreenFrame>
  );
}

/** Nothing scored yet for the year. */
export function NoScores() {
  return (
    <div className={styles.state}>
      <span>该年度还没有创新积分</span>
      <span className={styles.note}>企业数据审核通过并完成计算后，这里显示园区的积分</span>
    </div>
  );
}

/** A titled block of the wall; `span` places it over two columns, two rows, both, or the whole width. */
export function Panel({
  title,
  span,
  children,
}: {
  title: string;
  span?: 'wide' | 'tall' | 'full' | 'main';
  children: ReactNode;
}) {
  return (
    <section className={`${styles.panel} ${span ? styles[span] : ''}`} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      <div className={styles.panelBody}>{children}</div>
    </section>
  );
}

/** Headline figures: label, value, unit. */
export function Figures({
  items,
}: {
  items: { label: string; value: string; unit?: string; testId?: string }[];
}) {
  return (
    <dl className={styles.figures}>
      {items.map((item) => (
        <div key={item.label} className={styles.figure}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>
            {item.value}
            {item.unit ? <span className={styles.unit}>{item.unit}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export const gridClass = styles.grid;

/** A line of explanation under a figure or chart. */
export function Note({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}
