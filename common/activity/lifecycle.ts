import { defineLifecycle, operatorPublishes } from '../publish/lifecycle.js';

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
  transitions: operatorPublishes('活动', '下线', {
    afterPublish: '发布后所有访客都能看到并报名。',
    afterOffline: '下线后访客看不到它，已报名的记录保留。',
    deletePublished: '已发布的活动不能删除，请先下线',
    deleteWithdrawn: '发布过的活动保留备查，不能删除',
  }),
});
