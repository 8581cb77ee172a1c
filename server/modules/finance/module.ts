import { defineModule } from '../../kit/module.js';
import { assess } from './migrations/assess.js';
import { ledger } from './migrations/ledger.js';
import { places } from './migrations/places.js';
import { tables } from './migrations/tables.js';
import { financePortImpl } from './port.js';
import { financePort } from './public.js';
import routes from './routes.js';
import { insertDemoFinance } from './seed/finance.js';

/**
 * 金融超市: institutions and products, loan applications, financing needs (common/finance/README.md).
 * Its seed gives applications to the demo accounts, so it comes after the seeds that add accounts.
 */
financePort.provide(financePortImpl);

export default defineModule({ name: 'finance', after: ['user-admin'], routes, migrations: { tables, places, assess, ledger }, seed: insertDemoFinance });
