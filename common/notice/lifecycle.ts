import { defineLifecycle, OPERATOR_REVIEW, publishFamilyReview } from '../publish/lifecycle.js';
import { PUBLISH_STATUS } from '../status.js';

/**
 * A notice's life (the publish kit's table, common/publish/lifecycle.ts): operators draft it into
 * 待审核, publish or reject it (with 审核意见), withdraw a published one back to 待审核, delete
 * an unpublished one. A published notice is not edited in place: it is withdrawn first, so
 * visitors never read a half-edited text; editing a rejected one resubmits it.
 */
export const NOTICE_LIFECYCLE = defineLifecycle({
  kind: 'notice',
  noun: '通知',
  states: PUBLISH_STATUS,
  created: 'CHECK',
  published: ['JOINT'],
  edit: { from: ['CHECK', 'CANCEL'], to: 'CHECK', locked: '已发布的通知不能直接修改，请先撤回' },
  editLabels: { create: '提交', edit: '修改', resubmit: '修改后重新提交' },
  transitions: {
    PUBLISH: {
      label: '发布',
      from: ['CHECK'],
      to: 'JOINT',
      ...OPERATOR_REVIEW,
      tone: 'primary',
      confirm: '确定发布该通知吗？发布后所有访客都能看到，附件将公开下载。',
      refusals: { JOINT: '该通知已发布', CANCEL: '审核不通过的通知需修改后重新提交' },
    },
    REJECT: publishFamilyReview('通知', '撤回').RETURN,
    WITHDRAW: {
      label: '撤回',
      from: ['JOINT'],
      to: 'CHECK',
      ...OPERATOR_REVIEW,
      tone: 'warning',
      confirm: '确定撤回该通知吗？撤回后访客将看不到它，附件恢复为不公开。',
      refusals: { CHECK: '该通知未发布，无需撤回', CANCEL: '该通知未发布，无需撤回' },
    },
    DELETE: {
      label: '删除',
      from: ['CHECK', 'CANCEL'],
      to: 'DELETED',
      by: ['operator'],
      batch: true,
      tone: 'danger',
      confirm: '确定删除该通知吗？删除后不可恢复。',
      refusals: { JOINT: '已发布的通知不能删除，请先撤回' },
    },
  },
});
