import { defineModule } from '../../kit/module.js';
import { tenantLook } from './migrations/0009_tenant_look.js';
import routes from './routes.js';

/** The park of a hostname (SPEC §4 getTenantWrapper) and its look (logo, colour). */
export default defineModule({ name: 'tenant', routes, migrations: { tenant_look: { ...tenantLook, formerly: '0009_tenant_look' } } });
