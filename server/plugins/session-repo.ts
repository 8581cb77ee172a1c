import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OrgType } from '../../common/constants.js';
import {
  ADMIN_ROLE,
  ALL_PERMISSIONS,
  roleNamesOf,
  STAFF_ROLE_KIND,
  widestScope,
  type DataScope,
  type Permission,
} from '../../common/permissions.js';
import { isOperator, type SessionUser } from '../../common/roles.js';
import type { DB } from '../db/schema.js';
import { isoIn, nowIso } from '../lib/clock.js';

export const SESSION_TTL_MS = 7 * 24 * 3600_000;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The authenticated user of a request, with the tenant the session belongs to. */
export interface AuthUser extends SessionUser {
  tenantId: number;
  permissions: Permission[];
  /** Which records the operator's lists show and writes may touch (the widest of its roles). */
  dataScope: DataScope;
}

/** Opaque, revocable, expiring session tokens stored server-side (only their hash). */
export class SessionRepo {
  constructor(private readonly db: Kysely<DB>) {}

  async create(tenantId: number, userId: number, ttlMs = SESSION_TTL_MS): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        tenant_id: tenantId,
        user_id: userId,
        created_at: nowIso(),
        expires_at: isoIn(ttlMs),
        revoked_at: null,
      })
      .execute();
    return token;
  }

  async revoke(token: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: nowIso() })
      .where('token_hash', '=', hashToken(token))
      .execute();
  }

  /** Ends every session of a user (password reset, account disabled). */
  async revokeAllForUser(userId: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: nowIso() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** The live session's user in this tenant, or null. */
  async resolve(tenantId: number, token: string): Promise<AuthUser | null> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .leftJoin('orgs', 'orgs.id', 'users.org_id')
      .select(['users.id', 'users.name', 'users.phone', 'users.org_id', 'users.status', 'orgs.orgtype'])
      .where('sessions.token_hash', '=', hashToken(token))
      .where('sessions.tenant_id', '=', tenantId)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', nowIso())
      .executeTakeFirst();
    if (!row || row.status !== 'ACTIVE') return null;
    return this.userById(tenantId, row.id);
  }

  async userById(tenantId: number, userId: number): Promise<AuthUser | null> {
    const user = await this.db
      .selectFrom('users')
      .leftJoin('orgs', 'orgs.id', 'users.org_id')
      .select(['users.id', 'users.name', 'users.phone', 'users.org_id', 'orgs.orgtype'])
      .where('users.id', '=', userId)
      .where('users.tenant_id', '=', tenantId)
      .executeTakeFirst();
    if (!user) return null;
    const roles = await this.db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['roles.id', 'roles.rolename', 'roles.data_scope', 'roles.kind'])
      .where('user_roles.user_id', '=', userId)
      .orderBy('roles.id')
      .execute();
    const base = {
      id: user.id,
      tenantId,
      name: user.name,
      phone: user.phone,
      roles: roleNamesOf(roles).map((rolename) => ({ rolename })),
      orgId: user.org_id,
      orgType: (user.orgtype as OrgType | null) ?? null,
    };
    return { ...base, ...(await this.grantsOf(base, roles)) };
  }

  /** What an operator's roles grant: 管理员 everything; other operator roles their rows. */
  private async grantsOf(
    user: SessionUser,
    roles: { id: number; rolename: string; data_scope: string; kind: string }[],
  ): Promise<Pick<AuthUser, 'permissions' | 'dataScope'>> {
    if (!isOperator(user)) return { permissions: [], dataScope: 'SELF' };
    if (roles.some((r) => r.kind === ADMIN_ROLE)) return { permissions: [...ALL_PERMISSIONS], dataScope: 'ALL' };
    const operatorRoles = roles.filter((r) => r.kind === STAFF_ROLE_KIND);
    if (!operatorRoles.length) return { permissions: [], dataScope: 'SELF' };
    const rows = await this.db
      .selectFrom('role_permissions')
      .select('permission')
      .distinct()
      .where('role_id', 'in', operatorRoles.map((r) => r.id))
      .execute();
    const granted = new Set(rows.map((r) => r.permission));
    return {
      permissions: ALL_PERMISSIONS.filter((p) => granted.has(p)),
      dataScope: widestScope(operatorRoles.map((r) => r.data_scope)),
    };
  }
}
