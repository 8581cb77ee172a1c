import { defineLifecycle, OPERATOR_REVIEW } from '../publish/lifecycle.js';
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
  transitions: {
    PUBLISH: {
      label: '发布',
      from: ['DRAFT', 'WITHDRAWN'],
      to: 'PUBLISHED',
      ...OPERATOR_REVIEW,
      tone: 'primary',
      confirm: '确定发布该榜单吗？发布后将在门户“企业服务”页公开展示，发布期间不能修改。',
      refusals: { PUBLISHED: '该榜单已发布' },
    },
    WITHDRAW: {
      label: '撤回',
      from: ['PUBLISHED'],
      to: 'WITHDRAWN',
      ...OPERATOR_REVIEW,
      tone: 'warning',
      confirm: '确定撤回该榜单吗？撤回后门户上不再展示，可修改后重新发布。',
      refusals: { DRAFT: '该榜单未发布，无需撤回', WITHDRAWN: '该榜单已撤回' },
    },
    DELETE: {
      label: '删除',
      from: ['DRAFT'],
      to: 'DELETED',
      by: ['operator'],
      batch: true,
      tone: 'danger',
      confirm: '确定删除该榜单吗？删除后不可恢复。',
      refusals: {
        PUBLISHED: '已发布的榜单不能删除，请先撤回',
        WITHDRAWN: '发布过的榜单撤回后保留备查，不能删除',
      },
    },
  },
});
