import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { definePort } from '../../kit/port.js';

/** A chain as the big-screen's industry view reads it: its links, each counting one directory industry. */
export interface WallChain {
  key: string;
  name: string;
  description: string;
  links: { name: string; industry: string }[];
}

/** What the industry module (server/modules/industry/port.ts) lets other modules read. */
export interface IndustryPort {
  /**
   * The park's own chains with the links that name a directory industry (in the tree's order),
   * an industry counted in the first chain that names it only. Empty when the park has drawn none.
   */
  wallChains(db: Kysely<DB>): Promise<WallChain[]>;
}

export const industryPort = definePort<IndustryPort>('industry');
