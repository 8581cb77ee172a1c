import type { Kysely } from 'kysely';
import type { NoticeTopic } from '../../../common/message/contract.js';
import type { Permission } from '../../../common/permissions.js';
import type { Lifecycle } from '../../../common/publish/lifecycle.js';
import type { DB } from '../../db/schema.js';
import type { UserCtx } from '../context.js';

/**
 * What a module supplies to put one kind of record on the publish kit: its lifecycle (common/,
 * shared with the screens), its table and the few columns the kit reads, who owns a record, the
 * permission of its operators, how the owner is told, and what its transitions do besides
 * changing the status. Everything else — guards, refusals, conditional updates, history, batch,
 * counts, the owner's message — is the kit's.
 */

/** A record as the kit sees it, whatever its table. */
export interface KindRecord<S extends string> {
  id: number;
  status: S;
  title: string;
  /** The owning user or organisation (owner.is), null when it has none any more. */
  owner: number | null;
  /** The whole row, for a kind's own checks. */
  row: Readonly<Record<string, unknown>>;
}

/** What one transition does besides changing the status, each inside the change's transaction. */
export interface TransitionEffect<S extends string> {
  /** Refuses the step for this record (a rank list without entries): the message, or undefined. */
  refuse?: (
    trx: Kysely<DB>,
    ctx: UserCtx,
    record: KindRecord<S>,
  ) => Promise<string | undefined> | string | undefined;
  /** Columns it sets besides the status (the publisher, the publishing time…). */
  set?: (ctx: UserCtx, now: string, record: KindRecord<S>) => Readonly<Record<string, unknown>>;
  /** Before the update or the deletion (a deletion's child rows). */
  before?: (trx: Kysely<DB>, ctx: UserCtx, record: KindRecord<S>) => Promise<void>;
  /** After it (files made public or private again). */
  after?: (trx: Kysely<DB>, ctx: UserCtx, record: KindRecord<S>) => Promise<void>;
}

export interface PublishKind<S extends string = string, A extends string = string> {
  lifecycle: Lifecycle<S, A>;
  /** The kind's table; it has `id`, `tenant_id`, the status column and `updated_at`. */
  table: keyof DB & string;
  columns: {
    /** Default `status`. */
    status?: string;
    /** What names a record in messages and refusals (标题, 名称). */
    title: string;
    /** Where the latest reason is kept for the owner to read beside a returned record; none when absent. */
    reason?: string;
  };
  /** Who owns a record: a user (its author) or an organisation (every active member is told). */
  owner: { column: string; is: 'user' | 'org' };
  /**
   * The operator a record belongs to for the data scope (DATA_SCOPES: 本人, 本部门…), when the
   * kind's review list is narrowed by it (`dataScope: { by }` on its list and counts endpoints).
   */
  scope?: { column: string };
  /** The operators' permission for the kind's operator transitions. */
  permission: Permission;
  /** How the owner is told (transitions with `tellOwner`). */
  message: { topic: NoticeTopic; link: (id: number) => string | null };
  effects?: Partial<Record<A, TransitionEffect<S>>>;
}

/** Keeps the literal types of a kind while checking its shape. */
export const definePublishKind = <S extends string, A extends string>(
  kind: PublishKind<S, A>,
): PublishKind<S, A> => kind;
