import { sql } from 'kysely';
import { systemContract } from '../../../common/system/contract.js';
import type { AppInstance } from '../../app-types.js';
import { serve } from '../../kit/serve.js';

/** Liveness and database reachability, for load balancers and the test harness. */
export default async function healthRoutes(app: AppInstance) {
  serve(app, systemContract.health, async ({ ctx }) => {
    await sql`select 1`.execute(ctx.db);
    return { status: 'up', database: ctx.dialect };
  });
}
