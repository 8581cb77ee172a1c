import { systemContract } from '../../../common/system/contract.js';
import type { AppInstance } from '../../app-types.js';
import { pick, serveAll } from '../../kit/serve.js';

/**
 * Server time. Signed requests must carry a timestamp inside the server's window, so a client
 * whose clock is off reads the unsigned clock and corrects its timestamps; the signed clock lets
 * it confirm that its signing works. Both are also the benchmark's ceiling and signing-cost probes.
 */
export default async function clockRoutes(app: AppInstance) {
  serveAll(app, pick(systemContract, ['clock', 'signedClock'] as const), {
    clock: () => ({ now: Date.now() }),
    signedClock: () => ({ now: Date.now() }),
  });
}
