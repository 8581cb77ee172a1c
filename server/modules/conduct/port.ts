import type { Kysely } from 'kysely';
import type { ConductPage } from '../../../common/conduct/contract.js';
import type { DB } from '../../db/schema.js';
import type { ConductPort, ConductSection } from './public.js';

const sections: ConductSection[] = [];

/** The conduct module's port (server/modules/conduct/public.ts): the sections other modules add to its page. */
export const conductPortImpl: ConductPort = {
  register(section) {
    if (sections.some((s) => s.key === section.key)) throw new Error(`conduct section ${section.key} is registered twice`);
    sections.push(section);
    sections.sort((a, b) => a.order - b.order);
  },
};

/** The registered sections that have items for the park, in order; none registered, none shown. */
export async function filledSections(db: Kysely<DB>, tenantId: number): Promise<ConductPage['sections']> {
  const filled = await Promise.all(sections.map(async ({ key, title, items }) => ({ key, title, items: await items(db, tenantId) })));
  return filled.filter((s) => s.items.length > 0);
}
