import { defineModule } from '../../kit/module.js';
import { activities } from './migrations/activities.js';
import routes from './routes.js';
import { insertDemoActivities } from './seed/activities.js';

/** 园区活动: activities with sign-up and SMS invitations. */
export default defineModule({ name: 'activity', routes, migrations: { activities }, seed: insertDemoActivities });
