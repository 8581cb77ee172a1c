import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { passwordProblem } from '../../common/account-rules.js';
import { BIZ } from '../../common/envelope.js';
import { ADMIN_ROLE } from '../../common/permissions.js';
import type { Dialect } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { nowIso } from './clock.js';
import { BizError, notFound } from './errors.js';

/**
 * The one place an account of a park is disabled, enabled or given a new password by someone
 * else (an administrator), for portal users and operators alike. What holds everywhere:
 *
 * - every lookup is by the park and the user's id: another park's user is "not found";
 * - disabling ends every session of the user in the same transaction (the session plugin refuses
 *   a token of a disabled user anyway, server/plugins/session-repo.ts), and login refuses the
 *   account with 账号已停用 (server/modules/passport/routes.ts);
 * - nobody disables themselves, and a park keeps at least one enabled 管理员: disabling the last
 *   one is refused. On PostgreSQL the park's enabled administrators are locked while this is
 *   decided, so two administrators disabling each other at once cannot both succeed;
 * - a reset takes the password away and ends the user's sessions; the user sets a new one by SMS
 *   code (忘记密码), so no operator ever learns it. New operator accounts get a random first
 *   password (`generatePassword`), shown once to their creator.
 */

export type AccountState = 'ACTIVE' | 'DISABLED';

export const ACCOUNT_MESSAGES = {
  self: '不能停用自己的账号',
  lastAdmin: '不能停用园区最后一个启用的管理员，请先为其他账号授予管理员角色',
  selfReset: '不能在这里重置自己的密码，请在个人中心修改密码',
} as const;

export interface Actor {
  tenantId: number;
  userId: number;
}

interface Target {
  id: number;
  status: AccountState;
}

async function loadTarget(trx: Kysely<DB>, tenantId: number, userId: number): Promise<Target> {
  const row = await trx
    .selectFrom('users')
    .select(['id', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('用户');
  return row;
}

/** The park's enabled administrators, locked on PostgreSQL until the transaction ends. */
async function enabledAdmins(trx: Kysely<DB>, dialect: Dialect, tenantId: number): Promise<number[]> {
  const query = trx
    .selectFrom('users')
    .select('users.id')
    .where('users.tenant_id', '=', tenantId)
    .where('users.status', '=', 'ACTIVE')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles')
          .innerJoin('roles', 'roles.id', 'user_roles.role_id')
          .select('user_roles.user_id')
          .whereRef('user_roles.user_id', '=', 'users.id')
          .where('roles.tenant_id', '=', tenantId)
          .where('roles.kind', '=', ADMIN_ROLE),
      ),
    );
  const rows = await (dialect === 'postgres' ? query.forUpdate() : query).execute();
  return rows.map((r) => r.id);
}

/**
 * How many enabled users of the park besides `userId` hold the 管理员 role (locked on PostgreSQL
 * like `enabledAdmins`). Zero means `userId` is the park's last administrator: it stays enabled
 * and keeps the role (the operator-account editor asks the same question).
 */
export async function otherEnabledAdmins(trx: Kysely<DB>, dialect: Dialect, tenantId: number, userId: number): Promise<number> {
  return (await enabledAdmins(trx, dialect, tenantId)).filter((id) => id !== userId).length;
}

/** Ends every live session of a user of the park. */
export async function revokeSessions(db: Kysely<DB>, tenantId: number, userId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** A check the caller's rules make of the target inside the transaction (the delegation rule). */
export type TargetGuard = (trx: Kysely<DB>, userId: number) => Promise<void>;

/**
 * Disables or enables a user of the actor's park; returns the state it is in afterwards. Asking for
 * the state a user is already in changes nothing (disabling still ends any session left). `guard`
 * may refuse the target before anything is written.
 */
export function setAccountState(
  db: Kysely<DB>,
  dialect: Dialect,
  actor: Actor,
  userId: number,
  state: AccountState,
  guard?: TargetGuard,
): Promise<AccountState> {
  return db.transaction().execute(async (trx) => {
    const target = await loadTarget(trx, actor.tenantId, userId);
    await guard?.(trx, target.id);
    if (state === 'DISABLED') {
      if (target.id === actor.userId) throw new BizError(ACCOUNT_MESSAGES.self, BIZ.conflict);
      const admins = await enabledAdmins(trx, dialect, actor.tenantId);
      if (admins.includes(target.id) && admins.length === 1) throw new BizError(ACCOUNT_MESSAGES.lastAdmin, BIZ.conflict);
    }
    if (target.status !== state) {
      await trx
        .updateTable('users')
        .set({ status: state })
        .where('tenant_id', '=', actor.tenantId)
        .where('id', '=', target.id)
        .execute();
    }
    if (state === 'DISABLED') await revokeSessions(trx, actor.tenantId, target.id);
    return state;
  });
}

/** Letters and digits a person reads without confusion (no 0/O/o, 1/l/I). */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
export const GENERATED_PASSWORD_LENGTH = 10;

const pick = (alphabet: string) => alphabet[crypto.randomInt(alphabet.length)]!;

/** A random password of the registration rules: 10 characters, at least 3 letters and 3 digits. */
export function generatePassword(): string {
  const chars = [
    ...Array.from({ length: 3 }, () => pick(LETTERS)),
    ...Array.from({ length: 3 }, () => pick(DIGITS)),
    ...Array.from({ length: GENERATED_PASSWORD_LENGTH - 6 }, () => pick(LETTERS + DIGITS)),
  ];
  // Fisher–Yates with the same source, so the letters are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  const password = chars.join('');
  if (passwordProblem(password) !== null) throw new Error('generated password breaks the rules');
  return password;
}

/** A password hash no password matches: the account signs in by SMS code until its holder sets one. */
export const NO_PASSWORD = '!';

/**
 * Takes a user's password away, so that only the holder of the account's phone can set a new one
 * (忘记密码, by SMS code), and ends their sessions; nobody else ever learns the new password. Not
 * for the actor's own account. `guard` may refuse the target before anything is written.
 */
export async function clearPassword(db: Kysely<DB>, actor: Actor, userId: number, guard?: TargetGuard): Promise<{ phone: string }> {
  if (userId === actor.userId) {
    await loadTarget(db, actor.tenantId, userId);
    throw new BizError(ACCOUNT_MESSAGES.selfReset, BIZ.conflict);
  }
  return db.transaction().execute(async (trx) => {
    await loadTarget(trx, actor.tenantId, userId);
    await guard?.(trx, userId);
    const { phone } = await trx
      .updateTable('users')
      .set({ password_hash: NO_PASSWORD })
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', userId)
      .returning('phone')
      .executeTakeFirstOrThrow();
    await revokeSessions(trx, actor.tenantId, userId);
    return { phone };
  });
}
