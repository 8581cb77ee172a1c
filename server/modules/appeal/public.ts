import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { definePort } from '../../kit/port.js';

/** What the appeal module (server/modules/appeal/port.ts) lets other modules read. */
export interface AppealPort {
  /**
   * How many of the park's appeals a department handled: assigned to it now, or named in their
   * timeline. Such a department keeps its history, so it cannot be deleted.
   */
  handledByDepartment(db: Kysely<DB>, departmentId: number): Promise<number>;
}

export const appealPort = definePort<AppealPort>('appeal');
