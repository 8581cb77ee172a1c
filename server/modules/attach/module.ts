import { defineModule } from '../../kit/module.js';
import routes from './routes.js';

/** Uploads and signed downloads of attachments. */
export default defineModule({ name: 'attach', routes });
