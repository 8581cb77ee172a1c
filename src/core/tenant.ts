import { TENANT_CACHE_LIFETIME_MS } from '@common/constants';
import { DEFAULT_TENANT, tenantFromAnswer, type TenantAnswer, type TenantInfo } from '@common/tenant';
import { afterStartup } from './after-startup';
import { quietly, sysDb } from './local-db';

/**
 * The tenant (park) of this page, resolved from its hostname (SPEC §1, §4). Kept in memory and
 * in localStorage under the hostname with an expiry of now + 5 hours.
 */
let state: TenantInfo | null = null;
const listeners = new Set<(tenant: TenantInfo | null) => void>();

const storageKey = () => location.hostname;
const expiryKey = () => `${location.hostname}_expire`;

function publish() {
  for (const listener of listeners) listener(state);
}

export function subscribeTenant(listener: (tenant: TenantInfo | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentTenant(): TenantInfo | null {
  return state;
}

/** The sysid every request carries: the page's tenant, or the preset default before it is known. */
export function sysId(): number {
  return (state ?? DEFAULT_TENANT).id;
}

export function setTenant(tenant: TenantInfo, now = Date.now()): void {
  state = tenant;
  localStorage.setItem(storageKey(), JSON.stringify(tenant));
  localStorage.setItem(expiryKey(), String(now + TENANT_CACHE_LIFETIME_MS));
  // The local database copy (sys.info) is written once start-up has settled: Dexie is not needed
  // to draw the first screen.
  afterStartup(() => quietly(() => sysDb.info.put({ key: 'info', value: tenant })));
  publish();
}

/** A stored tenant of the current shape; one kept by an older version (without its colour) is asked for again. */
function storedTenant(text: string): TenantInfo | null {
  try {
    const value = JSON.parse(text) as Partial<TenantInfo> | null;
    return value && typeof value.id === 'number' && typeof value.themeColor === 'string' ? (value as TenantInfo) : null;
  } catch {
    return null;
  }
}

/** Restores the stored tenant; an absent or passed expiry removes both entries and empties it. */
export function readTenant(now = Date.now()): TenantInfo | null {
  const expiry = Number(localStorage.getItem(expiryKey()));
  const stored = localStorage.getItem(storageKey());
  if (!expiry || expiry <= now || !stored) {
    localStorage.removeItem(storageKey());
    localStorage.removeItem(expiryKey());
    state = null;
  } else {
    state = storedTenant(stored);
  }
  publish();
  return state;
}

export function clearTenant(): void {
  state = null;
  publish();
}

/** The cached tenant, else the server's answer for this hostname, else the preset default. */
export async function resolveTenant(
  fetchAnswer: (domain: string) => Promise<TenantAnswer>,
  now = Date.now(),
): Promise<TenantInfo> {
  const cached = readTenant(now);
  if (cached) return cached;
  let tenant: TenantInfo;
  try {
    tenant = tenantFromAnswer(await fetchAnswer(location.hostname));
  } catch {
    tenant = DEFAULT_TENANT;
  }
  setTenant(tenant, now);
  return tenant;
}
