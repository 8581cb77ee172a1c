/**
 * The audit-trail entry other areas show (server/lib/audit-log.ts writes it), kept here for them;
 * the certification API's types and rules are in common/certify/contract.ts.
 */
export type { AuditEntry } from './certify/contract.js';
