import type { Kysely } from 'kysely';
import { BASE_ROLE } from '../../../common/roles.js';
import type { DB, User } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';

/** Marks an account that has no password of its own yet (created by single sign-on). */
export const NO_PASSWORD = '!';

/**
 * Account rows of one tenant, as the passport calls need them. Made once per server; each call
 * works on the handle scoped to the park it names (server/kit/tenant-scope.ts).
 */
export class UsersRepo {
  constructor(private readonly dbOf: (tenantId: number) => Kysely<DB>) {}

  byPhone(tenantId: number, phone: string): Promise<User | undefined> {
    return this.dbOf(tenantId)
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirst();
  }

  /** A new active account holding the base role; null when the phone is taken meanwhile. */
  async create(tenantId: number, phone: string, passwordHash: string): Promise<number | null> {
    return this.dbOf(tenantId).transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('phone', '=', phone)
        .executeTakeFirst();
      if (taken) return null;
      const user = await trx
        .insertInto('users')
        .values({
          phone,
          name: `用户${phone.slice(-4)}`,
          password_hash: passwordHash,
          org_id: null,
          status: 'ACTIVE',
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const role =
        (await trx
          .selectFrom('roles')
          .select('id')
            .where('rolename', '=', BASE_ROLE)
          .executeTakeFirst()) ??
        (await trx
          .insertInto('roles')
          .values({ rolename: BASE_ROLE, description: '平台注册用户' })
          .returning('id')
          .executeTakeFirstOrThrow());
      await trx.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
      return user.id;
    });
  }

  async setPassword(tenantId: number, userId: number, passwordHash: string): Promise<void> {
    await this.dbOf(tenantId)
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', userId)
      .execute();
  }
}
