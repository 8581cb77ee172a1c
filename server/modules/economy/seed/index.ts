import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import { insertDemoIndicators } from './catalog.js';
import { insertDemoExplains } from './explains.js';
import { insertDemoFigures } from './figures.js';
import { insertDemoOrgData } from './org-data.js';

/** Both demo parks' economy: the areas' figures, the indicator definitions, the enterprises' reports and their explanations. */
export async function insertDemoEconomy(db: Kysely<DB>, today: SeedDay): Promise<void> {
  await insertDemoFigures(db, today);
  const indicatorIds = await insertDemoIndicators(db, today);
  await insertDemoOrgData(db, today, indicatorIds);
  await insertDemoExplains(db, today, indicatorIds);
}
