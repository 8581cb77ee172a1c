import type { Kysely } from 'kysely';
import { BASE_ROLE } from '../../../common/roles.js';
import type { DB } from '../schema.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { orgFactory } from './org-factory.js';
import { demoOrgId } from './orgs.js';
import type { SeedDay } from './seed-day.js';

/**
 * Inserts the demo accounts with their roles and org links. Password hashes come from the caller
 * (hashed before the transaction: scrypt is slow and need not hold the write lock), one per account.
 */
export async function insertDemoAccounts(
  db: Kysely<DB>,
  passwordHashes: ReadonlyArray<string>,
  roleIds: ReadonlyMap<number, ReadonlyMap<string, number>>,
  today: SeedDay,
): Promise<void> {
  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    const passwordHash = passwordHashes[i];
    if (!passwordHash) throw new Error(`no password hash for demo account ${account.phone}`);
    const orgId = account.org
      ? await demoOrgId(db, account.tenantId, orgFactory(account.tenantId).firstIndexOf(account.org))
      : null;
    const user = await db
      .insertInto('users')
      .values({
        tenant_id: account.tenantId,
        phone: account.phone,
        name: account.name,
        password_hash: passwordHash,
        org_id: orgId,
        status: 'ACTIVE',
        created_at: today.at(0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const roles = new Set([BASE_ROLE, account.role]);
    await db
      .insertInto('user_roles')
      .values(
        [...roles].map((rolename) => {
          const roleId = roleIds.get(account.tenantId)?.get(rolename);
          if (roleId === undefined) throw new Error(`role ${rolename} missing in tenant ${account.tenantId}`);
          return { tenant_id: account.tenantId, user_id: user.id, role_id: roleId };
        }),
      )
      .execute();
  }
}
