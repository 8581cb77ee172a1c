import { defineModule } from '../../kit/module.js';
import { declareAttachments } from './attachments.js';
import { declarations } from './migrations/0008_declare.js';
import routes from './routes.js';
import { insertDemoDeclarations } from './seed/declarations.js';

/** Declarations (政策申报): notices, applications, review, landing. Seeds after the policies it declares for. */
export default defineModule({ name: 'declare', routes, migrations: { declare: { ...declarations, formerly: '0008_declare', after: ['policy/policy'] } }, seed: insertDemoDeclarations, attachments: declareAttachments });
