import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEFAULT_TENANT } from '../../../../common/tenant.js';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';

/**
 * The unified-authentication application of the default park. Its secret is random on every seed:
 * a secret known from the source would let anyone sign in as any phone on a deployed demo.
 */
export async function insertDemoSsoApp(db: Kysely<DB>, today: SeedDay): Promise<void> {
  await db
    .insertInto('sso_apps')
    .values({
      tenant_id: DEFAULT_TENANT.id,
      appid: 'xg',
      name: '统一认证门户',
      secret: crypto.randomBytes(32).toString('base64url'),
      created_at: today.at(0),
    })
    .execute();
}
