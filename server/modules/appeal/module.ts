import { defineModule } from '../../kit/module.js';
import { appealPort } from './public.js';
import { appealAttachments } from './attachments.js';
import { appeals } from './migrations/0006_appeals.js';
import { appealPortImpl } from './port.js';
import routes from './routes.js';
import { insertDemoAppeals } from './seed/appeals.js';

// What other modules may read of this one's data (server/kit/port.ts).
appealPort.provide(appealPortImpl);

/**
 * Appeals (诉求): filed offline through the outbox, assigned, handled, replied, rated, analysed.
 * Its seed assigns appeals to the chart's departments and staff.
 */
export default defineModule({
  name: 'appeal',
  after: ['orgchart'],
  routes,
  migrations: { appeals: { ...appeals, formerly: '0006_appeals', after: ['orgchart/departments'] } },
  seed: insertDemoAppeals,
  attachments: appealAttachments,
});
