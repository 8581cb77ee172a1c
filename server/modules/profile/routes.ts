import { profileContract } from '../../../common/profile/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serveAll } from '../../kit/serve.js';
import { loadProfile, saveProfile } from './service.js';

/** The personal profile of /user/index and /user/edit: the signed-in user's own data only. */
export default async function profileRoutes(app: AppInstance) {
  serveAll(app, profileContract, {
    get: ({ ctx }) => loadProfile(ctx),
    save: ({ body, ctx }) => saveProfile(ctx, body),
  });
}
