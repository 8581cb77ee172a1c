/** Constants every part of the policy module shares (the request context is the kit's: server/kit/context.ts). */

/** The audit trail's subject type of a policy. */
export const SUBJECT = 'policy';
