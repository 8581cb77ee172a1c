/**
 * The audit-trail entry other areas show (declarations, policies, server/lib/audit-log.ts), kept
 * here for them; the certification API's types and rules are in common/certify/contract.ts.
 */
export type { AuditEntry } from './certify/contract.js';
export type { ApplicationKind, MyApplication, QueueItem as ApplicationSummary } from './certify/contract.js';
