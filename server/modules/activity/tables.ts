import type { Generated } from 'kysely';
import type { ACTIVITY_STATUS_LABELS } from '../../../common/activity/lifecycle.js';
import type { TenantColumn } from '../../db/schema.js';

export type ActivityStatus = keyof typeof ACTIVITY_STATUS_LABELS;

/** A park's activities (园区活动): written and published by its operators. */
export interface ActivityActivitiesTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  title: string;
  type: string;
  host: string;
  place: string;
  /** ISO-8601 instants. */
  start_at: string;
  end_at: string;
  deadline: string;
  capacity: number;
  /** Places taken: kept with the sign-ups in one transaction, and the guard of the capacity (enroll.ts). */
  enrolled: Generated<number>;
  /** 1 when it is for 高新技术企业 (shown on /gc/conduct). */
  high_tech: number;
  body: string;
  status: ActivityStatus;
  author_id: number | null;
  publisher_id: number | null;
  published_at: string | null;
  /** The check-in code the operator shows at the event; null until check-in is opened (checkin.ts). */
  checkin_code: string | null;
  created_at: string;
  updated_at: string;
}

/** One organisation invited by SMS to one activity (at most once). */
export interface ActivityInvitesTable {
  tenant_id: TenantColumn;
  activity_id: number;
  org_id: number;
  /** The SMS batch that carried the invitation. */
  batch_id: number | null;
  invited_by: number | null;
  invited_at: string;
}

/** One user's sign-up (at most one row per user and activity; a cancelled one is CANCELLED and may be renewed). */
export interface ActivityEnrollsTable {
  id: Generated<number>;
  tenant_id: TenantColumn;
  activity_id: number;
  user_id: number;
  /** What the user was when signing up: the list keeps it as it was. */
  name: string;
  phone: string;
  org_name: string;
  remark: string;
  status: 'ENROLLED' | 'CANCELLED';
  enrolled_at: string;
  cancelled_at: string | null;
  /** When the user checked in at the event with its code; null: not (yet). */
  checked_in_at: string | null;
}

declare module '../../db/schema.js' {
  interface DB {
    activity_activities: ActivityActivitiesTable;
    activity_invites: ActivityInvitesTable;
    activity_enrolls: ActivityEnrollsTable;
  }
}
