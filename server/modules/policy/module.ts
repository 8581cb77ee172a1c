import { defineModule } from '../../kit/module.js';
import { policyPort } from './public.js';
import { policyAttachments } from './attachments.js';
import { listVersions } from './migrations/list-versions.js';
import { policy } from './migrations/0007_policy.js';
import { policyPortImpl } from './port.js';
import routes from './routes.js';
import { insertDemoPolicies } from './seed/policies.js';

// What other modules may read of this one's data (server/kit/port.ts).
policyPort.provide(policyPortImpl);

/** The policy library, its apply trees and quotas, quick matching. */
export default defineModule({ name: 'policy', routes, migrations: { policy: { ...policy, formerly: '0007_policy' }, listVersions }, seed: insertDemoPolicies, attachments: policyAttachments });
