import type { Kysely } from 'kysely';
import { logoOf, themeColorOf, type TenantAnswer } from '../../common/tenant.js';
import type { DB, Tenant } from '../db/schema.js';

export function hostnameOf(host: string | undefined): string {
  if (!host) return '';
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The getTenantWrapper answer of a tenant; a logo or colour the portal cannot use gives the default one. */
export function toAnswer(tenant: Tenant): TenantAnswer {
  return {
    bdSysId: tenant.id,
    logo: logoOf(tenant.logo),
    fullname: tenant.fullname,
    dp_simple: tenant.dp_simple,
    sourceParkId: tenant.source_park_id,
    highTechZone: tenant.high_tech_zone,
    themeColor: themeColorOf(tenant.theme_color),
  };
}

const CACHE_MS = 30_000;

/**
 * Tenant lookups by hostname. Tenants change rarely and are read on every request, so each
 * process keeps a short-lived copy; nothing another process needs lives only here.
 */
export class TenantRepo {
  private cache = new Map<string, { tenant: Tenant; at: number }>();
  private defaultTenant: { tenant: Tenant; at: number } | undefined;

  constructor(private readonly db: Kysely<DB>) {}

  /** Drops the copies: a park's settings were saved, the next lookups read them. */
  forget(): void {
    this.cache.clear();
    this.defaultTenant = undefined;
  }

  async byId(id: number): Promise<Tenant | undefined> {
    return this.db.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async getDefault(): Promise<Tenant> {
    if (this.defaultTenant && Date.now() - this.defaultTenant.at < CACHE_MS) return this.defaultTenant.tenant;
    const tenant =
      (await this.db.selectFrom('tenants').selectAll().where('is_default', '=', 1).executeTakeFirst()) ??
      (await this.db.selectFrom('tenants').selectAll().orderBy('id').executeTakeFirst());
    if (!tenant) throw new Error('No tenant in the database: run the seed');
    this.defaultTenant = { tenant, at: Date.now() };
    return tenant;
  }

  /** The tenant served on hostname; the default tenant for an unknown one. */
  async forHostname(hostname: string): Promise<Tenant> {
    const hit = this.cache.get(hostname);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.tenant;
    const row = await this.db
      .selectFrom('tenant_hosts')
      .innerJoin('tenants', 'tenants.id', 'tenant_hosts.tenant_id')
      .selectAll('tenants')
      .where('tenant_hosts.hostname', '=', hostname)
      .executeTakeFirst();
    const tenant = row ?? (await this.getDefault());
    if (this.cache.size > 1000) this.cache.clear();
    this.cache.set(hostname, { tenant, at: Date.now() });
    return tenant;
  }
}
