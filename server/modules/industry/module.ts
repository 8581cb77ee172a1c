// Its tables' types join the database type (the declare block in tables.ts).
export type * from './tables.js';
import type { AppInstance } from '../../app-types.js';
import { defineModule } from '../../kit/module.js';
import { chains } from './migrations/chains.js';
import { torch } from './migrations/torch.js';
import orgRoutes from './org/routes.js';
import { industryPortImpl } from './port.js';
import { industryPort } from './public.js';
import chainRoutes from './routes.js';
import { insertDemoChains } from './seed/chains.js';
import { insertDemoTorch } from './seed/torch.js';
import torchRoutes from './torch/routes.js';

// The park's chains, read by the score big-screen's industry view (public.ts).
industryPort.provide(industryPortImpl);

async function routes(app: AppInstance) {
  await chainRoutes(app);
  await orgRoutes(app);
  await torchRoutes(app);
}

/** 产业链图谱 (/op/im, /op/indusManage): a park's chains, their local enterprises and targets, the enterprises' torch figures and devices. */
export default defineModule({
  name: 'industry',
  routes,
  migrations: { chains, torch },
  seed: async (db, today) => {
    await insertDemoChains(db, today);
    await insertDemoTorch(db, today);
  },
});
