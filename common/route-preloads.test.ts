import { describe, expect, it } from 'vitest';
import { patternRegExp, preloadMatcher, routeChunks, type RoutePreload } from './route-preloads.js';

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

describe('the routes\' chunks for navigations', () => {
  it('lists each script once and gives each route its indexes, without the styles', () => {
    const chunks = routeChunks([
      { path: '/a', modules: ['assets/kit.js', 'assets/a.js'], styles: ['assets/kit.css'] },
      { path: '/b/:id', modules: ['assets/kit.js', 'assets/b.js'], styles: [] },
    ]);
    expect(chunks).toEqual({ files: ['assets/kit.js', 'assets/a.js', 'assets/b.js'], routes: { '/a': [0, 1], '/b/:id': [0, 2] } });
  });
});
