import type { Kysely } from 'kysely';
import { INDICATOR_TYPES, type IndicatorType } from '../../../../common/economy/catalog.js';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { DEMO_TENANTS } from '../../../db/seed/tenants.js';
import data from './catalog.json';

/** One definition as the seed's JSON gives it; a `method` makes it derived from `basis`. */
interface SeedIndicator {
  code: string;
  name: string;
  unit: string;
  scope: string;
  method?: string;
  basis?: string;
  denominator?: string;
  enabled?: boolean;
}

const DEFINITIONS = data.indicators as Record<IndicatorType, SeedIndicator[]>;

/** Each demo park's indicator definitions of every type; answers their ids by park and code. */
export async function insertDemoIndicators(db: Kysely<DB>, today: SeedDay): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const tenant of DEMO_TENANTS)
    for (const type of INDICATOR_TYPES)
      for (const [i, d] of DEFINITIONS[type].entries()) {
        const ref = (code: string | undefined) => (code ? (ids.get(`${String(tenant.id)}:${code}`) ?? null) : null);
        const { id } = await db
          .insertInto('economy_indicators')
          .values({
            tenant_id: tenant.id,
            type,
            code: d.code,
            name: d.name,
            unit: d.unit,
            frequency: '月度',
            kind: d.method ? 'DERIVED' : 'REPORTED',
            method: d.method ?? '',
            basis_id: ref(d.basis),
            denominator_id: ref(d.denominator),
            scope: d.scope,
            sort: i + 1,
            enabled: d.enabled === false ? 0 : 1,
            updated_at: today.at(-40),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.set(`${String(tenant.id)}:${d.code}`, id);
      }
  return ids;
}
