import type { SessionUser } from '@common/roles';
import type * as LocalStores from './local-stores';
import type { TenantInfo } from '@common/tenant';

/**
 * The page's local data (DESIGN §5): the record types, and light access to sys.info and user.info
 * for the start-up code. The Dexie databases themselves are in local-stores.ts.
 */

/** One keyed record per store: `sys.info` holds the tenant, `user.info` the signed-in user. */
export interface KeyedRecord<T> {
  key: 'info';
  value: T;
}

/** A form's autosaved value, scoped to one park and one person (or to nobody signed in: 0). */
export interface DraftRecord {
  tenantId: number;
  userId: number;
  key: string;
  value: unknown;
  savedAt: number;
}

export type OutboxKind = 'pageview' | 'appeal';
/** 'worker' = the service worker holds the request in its background-sync queue. */
export type OutboxState = 'waiting' | 'sending' | 'worker' | 'failed' | 'sent';
export interface OutboxFile {
  field: string;
  name: string;
  type: string;
  blob: Blob;
}
export type OutboxBody =
  | { type: 'json'; value: unknown }
  | { type: 'multipart'; fields: Record<string, string>; files: OutboxFile[] };
export interface OutboxItem {
  /** Idempotency key (random uuid), sent as the header `Idempotency-Key`. */
  key: string;
  kind: OutboxKind;
  /** dpboot-relative API path, e.g. 'appeal/submit'. */
  path: string;
  body: OutboxBody;
  /** What the person sees in the waiting list. */
  label: string;
  /** The owner; lists show only the signed-in user's items. */
  userId: number | null;
  tenantId: number;
  createdAt: number;
  attempts: number;
  state: OutboxState;
  /** The server's message of a 4xx / business error (state 'failed'). */
  error?: string;
  /** The envelope's data once sent. */
  result?: unknown;
  /** When the state last changed (ms). */
  updatedAt?: number;
}

/** The header that carries the idempotency key, and the one the worker answers a queued POST with. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const QUEUED_HEADER = 'X-Outbox-Queued';

/** The operations the start-up code needs on a one-record store (sys.info, user.info). */
export interface InfoStore<T> {
  put(record: KeyedRecord<T>): Promise<unknown>;
  get(key: 'info'): Promise<KeyedRecord<T> | undefined>;
  clear(): Promise<void>;
  count(): Promise<number>;
}

/**
 * Dexie (~30 KB gzip) stays out of the entry bundle: the start-up code reaches sys.info and
 * user.info through these, which load the databases (local-stores.ts) on first use.
 */
function infoStore<T>(pick: (stores: typeof LocalStores) => InfoStore<T>): InfoStore<T> {
  const store = () => import('./local-stores').then(pick);
  return {
    put: async (record) => (await store()).put(record),
    get: async (key) => (await store()).get(key),
    clear: async () => (await store()).clear(),
    count: async () => (await store()).count(),
  };
}

/** The database named `sys` (SPEC §4): the page's tenant at sys.info. */
export const sysDb = { info: infoStore<TenantInfo>((stores) => stores.sysDb.info) };
/** Per-user local info (SPEC §3): user.info, cleared at logout. */
export const userDb = { info: infoStore<SessionUser>((stores) => stores.userDb.info) };

/** Local storage can be missing (private modes, some webviews): the app works on without it. */
export async function quietly<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch {
    return undefined;
  }
}
