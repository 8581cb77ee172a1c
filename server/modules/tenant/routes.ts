import { systemContract } from '../../../common/system/contract.js';
import type { AppInstance } from '../../app-types.js';
import { pick, serveAll } from '../../kit/serve.js';
import { hostnameOf, toAnswer } from '../../plugins/tenant-repo.js';

/** The park of a hostname (getTenantWrapper): the page asks before it can sign anything. */
export default async function tenantRoutes(app: AppInstance) {
  serveAll(app, pick(systemContract, ['tenant'] as const), {
    tenant: async ({ body, request }) => {
      // Without a domain: the request's own host.
      const domain = hostnameOf(body.domain ?? request.headers.host);
      return toAnswer(await app.tenants.forHostname(domain));
    },
  });
}
