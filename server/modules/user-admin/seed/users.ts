import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { BASE_ROLE } from '../../../../common/roles.js';
import type { DB } from '../../../db/schema.js';
import { personName } from '../../../db/seed/names.js';
import { Random, seedFrom } from '../../../db/seed/random.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { DEMO_TENANTS } from '../../../db/seed/tenants.js';
import '../tables.js';

/**
 * The parks' registered users beyond the demo accounts, so /op/userManage has pages to page
 * through: staff of the park's enterprises and service organisations (a few per organisation),
 * people who registered and linked nothing yet, about one in eight disabled, registered over the
 * last fourteen months, most of them having signed in at some point. They registered by SMS code
 * and have no password of their own here ('!' never verifies): an administrator's 重置密码 gives
 * them one. Phones are in the 177000 block (177 0001 xxxx in the first park, 177 0002 xxxx in the
 * second), which neither the demo accounts nor generated contacts use. A few organisations have
 * had a user taken off them, with the reason.
 */
export const DEMO_USER_COUNTS: Readonly<Record<number, number>> = { 1: 64, 2: 30 };

export const demoUserPhone = (tenantId: number, index: number) =>
  `1770${String(tenantId).padStart(3, '0')}${String(index + 1).padStart(4, '0')}`;

const UNLINK_REASONS = [
  '该员工已离职，企业联系人申请解除关联',
  '企业核实该用户非本单位人员',
  '用户误关联到同名企业，已告知其重新提交关联申请',
];

export async function insertDemoUsers(db: Kysely<DB>, today: SeedDay): Promise<void> {
  for (const tenant of DEMO_TENANTS) {
    const count = DEMO_USER_COUNTS[tenant.id] ?? 0;
    if (count === 0) continue;
    const rng = new Random(seedFrom('demo-users', tenant.id));
    const baseRole = await db
      .selectFrom('roles')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('rolename', '=', BASE_ROLE)
      .executeTakeFirstOrThrow();
    const orgs = await db
      .selectFrom('orgs')
      .select(['id', 'orgtype'])
      .where('tenant_id', '=', tenant.id)
      .orderBy('id')
      .limit(40)
      .execute();
    const admin = await db
      .selectFrom('users')
      .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select('users.id')
      .where('users.tenant_id', '=', tenant.id)
      .where('roles.kind', '=', '管理员')
      .orderBy('users.id')
      .executeTakeFirst();

    for (let i = 0; i < count; i++) {
      const registeredDay = today.day - rng.int(1, 420);
      // One in five has not linked an organisation (yet).
      const org = rng.chance(0.2) || orgs.length === 0 ? null : orgs[i % orgs.length]!;
      const disabled = i % 8 === 5;
      const user = await db
        .insertInto('users')
        .values({
          tenant_id: tenant.id,
          phone: demoUserPhone(tenant.id, i),
          name: personName(rng),
          password_hash: '!',
          org_id: org?.id ?? null,
          status: disabled ? 'DISABLED' : 'ACTIVE',
          created_at: today.at(registeredDay - today.day, rng.int(8, 20) * 3600),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('user_roles').values({ tenant_id: tenant.id, user_id: user.id, role_id: baseRole.id }).execute();
      // Past sign-ins (ended): the list's 最近登录. The token hashes are of nothing anyone holds.
      if (rng.chance(0.8)) {
        const lastDay = rng.int(registeredDay, today.day - (disabled ? 10 : 0));
        const at = today.at(lastDay - today.day, rng.int(8 * 3600, 21 * 3600));
        const ended = new Date(Date.parse(at) + 2 * 3600_000).toISOString();
        await db
          .insertInto('sessions')
          .values({
            token_hash: crypto.createHash('sha256').update(`demo-session:${tenant.id}:${i}`).digest('hex'),
            tenant_id: tenant.id,
            user_id: user.id,
            created_at: at,
            expires_at: new Date(Date.parse(at) + 7 * 24 * 3600_000).toISOString(),
            revoked_at: ended,
          })
          .execute();
      }
    }

    // Three users taken off organisations (they are personal users now), with the reasons.
    for (const [k, reason] of UNLINK_REASONS.entries()) {
      const user = await db
        .selectFrom('users')
        .select(['id', 'name', 'phone', 'org_id'])
        .where('tenant_id', '=', tenant.id)
        .where('phone', '=', demoUserPhone(tenant.id, count - 1 - k))
        .executeTakeFirst();
      const orgId = user?.org_id ?? orgs[k]?.id;
      if (!user || orgId === undefined) continue;
      await db.updateTable('users').set({ org_id: null }).where('id', '=', user.id).execute();
      await db
        .insertInto('org_unlinks')
        .values({
          tenant_id: tenant.id,
          org_id: orgId,
          user_id: user.id,
          user_name: user.name,
          user_phone: user.phone,
          reason,
          actor_id: admin?.id ?? null,
          created_at: today.at(-(k * 9 + 3), 10 * 3600 + k * 1800),
        })
        .execute();
    }
  }
}
