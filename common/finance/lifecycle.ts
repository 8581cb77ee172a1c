import { defineLifecycle, publishFamilyFrame, publishFamilyReview } from '../publish/lifecycle.js';

/**
 * A financial product's life on the publish kit (common/publish/lifecycle.ts): the park's finance
 * staff enter a bank's product into 待审核, publish it after checking it with the bank (or return
 * it with the reason), take a published one offline (下架, back to 待审核 with the reason) when the
 * bank stops it, and delete one that was never published. An edit of a published product sends
 * it back to review, so enterprises never apply on terms nobody checked.
 */
const review = publishFamilyReview('金融产品');

export const PRODUCT_LIFECYCLE = defineLifecycle({
  kind: 'finance.product',
  ...publishFamilyFrame('金融产品'),
  editLabels: { create: '录入', edit: '修改', resubmit: '修改后重新提交' },
  transitions: {
    PUBLISH: { ...review.APPROVE, label: '发布' },
    REJECT: review.RETURN,
    OFFLINE: review.OFFLINE,
    DELETE: {
      label: '删除',
      from: ['CHECK', 'CANCEL'],
      to: 'DELETED',
      by: ['operator'],
      batch: true,
      tone: 'danger',
      confirm: '确定删除该金融产品吗？已有的贷款申请仍保留产品名称。',
      refusals: { JOINT: '已发布的产品不能删除，请先下架' },
    },
  },
});
