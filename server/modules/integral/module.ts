import { defineModule } from '../../kit/module.js';
import { integralPort } from './public.js';
import { fillAttachments } from './fill/attachments.js';
import { integral } from './migrations/0020_integral.js';
import { integralFill } from './migrations/0021_integral_fill.js';
import { valuesByOrg } from './migrations/values-by-org.js';
import { integralQuality } from './quality/migration.js';
import { insertDemoQuality } from './quality/seed.js';
import routes from './routes.js';
import { insertDemoFill } from './fill/seed.js';
import { insertDemoIntegral } from './seed/integral.js';
import { integralPortImpl } from './port.js';

// Its approved figures, read by the cultivation ladder (server/modules/integral/public.ts).
integralPort.provide(integralPortImpl);

/**
 * The innovation score (创新积分制): indicator-system versions, scores with their breakdown, their
 * reads, the fill rounds (填报), and the quality directory, reserve pool and achievements. Its
 * seed reads every account and continues the audit log of policy and declare.
 */
export default defineModule({
  name: 'integral',
  after: ['user-admin'],
  routes,
  migrations: {
    scores: { ...integral, formerly: '0020_integral' },
    fill: { ...integralFill, formerly: '0021_integral_fill' },
    quality: { ...integralQuality, formerly: '0022_integral_quality' },
    valuesByOrg,
  },
  seed: async (trx, today) => {
    await insertDemoIntegral(trx, today);
    await insertDemoFill(trx, today);
    await insertDemoQuality(trx, today);
  },
  attachments: fillAttachments,
});
