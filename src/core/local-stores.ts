import Dexie, { type EntityTable, type Table } from 'dexie';
import type { SessionUser } from '@common/roles';
import type { TenantInfo } from '@common/tenant';
import type { DraftRecord, KeyedRecord, OutboxItem } from './local-db';

/**
 * The Dexie databases (DESIGN §5), loaded on first use (local-db.ts keeps them out of the entry
 * bundle). No React and nothing of the page: the service worker opens the outbox through this file
 * too. Every schema change is a new `version(n)` after the old ones (never edit a shipped
 * version), with an `upgrade` when rows must change.
 */

/** The database named `sys` (SPEC §4): the page's tenant at sys.info. */
export const sysDb = new Dexie('sys') as Dexie & { info: EntityTable<KeyedRecord<TenantInfo>, 'key'> };
sysDb.version(1).stores({ info: 'key' });

/**
 * Per-user local info (SPEC §3): user.info, cleared at logout. Version 2 adds the drafts, which
 * stay after logout because every draft names its park and person.
 */
export const userDb = new Dexie('user') as Dexie & {
  info: EntityTable<KeyedRecord<SessionUser>, 'key'>;
  drafts: Table<DraftRecord, [number, number, string]>;
};
userDb.version(1).stores({ info: 'key' });
userDb.version(2).stores({ info: 'key', drafts: '[tenantId+userId+key], savedAt' });

/**
 * The outbox: page-view records and appeals waiting for the network. A database of its own so
 * the service worker opens it without knowing the others; it survives logout (items keep their
 * owner).
 */
export const outboxDb = new Dexie('outbox') as Dexie & { items: EntityTable<OutboxItem, 'key'> };
outboxDb.version(1).stores({ items: 'key, state, kind, createdAt' });
