import { defineModule } from '../../kit/module.js';
import { figures } from './migrations/figures.js';
import routes from './routes.js';
import { insertDemoFigures } from './seed/figures.js';

/** 经济运行: target indicators, the parks' sub-areas and their monthly figures. */
export default defineModule({ name: 'economy', routes, migrations: { figures }, seed: insertDemoFigures });
