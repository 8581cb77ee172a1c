import { expect } from 'vitest';
import { nowIso } from '../../lib/clock.js';
import type { TestUser } from '../../testing/fixtures.js';
import { staffOperator, type World } from '../../testing/world.js';

/**
 * Operators of park 1 for data-scope tests of a publish kind's operator list: `self` (SELF) and
 * `dept` (DEPT) sit in one department with `mate` (ALL); `outsider` (ALL) sits in another. Each
 * holds `permissions`. A record created by `outsider` is outside the scope of `self` and `dept`;
 * one created by `mate` is inside `dept`'s only.
 */
export interface ScopeTeam {
  self: TestUser;
  dept: TestUser;
  mate: TestUser;
  outsider: TestUser;
}

export async function scopeTeam(w: World, permissions: string[], label: string): Promise<ScopeTeam> {
  const department = async (name: string) =>
    (
      await w.db
        .insertInto('departments')
        .values({ tenant_id: 1, name: `${label}${name}`, parent_id: null, sort: 1, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const office = await department('科');
  const elsewhere = await department('外科室');
  const member = (name: string, dataScope: string, deptId: number) =>
    staffOperator(w, { name: `${label}${name}`, permissions, dataScope, deptId });
  return {
    self: await member('本人', 'SELF', office),
    dept: await member('本部门', 'DEPT', office),
    mate: await member('同事', 'ALL', office),
    outsider: await member('外部门', 'ALL', elsewhere),
  };
}

/**
 * A scope team holding `permissions` is made, and each of it creates a record titled
 * `<prefix><who>` (`create`); `titlesSeen` lists the titles an operator's list shows for the
 * prefix. SELF sees its own, DEPT its department's, ALL (the outsider, the 管理员) every one.
 */
export async function expectScopedList(
  w: World,
  { permissions, prefix }: { permissions: string[]; prefix: string },
  create: (user: TestUser, title: string) => Promise<unknown>,
  titlesSeen: (user: TestUser) => Promise<string[]>,
  /** The review tabs' total for the user: it counts what the list shows. */
  totalCounted?: (user: TestUser) => Promise<number>,
): Promise<void> {
  const team = await scopeTeam(w, permissions, prefix);
  for (const [who, user] of Object.entries(team)) await create(user, `${prefix}${who}`);
  const seen = async (user: TestUser) => (await titlesSeen(user)).sort();
  expect(await seen(team.self)).toEqual([`${prefix}self`]);
  expect(await seen(team.dept)).toEqual([`${prefix}dept`, `${prefix}mate`, `${prefix}self`]);
  expect(await seen(team.outsider)).toHaveLength(4);
  expect(await seen(w.admin)).toHaveLength(4);
  if (!totalCounted) return;
  expect(await totalCounted(team.self)).toBe(1);
  expect(await totalCounted(team.dept)).toBe(3);
  expect(await totalCounted(w.admin)).toBeGreaterThanOrEqual(4);
}
