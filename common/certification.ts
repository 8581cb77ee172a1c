import type { OrgType } from './constants.js';
import type { AuditStatus } from './status.js';

/**
 * The certification API's answers (user/certify/mine and the operators' certify/applications),
 * shared by the server's schemas and every screen that shows an application.
 */
export type ApplicationKind = 'ORG' | 'RELATE';

/** One step of an audit trail (server/lib/audit-log.ts writes them for every audited subject). */
export interface AuditEntry {
  id: number;
  /** SUBMIT / RESUBMIT / PASS / FAIL / BACK (and the publish actions of other areas). */
  action: string;
  actionLabel: string;
  from: string | null;
  to: string;
  reason: string;
  /** Who did it; null for the system. */
  actorId: number | null;
  /** '' when the actor is unknown (the system, or a user since removed). */
  actorName: string;
  createdAt: string;
}

/** What every view of an application shows. */
export interface ApplicationSummary {
  id: number;
  kind: ApplicationKind;
  kindLabel: string;
  status: AuditStatus;
  statusLabel: string;
  /** The operator's reason for FAIL / BACK. */
  reason: string;
  orgId: number | null;
  /** ORG: the name applied for; RELATE: the organisation to join. */
  fullname: string;
  creditCode: string;
  category: OrgType;
  categoryLabel: string;
  /** RELATE: the applicant's name as typed. */
  userName: string;
  liceneUrl: string;
  authUrl: string;
  createdAt: string;
  updatedAt: string;
  reviewedAt: string | null;
}

/** One of the user's own applications (user/certify/mine): ID numbers masked, trail oldest first. */
export interface MyApplication extends ApplicationSummary {
  legalIdcard: string;
  idcard: string;
  history: AuditEntry[];
}
