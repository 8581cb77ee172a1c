import { defineModule } from '../../kit/module.js';
import { certifyAttachments } from './attachments.js';
import routes from './routes.js';
import { insertDemoApplications } from './seed/applications.js';

/**
 * Enterprise certification (企业认证) and its review.
 * Its seed adds enterprise accounts: the notices, policies and declarations are seeded from the
 * core's accounts alone, before it (the demo's user ids follow this order).
 */
export default defineModule({
  name: 'certify',
  after: ['notice', 'declare'],
  routes,
  seed: insertDemoApplications,
  attachments: certifyAttachments,
});
