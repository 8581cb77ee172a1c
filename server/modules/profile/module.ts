import { defineModule } from '../../kit/module.js';
import { userProfile } from './migrations/0005_user_profile.js';
import routes from './routes.js';

/** The personal centre's profile. */
export default defineModule({ name: 'profile', routes, migrations: { user_profile: { ...userProfile, formerly: '0005_user_profile' } } });
