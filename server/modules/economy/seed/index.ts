import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { insertDemoIndicators } from './catalog.js';
import { insertDemoFigures } from './figures.js';

/** Both demo parks' economy: the areas' figures, the indicator definitions. */
export async function insertDemoEconomy(db: Kysely<DB>, today: SeedDay): Promise<void> {
  await insertDemoFigures(db, today);
  await insertDemoIndicators(db, today);
}
