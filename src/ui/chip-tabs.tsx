import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './chip-tabs.module.css';

export interface ChipTab {
  key: string;
  title: ReactNode;
}

export interface ChipTabsProps {
  tabs: ChipTab[];
  activeKey: string;
  onChange: (key: string) => void;
  /** What the row chooses (announced for the tab list). */
  label: string;
  className?: string;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * A scrolling row of capsules, one chosen: a type or status filter over a list. Drawn like
 * antd-mobile's CapsuleTabs, without its measuring: CapsuleTabs reads the row's layout while
 * React commits its first render, which forces the whole new screen to be laid out inside that
 * one task. This row measures only to bring a chosen capsule into view, after the browser has
 * painted, and not at all while the first capsule is the chosen one.
 * Keyboard: ←/→ move between capsules and choose, Home/End the first and the last.
 */
export function ChipTabs({ tabs, activeKey, onChange, label, className }: ChipTabsProps) {
  const row = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);
  const activeIndex = tabs.findIndex((tab) => tab.key === activeKey);

  useEffect(() => {
    const list = row.current;
    const chip = list?.children.item(activeIndex) as HTMLElement | null | undefined;
    const firstRender = !mounted.current;
    mounted.current = true;
    if (!list || !chip || (firstRender && activeIndex <= 0)) return;
    const left = chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left), behavior: firstRender ? 'auto' : 'smooth' });
  }, [activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move || !tabs.length) return;
    event.preventDefault();
    const next = move(Math.max(activeIndex, 0), tabs.length);
    (row.current?.children.item(next) as HTMLElement | null)?.focus();
    onChange(tabs[next]!.key);
  };

  return (
    <div ref={row} role="tablist" aria-label={label} className={className ? `${styles.row} ${className}` : styles.row} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => {
        const active = index === activeIndex;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active || (activeIndex < 0 && index === 0) ? 0 : -1}
            className={active ? `${styles.chip} ${styles.active}` : styles.chip}
            onClick={() => {
              if (!active) onChange(tab.key);
            }}
          >
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}
