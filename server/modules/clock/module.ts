import { defineModule } from '../../kit/module.js';
import routes from './routes.js';

/** The server's time, so clients whose clock is off can sign their requests. */
export default defineModule({ name: 'clock', routes });
