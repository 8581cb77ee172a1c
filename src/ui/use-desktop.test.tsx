import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP_QUERY, useIsDesktop } from './use-desktop';
import { screenPerTest } from '@/ui/testing/screen';

/** A window whose width the test sets: matchMedia answers DESKTOP_QUERY from it and tells listeners. */
class FakeWidth {
  width = 375;
  private readonly listeners = new Set<() => void>();
  readonly queries: string[] = [];

  matchMedia = (query: string): MediaQueryList => {
    this.queries.push(query);
    const listeners = this.listeners;
    const width = () => this.width;
    return {
      get matches() {
        return width() >= 1024;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  };

  resize(width: number) {
    this.width = width;
    for (const listener of this.listeners) listener();
  }

  get listening() {
    return this.listeners.size;
  }
}

const view = screenPerTest();
let fake: FakeWidth;
const realMatchMedia = window.matchMedia;
beforeEach(() => {
  fake = new FakeWidth();
  window.matchMedia = fake.matchMedia;
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

function Probe() {
  return <p>{useIsDesktop() ? '桌面' : '手机'}</p>;
}

describe('useIsDesktop', () => {
  it('is false on a phone, true from 1024 px, and follows the window across that width', () => {
    view.render(<Probe />);
    expect(view.host.textContent).toBe('手机');
    expect(fake.queries.every((query) => query === DESKTOP_QUERY)).toBe(true);
    expect(DESKTOP_QUERY).toBe('(min-width: 1024px)');
    act(() => fake.resize(1440));
    expect(view.host.textContent).toBe('桌面');
    act(() => fake.resize(1023));
    expect(view.host.textContent).toBe('手机');
    act(() => view.root.unmount());
    expect(fake.listening).toBe(0);
  });
});
