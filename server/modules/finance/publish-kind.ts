import { PRODUCT_LIFECYCLE } from '../../../common/finance/lifecycle.js';
import { definePublishKind } from '../../kit/publish/kind.js';

/**
 * Financial products on the publish kit (server/kit/publish): entered by the park's finance staff
 * (the author is told of a return or an offline), published to every visitor.
 */
export const PRODUCT_KIND = definePublishKind({
  lifecycle: PRODUCT_LIFECYCLE,
  table: 'finance_products',
  columns: { title: 'name', reason: 'reason' },
  owner: { column: 'author_id', is: 'user' },
  permission: 'finance.manage',
  message: { topic: 'FINANCE', link: () => '/op/bankDataManage' },
  effects: {
    PUBLISH: { set: (_ctx, now) => ({ published_at: now }) },
    OFFLINE: { set: () => ({ published_at: null }) },
  },
});
