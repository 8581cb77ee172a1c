import { defineModule } from '../../kit/module.js';
import { messageAttachments } from './attachments.js';
import { provideNotificationStore } from '../../kit/notify.js';
import { messages } from './migrations/0013_messages.js';
import routes from './routes.js';
import { insertDemoMessages } from './seed/messages.js';
import { storeNotification } from './store.js';

// The workflows' notifications (server/kit/notify.ts) are kept here.
provideNotificationStore(storeNotification);

/**
 * In-app messages (站内消息) and the workflows' system notifications (系统通知).
 * Its seed notifies about demo appeals and applications, and adds accounts after the staff's.
 */
export default defineModule({
  name: 'message',
  after: ['appeal', 'declare'],
  routes,
  migrations: { messages: { ...messages, formerly: '0013_messages' } },
  seed: insertDemoMessages,
  attachments: messageAttachments,
});
