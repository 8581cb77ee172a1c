import { defineModule } from '../../kit/module.js';
import { tables } from './migrations/tables.js';
import routes from './routes.js';
import { insertDemoFinance } from './seed/finance.js';

/** 金融超市: institutions and products, loan applications, financing needs (common/finance/README.md). */
export default defineModule({ name: 'finance', routes, migrations: { tables }, seed: insertDemoFinance });
