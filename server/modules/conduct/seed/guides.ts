import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { SeedDay } from '../../../db/seed/seed-day.js';
import data from './guides.json';

/**
 * Each demo park's guide to applying for 高新技术企业, as its enterprise-service office would
 * write it (guides.json): the national procedure (认定管理办法, 工作指引) with the park's own
 * pre-review and contacts, and the materials the provincial system asks for, where `{park}` names
 * the park's office that helps.
 */
const GUIDES = data.parks.map((park) => ({
  tenantId: park.tenantId,
  intro: park.intro,
  steps: park.steps,
  materials: data.materials.map((m) => ({ name: m.name, note: m.note.replace('{park}', park.materialsBy) })),
}));

export async function insertDemoGuides(db: Kysely<DB>, today: SeedDay): Promise<void> {
  for (const guide of GUIDES) {
    await db
      .insertInto('conduct_guides')
      .values({
        tenant_id: guide.tenantId,
        intro: guide.intro,
        steps: JSON.stringify(guide.steps),
        materials: JSON.stringify(guide.materials),
        updated_by: null,
        updated_at: today.at(-30),
      })
      .execute();
  }
}
