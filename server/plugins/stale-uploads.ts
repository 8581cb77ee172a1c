import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { attachmentStorage } from '../kit/attachments/store.js';

/**
 * At start, uploads a crashed process left half-checked in DATA_DIR/files/.incoming are removed
 * (issue V9); those younger than an hour stay, since another process sharing the files folder may
 * still be receiving them. A failure here is logged and does not stop the start.
 */
export const staleUploadsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onReady', async () => {
      try {
        const removed = await attachmentStorage(app).removeStaleUploads();
        if (removed) app.log.info({ removed }, 'removed stale temporary uploads');
      } catch (error) {
        app.log.warn({ err: error }, 'could not remove stale temporary uploads');
      }
    });
  },
  { name: 'innoweb-stale-uploads' },
);
