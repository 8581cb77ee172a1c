import { defineModule } from '../../kit/module.js';
import { activities } from './migrations/activities.js';
import { checkin } from './migrations/checkin.js';
import routes from './routes.js';
import { insertDemoActivities } from './seed/activities.js';

/**
 * 园区活动: activities with sign-up and SMS invitations. Its seed signs up the enterprise accounts
 * the seeds before it added.
 */
export default defineModule({ name: 'activity', after: ['user-admin'], routes, migrations: { activities, checkin }, seed: insertDemoActivities });
