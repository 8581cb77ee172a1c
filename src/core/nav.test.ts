import { describe, expect, it } from 'vitest';
import { backArrowOf, backFallbackOf, frameOf, navOf } from './nav';

describe('the navigation model', () => {
  it('makes operations-menu entries menu roots and every other unsaid screen stacked', () => {
    expect(navOf({ menu: { group: '政策管理' } })).toBe('menu');
    expect(navOf({})).toBe('stack');
    expect(navOf({ nav: 'root', menu: { group: '工作台' } })).toBe('root');
    expect(navOf({ nav: 'tab' })).toBe('tab');
  });

  it('puts tab roots in the tab frame and nothing else', () => {
    expect(frameOf({ nav: 'tab', layout: 'plain' })).toBe('tabs');
    expect(frameOf({})).toBe('plain');
    expect(frameOf({ layout: 'op', menu: { group: '政策管理' } })).toBe('op');
    expect(frameOf({ layout: 'op', nav: 'root' })).toBe('op');
  });

  it('draws no back arrow on roots, one on stacked screens, one on a phone for menu entries', () => {
    expect(backArrowOf('tab')).toBe('none');
    expect(backArrowOf('root')).toBe('none');
    expect(backArrowOf('menu')).toBe('narrow');
    expect(backArrowOf('stack')).toBe('always');
  });

  it('sends a menu entry back to the workbench and a stacked screen to the home page', () => {
    expect(backFallbackOf('menu')).toBe('/op/index');
    expect(backFallbackOf('stack')).toBe('/index');
  });
});
