import type { Kysely } from 'kysely';
import { DEFAULT_TENANT } from '../../../../common/tenant.js';
import { BASE_ROLE } from '../../../../common/roles.js';
import type { DB } from '../../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.js';
import { DEMO_STAFF_ROLE } from '../../../db/seed/roles.js';
import { DEMO_TENANTS } from '../../../db/seed/tenants.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import '../tables.js';
import { insertDepartments } from './departments.js';

/**
 * Each park's organisation chart: the management committee over its bureaus and sections, the
 * posts, and where every operator sits — the demo accounts and a staff of committee members (who
 * have not set a password yet: they sign in by SMS code or after a reset).
 */

/**
 * The chart a park's departments are arranged in: first the bureaus that handle appeals
 * (departments.ts), then the committee they go under, and the offices and sections the staff sit
 * in. [name, parent]; names are unique in a park.
 */
const ROOT = '园区管委会';
const CHART: ReadonlyArray<readonly [string, string]> = [
  ['综合办公室', ROOT],
  ['党政办', '综合办公室'],
  ['人事科', '综合办公室'],
  ['企业服务科', '企业服务局'],
  ['诉求督办科', '企业服务局'],
  ['产业促进科', '经济发展局'],
  ['统计分析科', '经济发展局'],
  ['科技项目科', '科技创新局'],
  ['人才服务科', '科技创新局'],
  ['投资促进中心', ROOT],
  ['招商一部', '投资促进中心'],
  ['招商二部', '投资促进中心'],
];

const POSTS: ReadonlyArray<{ name: string; code: string; state: 'ON' | 'OFF' }> = [
  { name: '主任', code: 'ZR', state: 'ON' },
  { name: '局长', code: 'JZ', state: 'ON' },
  { name: '副局长', code: 'FJZ', state: 'ON' },
  { name: '科长', code: 'KZ', state: 'ON' },
  { name: '科员', code: 'KY', state: 'ON' },
  { name: '诉求专员', code: 'SQZY', state: 'ON' },
  { name: '政策专员', code: 'ZCZY', state: 'ON' },
  { name: '招商专员', code: 'ZSZY', state: 'ON' },
  { name: '统计员', code: 'TJY', state: 'ON' },
  { name: '系统管理员', code: 'XTGLY', state: 'ON' },
  { name: '见习生', code: 'JXS', state: 'OFF' },
];

/** Where each demo operator sits: department and post. */
const DEMO_PLACES: Record<string, { dept: string; post: string }> = {
  '13800000001': { dept: '综合办公室', post: '系统管理员' },
  '13800000002': { dept: '企业服务局', post: '副局长' },
  '13800000006': { dept: '企业服务科', post: '诉求专员' },
  '13900000001': { dept: '综合办公室', post: '系统管理员' },
};

/** Committee staff of each park: name, department, post, role. */
const STAFF: Record<number, ReadonlyArray<[string, string, string, string]>> = {
  [DEFAULT_TENANT.id]: [
    ['吴志强', '企业服务局', '局长', '管委会'],
    ['郑雅琴', '企业服务科', '科长', '管委会'],
    ['何文博', '企业服务科', '诉求专员', DEMO_STAFF_ROLE.rolename],
    ['冯晓燕', '诉求督办科', '诉求专员', DEMO_STAFF_ROLE.rolename],
    ['蒋立新', '政策兑现科', '政策专员', '管委会'],
    ['韩雪', '政策兑现科', '科员', '管委会'],
    ['杨国栋', '经济发展局', '局长', '管委会'],
    ['朱婷婷', '统计分析科', '统计员', '管委会'],
    ['秦海峰', '产业促进科', '科长', '管委会'],
    ['许静怡', '科技项目科', '科员', '管委会'],
    ['沈浩', '人才服务科', '科员', '管委会'],
    ['曹俊杰', '招商一部', '招商专员', '管委会'],
    ['彭丽', '招商二部', '招商专员', '管委会'],
    ['魏明', '人事科', '科长', '管委会'],
  ],
  2: [
    ['顾晨', '企业服务局', '局长', '管委会'],
    ['陆佳怡', '企业服务科', '诉求专员', DEMO_STAFF_ROLE.rolename],
    ['钱伟', '政策兑现科', '政策专员', '管委会'],
    ['范思远', '招商一部', '招商专员', '管委会'],
    ['严秀英', '经济发展局', '统计员', '管委会'],
  ],
};

/** Phone blocks of the seeded staff: 1370000 2xxx in the first park, 3xxx in the second. */
const staffPhone = (tenantId: number, i: number) => `1370000${tenantId === DEFAULT_TENANT.id ? 2000 + i : 3000 + i}`;

export async function insertDemoOrgchart(db: Kysely<DB>, today: SeedDay): Promise<void> {
  for (const tenantId of DEMO_TENANTS.map((t) => t.id)) {
    const depts = await insertDepartments(db, tenantId, today);
    const { id: rootId } = await db
      .insertInto('departments')
      .values({ tenant_id: tenantId, parent_id: null, name: ROOT, sort: 0, created_at: today.at(0) })
      .returning('id')
      .executeTakeFirstOrThrow();
    depts.set(ROOT, rootId);
    await db
      .updateTable('departments')
      .set({ parent_id: rootId })
      .where('tenant_id', '=', tenantId)
      .where('parent_id', 'is', null)
      .where('id', '!=', rootId)
      .execute();
    for (const [i, [name, parent]] of CHART.entries()) {
      const parentId = depts.get(parent);
      if (parentId === undefined) throw new Error(`orgchart seed: no department ${parent}`);
      if (depts.has(name)) continue;
      const { id } = await db
        .insertInto('departments')
        .values({ tenant_id: tenantId, parent_id: parentId, name, sort: name === '综合办公室' ? 5 : 100 + i, created_at: today.at(0) })
        .returning('id')
        .executeTakeFirstOrThrow();
      depts.set(name, id);
    }

    const posts = new Map<string, number>();
    for (const [i, post] of POSTS.entries()) {
      const { id } = await db
        .insertInto('posts')
        .values({ tenant_id: tenantId, ...post, sort: (i + 1) * 10, created_at: today.at(-400) })
        .returning('id')
        .executeTakeFirstOrThrow();
      posts.set(post.name, id);
    }
    const place = async (userId: number, dept: string, post: string) => {
      const deptId = depts.get(dept);
      const postId = posts.get(post);
      if (deptId === undefined || postId === undefined) throw new Error(`orgchart seed: unknown ${dept} / ${post}`);
      await db.insertInto('staff').values({ tenant_id: tenantId, user_id: userId, dept_id: deptId, post_id: postId }).execute();
    };

    for (const account of DEMO_ACCOUNTS.filter((a) => a.tenantId === tenantId)) {
      const where = DEMO_PLACES[account.phone];
      if (!where) continue;
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('phone', '=', account.phone)
        .executeTakeFirstOrThrow();
      await place(user.id, where.dept, where.post);
    }

    const roles = new Map(
      (await db.selectFrom('roles').select(['id', 'rolename']).where('tenant_id', '=', tenantId).execute()).map((r) => [r.rolename, r.id]),
    );
    for (const [i, [name, dept, post, role]] of (STAFF[tenantId] ?? []).entries()) {
      const { id } = await db
        .insertInto('users')
        .values({
          tenant_id: tenantId,
          phone: staffPhone(tenantId, i + 1),
          name,
          password_hash: '!',
          org_id: null,
          status: 'ACTIVE',
          created_at: today.at(-300 + i * 7),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const roleIds = [roles.get(BASE_ROLE), roles.get(role)];
      if (roleIds.some((r) => r === undefined)) throw new Error(`orgchart seed: role ${role} missing`);
      await db
        .insertInto('user_roles')
        .values(roleIds.map((roleId) => ({ tenant_id: tenantId, user_id: id, role_id: roleId! })))
        .execute();
      await place(id, dept, post);
    }
  }
}
