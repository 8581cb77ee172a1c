import type { Kysely } from 'kysely';
import { OPERATOR_ROLES } from '../../../../common/constants.js';
import type { DB } from '../../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.js';
import type { Random } from '../../../db/seed/random.js';

/** A signed-in visitor of the demo: an account of the park, how keen a visitor it is, since when it can visit. */
export interface Visitor {
  id: number;
  /** Relative share of the visits of its kind: a few accounts visit daily, most now and then. */
  keenness: number;
  registeredAt: string;
}

export interface Visitors {
  /** The park's staff in the operations centre (roles counting as 管理员 or 管委会). */
  operators: Visitor[];
  /** Enterprise staff, service organisations' staff and individuals. */
  members: Visitor[];
}

/**
 * The accounts present when the page views are seeded, every seed that adds accounts having run
 * before (the module comes after them): active ones only, in id order so the demo comes out the
 * same on every run. Keenness is skewed, as real use is: one account in ten visits about six times
 * as often as the median one; the demo accounts (README) are among the keenest, so the workbench's
 * 常用功能 of a demo operator names the screens it opened.
 */
const DEMO_PHONES = new Set(DEMO_ACCOUNTS.map((a) => a.phone));

export async function visitorsOf(trx: Kysely<DB>, tenantId: number, random: Random): Promise<Visitors> {
  const rows = await trx
    .selectFrom('users')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .leftJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['users.id', 'users.phone', 'users.created_at', 'roles.kind'])
    .where('users.tenant_id', '=', tenantId)
    .where('users.status', '=', 'ACTIVE')
    .orderBy('users.id')
    .execute();
  const operatorIds = new Set(rows.filter((r) => r.kind && (OPERATOR_ROLES as readonly string[]).includes(r.kind)).map((r) => r.id));
  const seen = new Set<number>();
  const visitors: Visitors = { operators: [], members: [] };
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    const keenness = 0.05 + random.next() ** 3;
    // The demo accounts are stored as made on the seeding day, yet stand for people who have used
    // the portal all along (their appeals and applications go back months): present throughout.
    const demo = DEMO_PHONES.has(row.phone);
    const visitor = { id: row.id, keenness: demo ? 1 : keenness, registeredAt: demo ? '' : row.created_at };
    (operatorIds.has(row.id) ? visitors.operators : visitors.members).push(visitor);
  }
  return visitors;
}

/** One of the visitors registered by `at`, by keenness; null when none was. */
export function pickVisitor(pool: readonly Visitor[], at: string, random: Random): number | null {
  const present = pool.filter((v) => v.registeredAt <= at);
  if (!present.length) return null;
  return random.weighted(present.map((v) => [v.id, v.keenness] as const));
}
