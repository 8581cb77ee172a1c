import { defineModule } from '../../kit/module.js';
import { certifyAttachments } from './attachments.js';
import routes from './routes.js';
import { insertDemoApplications } from './seed/applications.js';

/** Enterprise certification (企业认证) and its review. */
export default defineModule({ name: 'certify', routes, seed: insertDemoApplications, attachments: certifyAttachments });
