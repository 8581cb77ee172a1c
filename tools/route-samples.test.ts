import { describe, expect, it } from 'vitest';
import { requiredParams } from '../src/core/route-params.js';
import { loadModuleRoutes } from './module-routes.js';

/**
 * The route-coverage pass (tests/e2e/route-coverage.spec.ts) opens every route; one with required
 * path parameters needs a `sample` saying which item to open. Checked here in a second, rather than
 * found missing minutes into the end-to-end run.
 */
describe('route samples', () => {
  it('gives every route with required path parameters a sample', async () => {
    const routes = await loadModuleRoutes();
    const withParams = routes.filter((entry) => requiredParams(entry.path).length > 0);
    expect(withParams.length).toBeGreaterThan(20);
    expect(withParams.filter((entry) => !entry.sample).map((entry) => entry.path)).toEqual([]);
  });

  it('fixes or lists every required parameter a sample fills', async () => {
    const routes = await loadModuleRoutes();
    const unfilled = routes.flatMap((entry) => {
      const sample = entry.sample;
      if (!sample || sample.list) return [];
      return requiredParams(entry.path)
        .filter((param) => sample.params?.[param] === undefined)
        .map((param) => `${entry.path} :${param}`);
    });
    expect(unfilled).toEqual([]);
  });
});
