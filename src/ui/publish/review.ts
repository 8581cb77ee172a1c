import type { AuditEntry } from '@common/contract/atoms';
import type { Endpoint, InputOf } from '@common/contract/endpoint';
import type { Lifecycle } from '@common/publish/lifecycle';
import type { Static } from 'typebox';
import {
  defineAction,
  defineItem,
  defineQuery,
  type ItemResource,
  type QueryResource,
} from '../resource';

/**
 * A kind's review resources, made from its contract's publish endpoints (common/publish/contract.ts)
 * and its lifecycle: the counts per state, a record's history, one transition, a batch. The
 * review queue and the owner's "my items" screen (src/ui/publish) take this one object.
 *
 *   export const noticeReview = defineReview(NOTICE_LIFECYCLE, {
 *     transitions: { PUBLISH: c.publish, REJECT: c.reject, WITHDRAW: c.withdraw, DELETE: c.remove },
 *     counts: c.counts, batch: c.batch, history: c.history, revalidate: AFFECTED,
 *   });
 */

/** Records in each state and in all, as countsEndpoint answers. */
export type StateCounts = Readonly<Record<string, number>> & { total: number };
export type HistoryEntry = Static<typeof AuditEntry>;

export interface ReviewEndpoints<A extends string> {
  /** The endpoint of each transition the screens take (transitionEndpoint). */
  transitions: Partial<Record<A, Endpoint>>;
  /** countsEndpoint: the operators' tabs; or the owner's own (myCounts). */
  counts?: Endpoint;
  /** batchEndpoint: the queue's batch review. */
  batch?: Endpoint;
  /** historyEndpoint. */
  history?: Endpoint;
  /** What every change refreshes besides the counts (the module's lists and items). */
  revalidate?: ReadonlyArray<string | { key: string }>;
}

export interface Review<A extends string = string> {
  lifecycle: Lifecycle<string, A>;
  counts: QueryResource<Record<never, never>, StateCounts> | undefined;
  history: ItemResource<HistoryEntry[]> | undefined;
  /** The actions the screens may take: those given an endpoint. */
  offers: (action: string) => action is A;
  /** One record takes a step (the server's message on success, the lists refreshed). */
  transition(action: A, id: number, reason?: string): Promise<unknown>;
  /** What a change refreshes: the module's resources and the counts (a save of the module names it too). */
  affected: ReadonlyArray<string | { key: string }>;
  /** Many records take one step, all or none (no per-record message). */
  batch?(action: A, ids: readonly number[], reason?: string): Promise<unknown>;
}

const withReason = (reason: string | undefined) => (reason ? { reason } : {});

export function defineReview<S extends string, A extends string>(
  lifecycle: Lifecycle<S, A>,
  endpoints: ReviewEndpoints<A>,
): Review<A> {
  const counts = endpoints.counts ? defineQuery(endpoints.counts, { toInput: () => ({}) as InputOf<Endpoint> }) : undefined;
  const revalidate = [...(endpoints.revalidate ?? []), ...(counts ? [counts] : [])];
  const actions = new Map(
    Object.entries(endpoints.transitions).map(([action, endpoint]) => {
      const e = endpoint as Endpoint;
      const run = defineAction(e, {
        toInput: (input: { id: number; reason?: string | undefined }) =>
          ({ id: input.id, ...withReason(input.reason) }) as InputOf<Endpoint>,
        revalidate,
        ...(e.message ? { success: e.message } : {}),
      });
      return [action, run] as const;
    }),
  );
  const batchEndpoint = endpoints.batch;
  const batch = batchEndpoint
    ? defineAction(batchEndpoint, {
        toInput: (input: { action: A; ids: readonly number[]; reason?: string | undefined }) =>
          ({ action: input.action, ids: [...input.ids], ...withReason(input.reason) }) as InputOf<Endpoint>,
        revalidate,
      })
    : undefined;
  return {
    lifecycle: lifecycle as Lifecycle<string, A>,
    counts: counts as Review<A>['counts'],
    history: endpoints.history ? (defineItem(endpoints.history) as ItemResource<HistoryEntry[]>) : undefined,
    affected: revalidate,
    offers: (action: string): action is A => actions.has(action as A),
    transition: (action, id, reason) => {
      const run = actions.get(action);
      if (!run) return Promise.reject(new Error(`${action}: no endpoint`));
      return run({ id, reason });
    },
    ...(batch ? { batch: (action: A, ids: readonly number[], reason?: string) => batch({ action, ids, reason }) } : {}),
  };
}
