import { describe, expect, it } from 'vitest';
import { opRoutes } from '../src/app/op-routes';
import { infoRoutes } from '../src/app/info-routes';
import { routes } from '../src/app/routes';
import { wallRoutes } from '../src/app/wall-routes';
import { closure, routePreloads, screenSource } from './route-preloads';

describe('route preloads (build step)', () => {
  it('finds the source file behind every registry entry', () => {
    expect(screenSource('src/modules/home/routes.ts', () => import('../src/modules/home/pages/home-page'))).toBe(
      'src/modules/home/pages/home-page.tsx',
    );
    expect(() => screenSource('src/modules/home/routes.ts', () => Promise.reject(new Error('x')))).toThrow(/not a plain import/);
  });

  it('collects a chunk with everything it imports statically, not what it imports lazily', () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      'src/a.tsx': { file: 'assets/a-1.js', imports: ['_react.js', '_kit.js'], dynamicImports: ['src/b.tsx'], css: ['assets/a-1.css'] },
      '_kit.js': { file: 'assets/kit-1.js', css: ['assets/kit-1.css'] },
      'src/b.tsx': { file: 'assets/b-1.js' },
    };
    expect(closure(manifest, ['src/a.tsx'])).toEqual({
      modules: ['assets/react-1.js', 'assets/kit-1.js', 'assets/a-1.js'],
      styles: ['assets/kit-1.css', 'assets/a-1.css'],
    });
    expect(() => closure(manifest, ['src/missing.tsx'])).toThrow(/not in the build manifest/);
  });

  it('covers every route of the registry', async () => {
    const sources = new Set<string>();
    const manifest = new Proxy({} as Record<string, { file: string; isEntry?: boolean }>, {
      get: (_target, key: string) => (sources.add(key), { file: `assets/${key}.js`, isEntry: key === 'index.html' }),
      ownKeys: () => ['index.html', 'src/core/signer.ts'],
      getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
    });
    const preloads = await routePreloads(manifest);
    expect(preloads.map((p) => p.path).sort()).toEqual([...routes, ...opRoutes, ...infoRoutes, ...wallRoutes].map((r) => r.path).sort());
    const index = preloads.find((p) => p.path === '/index')?.modules;
    expect(index).toContain('assets/src/modules/home/pages/home-page.tsx.js');
    // Every screen's first read is signed: the signing chunk comes with it.
    expect(index).toContain('assets/src/core/signer.ts.js');
    // An operations-centre screen opened first brings the registry of the centre's screens, which it must match against.
    const users = preloads.find((p) => p.path === '/op/userManage')?.modules;
    expect(users).toContain('assets/src/app/op-routes.ts.js');
    expect(index).not.toContain('assets/src/app/op-routes.ts.js');
    // So does a wall display opened first, with the wall displays' registry.
    expect(preloads.find((p) => p.path === '/lg/index')?.modules).toContain('assets/src/app/wall-routes.ts.js');
    expect(index).not.toContain('assets/src/app/wall-routes.ts.js');
  });
});
