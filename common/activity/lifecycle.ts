import { defineLifecycle, OPERATOR_REVIEW } from '../publish/lifecycle.js';

export const ACTIVITY_STATUS_LABELS = { DRAFT: '草稿', PUBLISHED: '已发布', WITHDRAWN: '已下线' } as const;

/**
 * An activity's life on the publish kit (common/publish/lifecycle.ts): operators write it as a
 * draft and publish it themselves (no review step: the park's own event). A published activity may
 * be corrected in place (its place or time moves; those signed up keep their places), taken offline
 * by 下线, and published again; only a draft nobody ever signed up for may be deleted.
 */
export const ACTIVITY_LIFECYCLE = defineLifecycle({
  kind: 'activity',
  noun: '活动',
  states: ACTIVITY_STATUS_LABELS,
  created: 'DRAFT',
  published: ['PUBLISHED'],
  edit: { from: ['DRAFT', 'PUBLISHED', 'WITHDRAWN'], to: 'same', locked: '该活动不能修改' },
  editLabels: { create: '新建', edit: '修改' },
  transitions: {
    PUBLISH: {
      label: '发布',
      from: ['DRAFT', 'WITHDRAWN'],
      to: 'PUBLISHED',
      ...OPERATOR_REVIEW,
      tone: 'primary',
      confirm: '确定发布该活动吗？发布后所有访客都能看到并报名。',
      refusals: { PUBLISHED: '该活动已发布' },
    },
    WITHDRAW: {
      label: '下线',
      from: ['PUBLISHED'],
      to: 'WITHDRAWN',
      ...OPERATOR_REVIEW,
      tone: 'warning',
      confirm: '确定下线该活动吗？下线后访客看不到它，已报名的记录保留。',
      refusals: { DRAFT: '该活动未发布，无需下线', WITHDRAWN: '该活动已下线' },
    },
    DELETE: {
      label: '删除',
      from: ['DRAFT'],
      to: 'DELETED',
      by: ['operator'],
      batch: true,
      tone: 'danger',
      confirm: '确定删除该活动吗？删除后不可恢复。',
      refusals: { PUBLISHED: '已发布的活动不能删除，请先下线', WITHDRAWN: '发布过的活动保留备查，不能删除' },
    },
  },
});
