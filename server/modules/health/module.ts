import { defineModule } from '../../kit/module.js';
import routes from './routes.js';

/** The liveness probe (unsigned). */
export default defineModule({ name: 'health', routes });
