import type { Kysely } from 'kysely';
import type { AppInstance } from '../app-types.js';
import type { ModuleMigration } from '../db/migration-order.js';
import type { DB } from '../db/schema.js';
import type { SeedDay } from '../db/seed/seed-day.js';
import type { AttachmentKind } from './attachments/kinds.js';
import type { SeedFiles } from './attachments/seed-files.js';

/**
 * A server module declares itself once, in its folder's module.ts, and is listed nowhere: the
 * folder is found (tools/generate-lists.ts) and server/modules/index.ts orders the modules by
 * their `after` (server/kit/module-order.ts). The app registers its routes, the migrator runs its
 * migrations, the demo seed adds its data. Its tables are typed where it defines them, by adding them to the
 * database type:
 *
 *   declare module '../../db/schema.js' { interface DB { finance_loans: LoansTable } }
 */
export interface ServerModule {
  /** The area's name: its folder, its contracts' tag. */
  name: string;
  /**
   * The modules it must come after (their names), when it needs them first: its demo seed writes
   * rows that refer to theirs (declarations name policies, appeals are assigned to departments).
   * Between modules that name none, the order is their names'; server/kit/module-order.test.ts
   * checks that every seed's use of another module is declared here.
   */
  after?: readonly string[];
  /** Registers the area's handlers through its contracts (server/kit/serve.ts). */
  routes?: (app: AppInstance) => Promise<void>;
  /**
   * Its migrations, in the order they run, by name: the database records each as
   * `<module>/<name>`, permanently. One that needs another module's tables says so
   * (`after: ['appeal/appeals']`); the migrator orders them all by these dependencies, after the
   * core's (server/db/migration-order.ts), so no global sequence exists to renumber. `formerly`
   * is the name a database migrated before recorded (`0006_appeals`).
   */
  migrations?: Readonly<Record<string, ModuleMigration>>;
  /**
   * Adds the area's demo data to both parks, inside the seed's transaction, after the core data
   * (parks, organisations, roles, demo accounts) and after the modules it comes `after`. Its dates
   * count from `today`, the day the park is seeded (server/db/seed/seed-day.ts). `files` stores
   * demo files (photos) as uploads are stored; null when the seed runs without a server's files
   * (a test's database): the seed then adds none.
   */
  seed?: (trx: Kysely<DB>, today: SeedDay, files: SeedFiles | null) => Promise<void>;
  /**
   * Rebuilds, for one park (`db` is its scoped handle, in a transaction), what the module keeps
   * derived from other modules' data (the cultivation's stored evaluations), from scratch: run by
   * the demo seed after every module's data and by the seed command after it grows a park, whose
   * bulk writes tell no module. Between those, the module keeps it up to date from signals
   * (server/kit/signal.ts). Answers how many rows it wrote.
   */
  refresh?: (db: Kysely<DB>) => Promise<number>;
  /**
   * What the area's records hold files as, each kind with its owner's rule: who may read and delete
   * the record's files and whether the record still takes changes (server/kit/attachments/kinds.ts).
   * A file is read and deleted by that rule; the kit refuses a kind no module declares.
   */
  attachments?: readonly AttachmentKind[];
}

export const defineModule = (module: ServerModule): ServerModule => module;
