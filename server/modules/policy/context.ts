import type { UserCtx } from '../../kit/context.js';

/** The context of a policy write: the kit's (server/kit/context.ts). */
export type Ctx = UserCtx;

/** Ids are int4 on PostgreSQL: a larger id is simply not found, not a database error. */
export const MAX_ID = 2_147_483_647;

/** The audit trail's subject type of a policy. */
export const SUBJECT = 'policy';
