import type { Kysely } from 'kysely';
import type { AppInstance } from '../app-types.js';
import type { PortableMigration } from '../db/migrations/helpers.js';
import type { DB } from '../db/schema.js';
import type { SeedDay } from '../db/seed/seed-day.js';
import type { AttachmentKind } from './attachments/kinds.js';

/**
 * A server module declares itself once (its folder's module.ts) and is listed once, in
 * server/modules/index.ts: the app registers its routes, the migrator runs its migrations, the
 * demo seed adds its data. Its tables are typed where it defines them, by adding them to the
 * database type:
 *
 *   declare module '../../db/schema.js' { interface DB { finance_loans: LoansTable } }
 */
export interface ServerModule {
  /** The area's name: its folder, its contracts' tag. */
  name: string;
  /** Registers the area's handlers through its contracts (server/kit/serve.ts). */
  routes?: (app: AppInstance) => Promise<void>;
  /**
   * Its migrations by permanent name `NNNN_what` (recorded in the database): the migrator runs
   * those of every module and of the core (server/db/migrations) in name order, so a new module
   * takes the next free number.
   */
  migrations?: Readonly<Record<string, PortableMigration>>;
  /**
   * Adds the area's demo data to both parks, inside the seed's transaction, after the core data
   * (parks, organisations, roles, demo accounts) and after the modules listed before it. Its dates
   * count from `today`, the day the park is seeded (server/db/seed/seed-day.ts).
   */
  seed?: (trx: Kysely<DB>, today: SeedDay) => Promise<void>;
  /**
   * What the area's records hold files as, each kind with its owner's rule: who may read and delete
   * the record's files and whether the record still takes changes (server/kit/attachments/kinds.ts).
   * A file is read and deleted by that rule; the kit refuses a kind no module declares.
   */
  attachments?: readonly AttachmentKind[];
}

export const defineModule = (module: ServerModule): ServerModule => module;
