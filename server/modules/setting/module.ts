import { defineModule } from '../../kit/module.js';
import { parkSettings } from './migrations/0015_park_settings.js';
import routes from './routes.js';
import { insertDemoSettings } from './seed/settings.js';

/** A park's own settings: names, logo, colour, contact, home entries, registration agreements. */
export default defineModule({ name: 'setting', routes, migrations: { park_settings: { ...parkSettings, formerly: '0015_park_settings' } }, seed: insertDemoSettings });
