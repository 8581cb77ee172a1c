import { describe, expect, it } from 'vitest';
import { HOME_ENTRIES } from '@common/setting/home-entries';
import type { SessionUser } from '@common/roles';
import { sees } from '@/core/entries';
import type { RouteEntry } from '@/core/route-types';
import { AREA_ENTRIES, chosenEntries } from './areas';

const routes = Object.values(import.meta.glob<RouteEntry[]>('../*/routes.ts', { eager: true, import: 'routes' })).flat();

const user = (over: Partial<SessionUser>): SessionUser => ({
  id: 7,
  name: '林晓',
  phone: '13800000007',
  roles: [{ rolename: '注册用户' }],
  orgId: null,
  orgType: null,
  permissions: [],
  ...over,
});

describe('the home pages’ entries', () => {
  it('are the modules’ own declarations, one per path, in their order', () => {
    const paths = AREA_ENTRIES.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.slice(0, 4)).toEqual(['/op/index', '/policy/index', '/policy/declareNotice', '/info/integral/index']);
    expect(AREA_ENTRIES.find((e) => e.path === '/op/index')).toMatchObject({ label: '运营中心', who: 'operator' });
  });

  it('cover every entry of the park’s catalogue whose screen exists, under the catalogue’s title', () => {
    for (const { path, title } of HOME_ENTRIES) {
      if (!routes.some((r) => r.path === path)) continue;
      expect(AREA_ENTRIES.find((e) => e.path === path)?.label, path).toBe(title);
    }
  });

  it('follow the park’s choice, then what its catalogue does not hold', () => {
    const catalogue = ['/policy/index', '/customer/index'];
    const chosen = chosenEntries(['/customer/index'], catalogue).map((e) => e.path);
    expect(chosen[0]).toBe('/customer/index');
    expect(chosen).not.toContain('/policy/index');
    expect(chosen).toContain('/op/index');
  });
});

describe('who sees an entry', () => {
  it('tells the signed-out, the registering, members and operators apart', () => {
    const member = user({ orgId: 3, orgType: 'ORG' });
    const operator = user({ roles: [{ rolename: '管委会' }] });
    expect(sees(null, 'public')).toBe(true);
    expect(sees(null, 'login')).toBe(false);
    expect(sees(user({}), 'registering')).toBe(true);
    expect(sees(member, 'registering')).toBe(false);
    expect(sees(member, 'enterprise')).toBe(true);
    expect(sees(member, ['enterprise', 'operator'])).toBe(true);
    expect(sees(operator, ['enterprise', 'operator'])).toBe(true);
    expect(sees(user({}), ['enterprise', 'operator'])).toBe(false);
    const own = { name: '某类用户', includes: (u: Parameters<typeof sees>[0]) => u?.orgId === member.orgId };
    expect(sees(member, own)).toBe(true);
    expect(sees(operator, own)).toBe(false);
    expect(sees(operator, [own, 'operator'])).toBe(true);
  });
});
