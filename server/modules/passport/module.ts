import { defineModule } from '../../kit/module.js';
import passportRoutes from './routes.js';
import { insertDemoSsoApp } from './seed/sso-apps.js';
import ssoRoutes from './routes-sso.js';

/** Accounts (login, registration, password) and single sign-on from registered applications. */
export default defineModule({
  name: 'passport',
  routes: async (app) => {
    await app.register(passportRoutes);
    await app.register(ssoRoutes);
  },
  seed: insertDemoSsoApp,
});
