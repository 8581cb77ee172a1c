// Its tables' types join the database type (the declare block in tables.ts).
export type * from './tables.js';
import { defineModule } from '../../kit/module.js';
import { chains } from './migrations/chains.js';
import { industryPortImpl } from './port.js';
import { industryPort } from './public.js';
import routes from './routes.js';
import { insertDemoChains } from './seed/chains.js';

// The park's chains, read by the score big-screen's industry view (public.ts).
industryPort.provide(industryPortImpl);

/** 产业链图谱 (/op/im, /op/indusManage): a park's chains, their local enterprises and targets. */
export default defineModule({ name: 'industry', routes, migrations: { chains }, seed: insertDemoChains });
