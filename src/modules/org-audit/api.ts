import { certifyContract as c, type ApplicationKind, type ReviewAction } from '@common/certify/contract';
import type { QueryOf } from '@common/contract/endpoint';
import { defineAction, defineItem, defineList, defineQuery } from '@/ui/resource';
import { sortInput, type SortParams } from '@/ui/list-page/query-state';

/** The operators' certification review (common/certify/contract.ts): the queue, its badges, a detail and the decision. */

export type {
  Applicant,
  ApplicationAttachment as Attachment,
  ApplicationCounts as Counts,
  ApplicationDetail,
  AuditEntry,
  OrgBrief,
  QueueItem,
  Reviewed,
  ReviewAction,
} from '@common/certify/contract';

export type Kind = ApplicationKind;

/** The list screen's query as it lives in the URL (a type alias: the kit wants a string record). */
export type QueueQuery = {
  kind?: string;
  /** Absent for 全部. */
  status?: string;
  search?: string;
} & SortParams;

type ListQuery = QueryOf<typeof c.list>;

/** ListPage hands over the URL's strings; the server checks them against the kinds and statuses. */
export const applications = defineList(c.list, {
  toQuery: ({ kind, status, search, ...sort }: QueueQuery) => ({
    kind: kind as ListQuery['kind'],
    status: (status || undefined) as ListQuery['status'],
    search: search?.trim() || undefined,
    ...sortInput<NonNullable<ListQuery['orderBy']>>(sort),
  }),
});

export const application = defineItem(c.detail);

/** One call for every tab badge. */
export const counts = defineQuery(c.counts);

export interface ReviewInput {
  id: number;
  action: ReviewAction;
  reason?: string;
}

export const review = defineAction(c.audit, {
  toInput: ({ id, action, reason }: ReviewInput) => (action === 'PASS' ? { id, action } : { id, action, reason }),
  // The queue, its badges and the detail all change with a decision.
  revalidate: [applications, application, counts],
  success: '审核完成',
});

/** The full ID numbers of one application: each look is written to the audit log. */
export const revealIdcard = defineAction(c.revealIdcard, { toInput: (id: number) => ({ id }) });
