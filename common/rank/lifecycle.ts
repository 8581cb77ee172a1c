import { defineLifecycle, operatorPublishes } from '../publish/lifecycle.js';
import { PUBLISHED_LOCKED, RANK_STATUS_LABELS } from './rules.js';

/**
 * A rank list's life on the publish kit (common/publish/lifecycle.ts): its own states, not one of
 * SPEC §4's families. Operators build it as a draft and publish it themselves (no review step);
 * a published list goes offline by 撤回 and may be corrected and published again; only a draft
 * nobody outside ever saw may be deleted.
 */
export const RANK_LIFECYCLE = defineLifecycle({
  kind: 'rank',
  noun: '榜单',
  states: RANK_STATUS_LABELS,
  created: 'DRAFT',
  published: ['PUBLISHED'],
  // Drafts and withdrawn lists are corrected in place and keep their state.
  edit: { from: ['DRAFT', 'WITHDRAWN'], to: 'same', locked: PUBLISHED_LOCKED },
  editLabels: { create: '新建', edit: '修改' },
  transitions: operatorPublishes('榜单', '撤回', {
    afterPublish: '发布后将在门户“企业服务”页公开展示，发布期间不能修改。',
    afterOffline: '撤回后门户上不再展示，可修改后重新发布。',
    deletePublished: '已发布的榜单不能删除，请先撤回',
    deleteWithdrawn: '发布过的榜单撤回后保留备查，不能删除',
  }),
});
