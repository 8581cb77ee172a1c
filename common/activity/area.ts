import { defineArea } from '../contract/area.js';

/** 园区活动 (activities with sign-up and SMS invitations): what the area declares about itself. */
export const activityArea = defineArea({
  name: 'activity',
  permissions: { 'activity.manage': { label: '园区活动管理（发布、短信邀请、报名名单）', group: '载体、创新、投资与活动' } },
  topics: { ACTIVITY: '园区活动' },
});
