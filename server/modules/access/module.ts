import { defineModule } from '../../kit/module.js';
import routes from './routes.js';

/** Access statistics (访问统计) of the page views the pagestatis module counts per day. */
export default defineModule({ name: 'access', routes });
