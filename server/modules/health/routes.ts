import { sql } from 'kysely';
import { Type } from 'typebox';
import type { AppInstance } from '../../app-types.js';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../lib/schema.js';

/** Liveness and database reachability, for load balancers and the test harness. */
export default async function healthRoutes(app: AppInstance) {
  app.get(
    '/api/health',
    {
      config: { unsigned: true },
      schema: {
        tags: ['system'],
        summary: '健康检查',
        response: { 200: envelopeOf(Type.Object({ status: Type.String(), database: Type.String() })) },
      },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return ok({ status: 'up', database: app.dialect });
    },
  );
}
