import type { TenantColumn } from '../../db/schema.js';
/**
 * Tables of migration 0014_page_view_days: the page views counted per park day, kept up to date
 * as each record is stored, so the access statistics read a few thousand rows instead of scanning
 * a million page views.
 */

/** Visits of one page (module + page name) on one park day (UTC+8). */
export interface PageViewDaysTable {
  tenant_id: TenantColumn;
  /** YYYY-MM-DD, park time. */
  day: string;
  modulename: string;
  pagename: string;
  views: number;
}

/** Who (signed in) visited on one park day: a row per user and day. */
export interface PageViewDayUsersTable {
  tenant_id: TenantColumn;
  day: string;
  user_id: number;
}

declare module '../../db/schema.js' {
  interface DB {
    page_view_days: PageViewDaysTable;
    page_view_day_users: PageViewDayUsersTable;
  }
}
