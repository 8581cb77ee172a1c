import type { FastifyRequest } from 'fastify';
import { BIZ } from '../../../common/envelope.js';
import { orgLookupContract } from '../../../common/org/lookup/contract.js';
import type { AppInstance } from '../../app-types.js';
import type { UserCtx } from '../../kit/context.js';
import { serveAll } from '../../kit/serve.js';
import { BizError } from '../../lib/errors.js';
import { lookupByCode, lookupByName } from './lookup.js';
import type { OrgSearch } from './search-repo.js';

/** Look-ups per user and minute: a person typing and picking needs a few; a script walking the registry many. */
export const LOOKUPS_PER_MINUTE = 60;

/** Counts a look-up against the user (every park's own account) before any reading. */
async function admit(app: AppInstance, ctx: UserCtx, request: FastifyRequest): Promise<void> {
  const byUser = await app.rateLimiter.hit(`org-lookup:${ctx.tenantId}:${ctx.user.id}`, LOOKUPS_PER_MINUTE, 60_000);
  if (!byUser.allowed) {
    request.log.warn({ userId: ctx.user.id }, 'organisation look-ups limited');
    throw new BizError('查询过于频繁，请稍后再试', BIZ.tooMany);
  }
}

/** SPEC §7 v2/tyc/getbycode and v2/tyc/get_by_name/new, answered from the park's organisation registry. */
export function lookupRoutes(app: AppInstance, search: OrgSearch) {
  serveAll(app, orgLookupContract, {
    byCode: async ({ query, ctx, request }) => {
      await admit(app, ctx, request);
      return lookupByCode(ctx.db, query.creditCode);
    },
    byName: async ({ query, ctx, request }) => {
      await admit(app, ctx, request);
      return lookupByName(ctx.db, search, ctx.tenantId, query.orgName);
    },
  });
}
