import { ACTIVITY_LIFECYCLE } from '../../../common/activity/lifecycle.js';
import { definePublishKind } from '../../kit/publish/kind.js';

/**
 * Activities on the publish kit (server/kit/publish): the lifecycle of common/activity/lifecycle.ts
 * on `activity_activities`, owned by the operator who created it.
 */
export const ACTIVITY_KIND = definePublishKind({
  lifecycle: ACTIVITY_LIFECYCLE,
  table: 'activity_activities',
  columns: { title: 'title' },
  owner: { column: 'author_id', is: 'user' },
  permission: 'activity.manage',
  message: { topic: 'ACTIVITY', link: (id) => `/op/dc/activity/enroll/${String(id)}` },
  effects: {
    PUBLISH: { set: (ctx, now) => ({ publisher_id: ctx.user.id, published_at: now }) },
    WITHDRAW: { set: () => ({ publisher_id: null, published_at: null }) },
  },
});
