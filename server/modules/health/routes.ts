import { sql } from 'kysely';
import { systemContract } from '../../../common/system/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serve } from '../../kit/serve.js';
import { ok } from '../../plugins/envelope.js';

/**
 * Liveness and database reachability, for load balancers and the test harness.
 *
 * The answer is written here, not by the route's response serializer: the health check is what
 * start-up waits for, and the first serializer compiled loads fast-json-stringify and Ajv (about
 * a tenth of start-up), which the first request that needs them loads instead. The answer's two
 * fields are the contract's, so nothing the schema would drop is in it.
 */
export default async function healthRoutes(app: AppInstance) {
  serve(app, systemContract.health, async ({ ctx, reply }) => {
    await sql`select 1`.execute(ctx.db);
    const answer = ok({ status: 'up', database: ctx.dialect });
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
  });
}
