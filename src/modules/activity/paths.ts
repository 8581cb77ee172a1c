/** Paths of the activity screens (SPEC §2), built with helpers, never concatenated in components. */
export const ACTIVITY_LIST = '/sc/activity/list';
export const activityPath = (id: number | string) => `/sc/activity/detail/${String(id)}`;
export const ACTIVITY_MANAGE = '/op/dc/activity';
export const ACTIVITY_ADD = '/op/dc/activity/add';
export const activityEditPath = (id: number | string) => `/op/dc/activity/edit/${String(id)}`;
export const activityEnrollPath = (id: number | string) => `/op/dc/activity/enroll/${String(id)}`;
