import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChipTabs } from './chip-tabs';
import { screenPerTest } from '@/ui/testing/screen';

const TABS = [
  { key: '', title: '全部' },
  { key: 'notice', title: '通知' },
  { key: 'policy', title: '政策' },
];

const view = screenPerTest();
let chosen: string[];

function Probe({ initial = '' }: { initial?: string }) {
  const [active, setActive] = useState(initial);
  return (
    <ChipTabs
      tabs={TABS}
      activeKey={active}
      label="通知类型"
      onChange={(key) => {
        chosen.push(key);
        setActive(key);
      }}
    />
  );
}

const tabs = () => [...view.host.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selected = () => tabs().map((tab) => tab.getAttribute('aria-selected'));

beforeEach(() => {
  chosen = [];
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ChipTabs', () => {
  it('is a labelled tab list with the chosen tab selected and the only one in the tab order', () => {
    view.render(<Probe initial="notice" />);
    expect(view.host.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('通知类型');
    expect(tabs().map((tab) => tab.textContent)).toEqual(['全部', '通知', '政策']);
    expect(selected()).toEqual(['false', 'true', 'false']);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('chooses a tab on click, and not again when it is already chosen', () => {
    view.render(<Probe />);
    act(() => tabs()[2]!.click());
    act(() => tabs()[2]!.click());
    expect(chosen).toEqual(['policy']);
    expect(selected()).toEqual(['false', 'false', 'true']);
  });

  it('moves and chooses with the arrow keys, Home and End, wrapping around', () => {
    view.render(<Probe />);
    const press = (key: string) =>
      act(() => {
        view.host.querySelector('[role="tablist"]')!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      });
    press('ArrowLeft');
    press('Home');
    press('ArrowRight');
    press('End');
    expect(chosen).toEqual(['policy', '', 'notice', 'policy']);
    expect(document.activeElement).toBe(tabs()[2]);
  });

  it('reads no layout on its first render while the first tab is chosen', () => {
    const measured = vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get');
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollTo');
    view.render(<Probe />);
    expect(measured).not.toHaveBeenCalled();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('brings a chosen tab into view: at once on the first render, smoothly after a choice', () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(() => undefined);
    view.render(<Probe initial="policy" />);
    expect(scrolled).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'auto' }));
    act(() => tabs()[1]!.click());
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(scrolled).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });
});
