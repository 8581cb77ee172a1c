import { defineLifecycle, publishFamilyFrame, publishFamilyReview } from '../publish/lifecycle.js';
import type { PUBLISH_STATUS } from '../status.js';

/**
 * A service product's life on the publish kit (common/publish/lifecycle.ts): the service
 * organisation submits it (待审核), the park's service desk publishes it or returns it with the
 * reason, takes a published one down (下架, back to 待审核 with the reason); an edit of a published
 * product goes back to review; the organisation deletes one that is not published.
 */
const review = publishFamilyReview('服务产品');

export const PRODUCT_LIFECYCLE = defineLifecycle({
  kind: 'service.product',
  ...publishFamilyFrame('服务产品'),
  editLabels: { create: '提交审核', edit: '修改', resubmit: '修改后重新提交' },
  transitions: {
    APPROVE: review.APPROVE,
    RETURN: review.RETURN,
    OFFLINE: review.OFFLINE,
    DELETE: {
      label: '删除',
      from: ['CHECK', 'CANCEL'],
      to: 'DELETED',
      by: ['owner'],
      tone: 'danger',
      confirm: '确定删除该服务产品吗？删除后不可恢复。',
      refusals: { JOINT: '已发布的服务产品不能删除，请联系园区下架' },
    },
  },
});
export type ProductState = keyof typeof PUBLISH_STATUS;
