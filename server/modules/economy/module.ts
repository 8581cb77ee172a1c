import { defineModule } from '../../kit/module.js';
import { catalog } from './migrations/catalog.js';
import { figures } from './migrations/figures.js';
import routes from './routes.js';
import { insertDemoEconomy } from './seed/index.js';

/** 经济运行: target indicators, the parks' sub-areas and their monthly figures, indicator definitions and enterprise data. */
export default defineModule({
  name: 'economy',
  routes,
  migrations: { figures, catalog },
  seed: insertDemoEconomy,
});
