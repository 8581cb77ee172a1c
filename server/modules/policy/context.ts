/** Constants every part of the policy module shares (the request context is the kit's: server/kit/context.ts). */

/** Ids are int4 on PostgreSQL: a larger id is simply not found, not a database error. */
export const MAX_ID = 2_147_483_647;

/** The audit trail's subject type of a policy. */
export const SUBJECT = 'policy';
