import { describe, expect, it } from 'vitest';
import { patternRegExp, preloadMatcher, type RoutePreload } from './route-preloads.js';

const preload = (path: string): RoutePreload => ({ path, modules: [`assets/${path}.js`], styles: [] });

describe('route preload matching', () => {
  it('matches paths the way the route patterns read', () => {
    expect(patternRegExp('/policy/detail/:id').test('/policy/detail/42')).toBe(true);
    expect(patternRegExp('/policy/detail/:id').test('/policy/detail')).toBe(false);
    expect(patternRegExp('/policy/detail/:id').test('/policy/detail/42/more')).toBe(false);
    expect(patternRegExp('/op/appeal/list/:states?').test('/op/appeal/list')).toBe(true);
    expect(patternRegExp('/op/appeal/list/:states?').test('/op/appeal/list/SUBMITTED')).toBe(true);
    expect(patternRegExp('/index').test('/index/')).toBe(true);
    expect(patternRegExp('/ssoMain.do').test('/ssoMainXdo')).toBe(false);
  });

  it('prefers a literal route over a parameter that would also match', () => {
    const matchPreload = preloadMatcher([preload('/policy/answer/:id'), preload('/policy/answer/new'), preload('/policy/answer')]);
    expect(matchPreload('/policy/answer/new')?.path).toBe('/policy/answer/new');
    expect(matchPreload('/policy/answer/7')?.path).toBe('/policy/answer/:id');
    expect(matchPreload('/policy/answer')?.path).toBe('/policy/answer');
    expect(matchPreload('/nothing')).toBeUndefined();
  });
});
