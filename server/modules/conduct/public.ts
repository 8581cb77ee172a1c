import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { definePort } from '../../kit/port.js';

/** One line of a section: what it is, a line about it, and the app path that opens it. */
export interface ConductSectionItem {
  title: string;
  summary: string;
  /** An app path (`/sc/activity/detail/12`). */
  path: string;
}

/**
 * A section another module adds to the park's page for high-tech enterprises (/gc/conduct), as
 * the activities will (活动: those for 高新技术企业). The page shows it under its title when it
 * has items, and nothing of it when it has none.
 */
export interface ConductSection {
  /** Unique among the sections: the registering module's name and what it lists. */
  key: string;
  title: string;
  /** Its place among the sections (smaller first). */
  order: number;
  /** The items for the park, on the tenant-scoped handle of the request. */
  items(db: Kysely<DB>, tenantId: number): Promise<ConductSectionItem[]>;
}

/** What the conduct module (server/modules/conduct/port.ts) offers the others: a slot on its page. */
export interface ConductPort {
  /** Adds a section to the page; called once per section, when the registering module loads. */
  register(section: ConductSection): void;
}

export const conductPort = definePort<ConductPort>('conduct');
