import { defineModule } from '../../kit/module.js';
import { tables } from './migrations/tables.js';
import routes from './routes.js';
import { insertDemoSurveys } from './seed/surveys.js';

/**
 * 企业调查: questionnaires sent to the park's enterprises and their answers (common/survey/README.md).
 * Its seed answers as the demo accounts' enterprises, so it comes after the seeds that add accounts.
 */
export default defineModule({ name: 'survey', after: ['user-admin'], routes, migrations: { tables }, seed: insertDemoSurveys });
