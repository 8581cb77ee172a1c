import { actionLabels } from '../../../common/publish/lifecycle.js';
import { notFound } from '../../lib/errors.js';
import type { UserCtx } from '../context.js';
import type { Visible } from '../data-scope.js';
import { countsByState } from './counts.js';
import { historyOf } from './history.js';
import type { PublishKind } from './kind.js';
import { recordById } from './records.js';
import { applyBatch, applyTransition, standing } from './transition.js';

/**
 * The handlers of the endpoints common/publish/contract.ts declares, for one kind: an area's
 * routes spread them into its serveAll —
 *
 *   const review = publishHandlers(NOTICE_KIND);
 *   serveAll(app, noticeContract, { …, publish: review.transition('PUBLISH'), counts: review.counts, batch: review.batch, history: review.history });
 */

interface WithCtx {
  ctx: UserCtx;
}
interface WithId extends WithCtx {
  params: { id: number };
}

export function publishHandlers<S extends string, A extends string>(kind: PublishKind<S, A>) {
  const labels = actionLabels(kind.lifecycle);
  return {
    /** One record takes `action`; the answer is its new state. */
    transition:
      <const K extends A>(action: K) =>
      async ({
        ctx,
        params,
        body,
      }: WithId & { body: { reason?: string } | Record<never, never> | undefined }) => {
        // A transition without a reason has no body at all.
        const reason = body && 'reason' in body ? body.reason : undefined;
        const changed = await applyTransition(ctx, kind, params.id, action, reason);
        return changed as { id: number; status: S };
      },
    /** A transition that deletes the record: the answer is null. */
    removal:
      <const K extends A>(action: K) =>
      async ({ ctx, params }: WithId): Promise<null> => {
        await applyTransition(ctx, kind, params.id, action);
        return null;
      },
    /**
     * The park's records in each state (an operator endpoint); within the operator's data scope
     * when the endpoint declares one (the kit hands the whole park otherwise).
     */
    counts: ({ ctx, scope }: WithCtx & { scope: Visible }) => countsByState(ctx.db, kind, ctx.tenantId, { scope }),
    /** The caller's own records in each state (the owner's "my items" tabs). */
    myCounts: ({ ctx }: WithCtx) =>
      countsByState(
        ctx.db,
        kind,
        ctx.tenantId,
        { owner: kind.owner.is === 'user' ? ctx.user.id : (ctx.user.orgId ?? 0) },
      ),
    /** One transition on many records, all or none. */
    batch: async ({
      ctx,
      body,
    }: WithCtx & { body: { action: A; ids: number[]; reason?: string | undefined } }) =>
      (await applyBatch(ctx, kind, body.ids, body.action, body.reason)) as { id: number; status: S }[],
    /** A record's history, for an operator of the kind or its owner; anyone else finds nothing. */
    history: async ({ ctx, params }: WithId) => {
      const record = await recordById<S>(ctx.db, kind, ctx.tenantId, params.id);
      // A deleted record's history is kept but no longer offered: there is nothing to open it from.
      if (!record || standing(kind, ctx, record.owner).length === 0) throw notFound(kind.lifecycle.noun);
      return historyOf(ctx.db, ctx.tenantId, kind.lifecycle.kind, params.id, labels);
    },
  };
}
