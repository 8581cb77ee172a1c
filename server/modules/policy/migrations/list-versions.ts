import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/database.js';
import { inOneTransaction, type PortableMigration } from '../../../db/migrations/helpers.js';
import { createVersionCounter, fillVersionCounter, type VersionCounter } from '../../../db/migrations/version-counter.js';

/**
 * policy_list_versions: one counter per park, bumped by triggers on every insert, update and
 * delete of policies (a view or a match counted on a policy too: the list shows and sorts by
 * them), in the transaction that writes. The policy list keeps its answers per version
 * (server/modules/policy/list-memo.ts).
 */
const counter: VersionCounter = {
  table: 'policy_list_versions',
  watch: ['policies'],
  triggers: 'list',
  bump: 'policy_list_bump',
};

export const listVersions: PortableMigration = inOneTransaction(create);

async function create(db: Kysely<unknown>, dialect: Dialect) {
  await createVersionCounter(db, dialect, counter);
  await fillVersionCounter(db, counter, 'policies');
}
