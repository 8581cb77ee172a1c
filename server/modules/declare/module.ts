import { defineModule } from '../../kit/module.js';
import { declarePort } from './public.js';
import { declareAttachments } from './attachments.js';
import { declarations } from './migrations/0008_declare.js';
import { declarePortImpl } from './port.js';
import routes from './routes.js';
import { insertDemoDeclarations } from './seed/declarations.js';

// What other modules may read of this one's data (server/kit/port.ts).
declarePort.provide(declarePortImpl);

/**
 * Declarations (政策申报): notices, applications, review, landing. Seeds after the policies it declares
 * for.
 * Its seed declares for the policies' apply items and continues their audit log.
 */
export default defineModule({
  name: 'declare',
  after: ['policy'],
  routes,
  migrations: { declare: { ...declarations, formerly: '0008_declare', after: ['policy/policy'] } },
  seed: insertDemoDeclarations,
  attachments: declareAttachments,
});
