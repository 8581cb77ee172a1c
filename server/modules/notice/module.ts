import { defineModule } from '../../kit/module.js';
import { noticePort } from './public.js';
import { noticeAttachments } from './attachments.js';
import { notices } from './migrations/0003_notices.js';
import { noticePortImpl } from './port.js';
import routes from './routes.js';
import { insertDemoNotices } from './seed/notices.js';

// What other modules may read of this one's data (server/kit/port.ts).
noticePort.provide(noticePortImpl);

/** Notices (通知公告): the public list and detail, the operators' drafting and publishing. */
export default defineModule({ name: 'notice', routes, migrations: { notices: { ...notices, formerly: '0003_notices' } }, seed: insertDemoNotices, attachments: noticeAttachments });
