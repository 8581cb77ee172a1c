import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types. Portable column choices so one set of migrations runs on SQLite and PostgreSQL:
 * dates are ISO-8601 text, booleans are 0/1 integers, money is double precision, ids are int4.
 * Every business table carries tenant_id.
 */

/**
 * A table's tenant_id: always there when read; left out when inserting through the tenant-scoped
 * handle, which fills it (server/kit/tenant-scope.ts). An unscoped insert must still give it (the
 * column is NOT NULL).
 */
export type TenantColumn = Generated<number>;
export interface TenantsTable {
  id: number;
  fullname: string;
  dp_simple: string;
  logo: string;
  source_park_id: number;
  high_tech_zone: string;
  is_default: number;
  created_at: string;
  /** The park's colour, #rrggbb (0009); served through themeColorOf, which refuses anything else. */
  theme_color: Generated<string>;
}

export interface TenantHostsTable {
  hostname: string;
  tenant_id: TenantColumn;
}

export interface ParksTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  parent_id: number | null;
  name: string;
  province: string;
  city: string;
  county: string;
  address: string;
  longitude: number;
  latitude: number;
  area_km2: number;
}

export interface OrgsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  fullname: string;
  simplename: string;
  credit_code: string;
  orgtype: 'ORG' | 'SERVICE';
  category: string;
  industry_name: string;
  field_id: number;
  ranges: string;
  envreate: string;
  legal_person: string;
  contact_phone: string;
  province: string;
  city: string;
  county: string;
  park_id: number;
  sub_park: string;
  address: string;
  setup_date: string;
  register_capital: number;
  regist_status: string;
  longitude: number;
  latitude: number;
  gaodelng: number;
  gaodelat: number;
  created_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  phone: string;
  name: string;
  password_hash: string;
  org_id: number | null;
  status: 'ACTIVE' | 'DISABLED';
  created_at: string;
  /** Profile (0005): '' when not set; avatar_url is a download address of the user's own image. */
  email: Generated<string>;
  position: Generated<string>;
  avatar_url: Generated<string>;
}

export interface RolesTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  rolename: string;
  description: string;
  /** common/permissions.ts DataScope. */
  data_scope: Generated<string>;
  /** The SPEC §6 operator role it counts as ('管理员' / '管委会'), '' for none (common/permissions.ts). */
  kind: Generated<string>;
}

/** A permission (common/permissions.ts) a role grants. */
export interface RolePermissionsTable {
  tenant_id: TenantColumn;
  role_id: number;
  permission: string;
}

export interface UserRolesTable {
  tenant_id: TenantColumn;
  user_id: number;
  role_id: number;
}

export interface AttachmentsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  uploader_id: number | null;
  filename: string;
  mime: string;
  size: number;
  sha256: string;
  storage_key: string;
  /** PUBLIC: readable by anyone in the tenant (e.g. a published notice's files); PRIVATE: uploader and operators. */
  visibility: Generated<'PUBLIC' | 'PRIVATE'>;
  created_at: string;
  deleted_at: string | null;
}

export interface SessionsTable {
  /** sha256 of the opaque token: a leaked database does not leak live tokens. */
  token_hash: string;
  tenant_id: TenantColumn;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export type ApplicationKind = 'ORG' | 'RELATE';

export interface OrgApplicationsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  user_id: number;
  kind: ApplicationKind;
  /** RELATE: the organisation to join; ORG: set when the application passes. */
  org_id: number | null;
  fullname: string;
  credit_code: string;
  /** ORG (enterprise) or SERVICE (service organisation). */
  category: string;
  licene_url: string;
  legal_idcard: string;
  auth_url: string;
  user_name: string;
  idcard: string;
  status: 'TOAUDIT' | 'PASS' | 'FAIL' | 'BACK';
  reason: string;
  reviewer_id: number | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuditLogsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  subject_type: string;
  subject_id: number;
  action: string;
  status_from: string | null;
  status_to: string;
  reason: string;
  actor_id: number | null;
  created_at: string;
}

export interface SsoAppsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  appid: string;
  name: string;
  /** Shared secret of the HS256 tokens the application issues. */
  secret: string;
  enabled: Generated<number>;
  created_at: string;
}

export interface PageViewsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  user_id: number | null;
  url: string;
  pagename: string;
  modulename: string;
  client_key: string | null;
  created_at: string;
}

/**
 * The core's tables. Each module adds its own where it defines them (server/kit/module.ts):
 * `declare module '../../db/schema.js' { interface DB { … } }` in its tables.ts.
 */
export interface DB {
  tenants: TenantsTable;
  tenant_hosts: TenantHostsTable;
  parks: ParksTable;
  orgs: OrgsTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  role_permissions: RolePermissionsTable;
  attachments: AttachmentsTable;
  sessions: SessionsTable;
  org_applications: OrgApplicationsTable;
  audit_logs: AuditLogsTable;
  sso_apps: SsoAppsTable;
  page_views: PageViewsTable;
}

export type Tenant = Selectable<TenantsTable>;
export type Org = Selectable<OrgsTable>;
export type NewOrg = Insertable<OrgsTable>;
export type User = Selectable<UsersTable>;
export type Attachment = Selectable<AttachmentsTable>;
