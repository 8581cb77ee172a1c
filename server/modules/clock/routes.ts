import { Type } from 'typebox';
import type { AppInstance } from '../../app-types.js';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../lib/schema.js';

const ClockSchema = envelopeOf(Type.Object({ now: Type.Integer({ description: '服务器时间（毫秒）' }) }));

/**
 * Server time. Signed requests must carry a timestamp inside the server's window, so a client
 * whose clock is off reads the unsigned clock and corrects its timestamps; the signed clock lets
 * it confirm that its signing works. Both are also the benchmark's ceiling and signing-cost probes.
 */
export default async function clockRoutes(app: AppInstance) {
  app.get(
    '/api/need/clock',
    { config: { unsigned: true }, schema: { tags: ['system'], summary: '服务器时间（无需签名）', response: { 200: ClockSchema } } },
    async () => ok({ now: Date.now() }),
  );
  app.get(
    '/api/dpboot/clock',
    { schema: { tags: ['system'], summary: '服务器时间（校验签名）', response: { 200: ClockSchema } } },
    async () => ok({ now: Date.now() }),
  );
}
