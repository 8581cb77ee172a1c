import { PRODUCT_LIFECYCLE } from '../../../common/service/lifecycle.js';
import { definePublishKind } from '../../kit/publish/kind.js';

/**
 * Service products on the publish kit (server/kit/publish): owned by the service organisation
 * (every active member is told of a decision), reviewed by operators holding service.manage.
 */
export const PRODUCT_KIND = definePublishKind({
  lifecycle: PRODUCT_LIFECYCLE,
  table: 'service_products',
  columns: { title: 'title', reason: 'reason' },
  owner: { column: 'org_id', is: 'org' },
  permission: 'service.manage',
  message: { topic: 'SERVICE', link: () => '/user/serviceInnovate' },
  effects: {
    APPROVE: { set: (_ctx, now) => ({ published_at: now }) },
    OFFLINE: { set: () => ({ published_at: null }) },
  },
});
