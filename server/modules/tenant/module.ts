import { defineModule } from '../../kit/module.js';
import routes from './routes.js';

/** The park of a hostname (SPEC §4 getTenantWrapper). */
export default defineModule({ name: 'tenant', routes });
