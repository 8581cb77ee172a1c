import { describe, expect, it } from 'vitest';
import { MODULE_LABELS } from '../common/access/contract.js';
import { loadModuleRoutes } from './module-routes.js';

/**
 * /op/access names each module as the park reads it: every module the client records page views
 * under (routesOf in a module's routes.ts) has a label, so no raw key (customer, op-user) shows.
 */
describe('access statistics name every module in the park’s words', () => {
  it('has a Chinese label for every module with routes', async () => {
    const modules = [...new Set((await loadModuleRoutes()).map((entry) => entry.module))];
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((module) => !MODULE_LABELS[module])).toEqual([]);
    expect(Object.values(MODULE_LABELS).filter((label) => !/^[\u4e00-\u9fa5]+$/.test(label))).toEqual([]);
  });
});
