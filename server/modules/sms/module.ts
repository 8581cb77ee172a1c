import { defineModule } from '../../kit/module.js';
import { sms } from './migrations/0019_sms.js';
import { smsPortImpl } from './port.js';
import { smsPort } from './public.js';
import routes from './routes.js';
import { insertDemoSms } from './seed/sms.js';

// What other modules may send through this one's queue (public.ts).
smsPort.provide(smsPortImpl);

/**
 * SMS push (短信推送): templates, batches sent in the background, per-recipient gateway results.
 * Its seed sends to the accounts every other seed has added.
 */
export default defineModule({
  name: 'sms',
  after: ['user-admin'],
  routes,
  migrations: { sms: { ...sms, formerly: '0019_sms' } },
  seed: insertDemoSms,
});
