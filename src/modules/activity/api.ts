import { ACTIVITY_LIFECYCLE, activityContract as c, type ACTIVITY_SORTS, type ActivityType } from '@common/activity/contract';
import type { ActivityStatus } from '@common/activity/schemas';
import { defineReview } from '@/ui/publish/review';
import { defineAction, defineDownload, defineItem, defineList } from '@/ui/resource';
import { sortInput, type SortParams } from '@/ui/list-page/query-state';

/** The activity resources (common/activity/contract.ts): the portal's list and detail, sign-up, the operators' work. */

export {
  ACTIVITY_LIMITS,
  ACTIVITY_PHASES,
  ACTIVITY_TYPES,
  HIGH_TECH_TAG,
  timesProblem,
  type ActivityDetail,
  type ActivityInput,
  type ActivityItem,
  type ActivityMine,
  type CheckinBoardAnswer,
  type EnrollItem,
  type InviteOrg,
  type ManagedActivity,
} from '@common/activity/contract';

export type OpenQuery = { phase?: string; type?: string; search?: string };
export type ManageQuery = { status?: string; search?: string } & SortParams;

export const openActivities = defineList(c.open, {
  toQuery: (q: OpenQuery) => ({
    phase: q.phase as 'OPEN' | 'ENDED' | '' | undefined,
    type: q.type as ActivityType | '' | undefined,
    search: q.search,
  }),
});
export const activityDetail = defineItem(c.detail);

export const managedActivities = defineList(c.list, {
  toQuery: (q: ManageQuery) => ({ status: q.status as ActivityStatus | '' | undefined, search: q.search, ...sortInput<(typeof ACTIVITY_SORTS)[number]>(q) }),
});

export const activityReview = defineReview(ACTIVITY_LIFECYCLE, {
  transitions: { PUBLISH: c.publish, WITHDRAW: c.withdraw, DELETE: c.remove },
  counts: c.counts,
  batch: c.batch,
  history: c.history,
  revalidate: [managedActivities, activityDetail, openActivities],
});

export const saveActivity = defineAction(c.save, { revalidate: activityReview.affected });
export const publishActivity = (id: number) => activityReview.transition('PUBLISH', id);

export const enrollActivity = defineAction(c.enroll, { revalidate: [activityDetail, openActivities] });
export const cancelEnroll = defineAction(c.cancel, { revalidate: [activityDetail, openActivities] });

export const enrolls = defineList(c.enrolls, { toQuery: (q: { activeId: string }) => ({ activeId: Number(q.activeId) }) });
export const exportEnrolls = defineDownload(c.enrollExport);

export const openCheckinBoard = defineAction(c.checkinBoard, { revalidate: [enrolls] });
export const checkIn = defineAction(c.checkin, { revalidate: [activityDetail] });

export const notInvitedOrgs = defineList(c.notInvited, { toQuery: (q: { activeId: string; search?: string }) => ({ activeId: Number(q.activeId), search: q.search }) });
export const invitedOrgs = defineList(c.invited, { toQuery: (q: { activeId: string; search?: string }) => ({ activeId: Number(q.activeId), search: q.search }) });
export const sendInvitations = defineAction(c.send, { revalidate: [notInvitedOrgs, invitedOrgs, managedActivities, activityDetail] });
