import Dexie, { type EntityTable } from 'dexie';
import type { SessionUser } from '../../common/roles';
import type { TenantInfo } from '../../common/tenant';

/** One keyed record per store: `sys.info` holds the tenant, `user.info` the signed-in user. */
interface KeyedRecord<T> {
  key: 'info';
  value: T;
}

/** The database named `sys` (SPEC §4): the page's tenant at sys.info. */
export const sysDb = new Dexie('sys') as Dexie & { info: EntityTable<KeyedRecord<TenantInfo>, 'key'> };
sysDb.version(1).stores({ info: 'key' });

/** Per-user local info (SPEC §3): user.info, cleared at logout. */
export const userDb = new Dexie('user') as Dexie & { info: EntityTable<KeyedRecord<SessionUser>, 'key'> };
userDb.version(1).stores({ info: 'key' });

/** Local storage can be missing (private modes, some webviews): the app works on without it. */
export async function quietly<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch {
    return undefined;
  }
}
