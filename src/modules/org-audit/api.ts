import type { AuditStatus } from '../../../common/status';
import type { ApplicationSummary, AuditEntry } from '../../../common/certification';
import type { OrgType } from '../../../common/constants';
import { defineAction, defineItem, defineList } from '../../ui/resource';

/** The operators' certification review API (server/modules/certify/operator-routes.ts). */

export type Kind = 'ORG' | 'RELATE';
export type ReviewAction = 'PASS' | 'FAIL' | 'BACK';

export interface Applicant {
  id: number;
  name: string;
  phone: string;
  /** The organisation the applicant belongs to now (set once an application passed). */
  orgId: number | null;
}



export interface QueueItem extends ApplicationSummary {
  applicant: Applicant;
}

export interface Attachment {
  field: 'liceneUrl' | 'authUrl';
  title: string;
  id: number;
  filename: string;
  mime: string;
  size: number;
  url: string;
}

export interface OrgBrief {
  id: number;
  fullname: string;
  simplename: string;
  creditCode: string;
  orgtype: OrgType;
  category: string;
  address: string;
  legalPerson: string;
  certifiedUsers: number;
}

export interface ApplicationDetail extends QueueItem {
  /** In full: operators check them against the documents. */
  legalIdcard: string;
  idcard: string;
  reviewer: { id: number; name: string } | null;
  attachments: Attachment[];
  /** ORG: the park's organisation with the same credit code (null: one will be created); RELATE: the one to join. */
  org: OrgBrief | null;
  /** Oldest first. */
  history: AuditEntry[];
}

export type StatusCounts = Record<AuditStatus, number>;
export interface Counts {
  ORG: StatusCounts;
  RELATE: StatusCounts;
  toAudit: number;
}

/** The list screen's query as it lives in the URL (a type alias: the kit wants a string record). */
export type QueueQuery = {
  kind?: string;
  /** Absent for 全部. */
  status?: string;
  search?: string;
};

export const applications = defineList<QueueItem, QueueQuery>({
  key: 'certify/applications',
  path: 'certify/applications',
  base: 'dpboot',
  toQuery: ({ kind, status, search }) => ({ kind, status: status || undefined, search: search?.trim() || undefined }),
});

export const application = defineItem<ApplicationDetail>({
  key: 'certify/application',
  path: (id) => `certify/applications/${id}`,
  base: 'dpboot',
});

/** One call for every tab badge; an item resource with a fixed id. */
export const counts = defineItem<Counts>({ key: 'certify/applications/counts', path: () => 'certify/applications/counts', base: 'dpboot' });
export const COUNTS_ID = 'all';

export interface ReviewInput {
  id: number;
  action: ReviewAction;
  reason?: string;
}

export interface Reviewed {
  id: number;
  status: AuditStatus;
  orgId: number | null;
}

export const review = defineAction<ReviewInput, Reviewed>({
  path: ({ id }) => `certify/applications/${id}/audit`,
  base: 'dpboot',
  toBody: ({ action, reason }) => (action === 'PASS' ? { action } : { action, reason }),
  // The queue, its badges and the detail all change with a decision.
  revalidate: [applications, application, counts],
  success: '审核完成',
});

export type { ApplicationSummary, AuditEntry };
