import { defineModule } from '../../kit/module.js';
import routes from './routes.js';

/** Page-view records sent from the outbox. */
export default defineModule({ name: 'pagestatis', routes });
