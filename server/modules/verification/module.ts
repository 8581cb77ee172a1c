import { defineModule } from '../../kit/module.js';
import routes from './routes.js';

/** Captchas and SMS codes. */
export default defineModule({ name: 'verification', routes });
