import { matchContract } from '../../../../common/demand/match/contract.js';
import type { AppInstance } from '../../../app-types.js';
import { serveAll } from '../../../kit/serve.js';
import { orgOf } from '../dock/actions.js';
import { demandOf, suggestionsFor } from './suggest.js';
import { pushSuggestion } from './tell.js';

/** Matching: a demand's suggestions for its owner and the operators; the operators' push. */
export default async function matchRoutes(app: AppInstance) {
  serveAll(app, matchContract, {
    mine: async ({ params, ctx }) => suggestionsFor(ctx.db, await demandOf(ctx.db, params.id, orgOf(ctx))),
    manage: async ({ params, ctx }) => suggestionsFor(ctx.db, await demandOf(ctx.db, params.id)),
    push: ({ body, ctx }) => pushSuggestion(ctx, body.demandId, body.itemId),
  });
}
