/**
 * Kept for importers outside the declaration code (server/db/schema-declare.ts and the demo seed's
 * declarations-data.ts) until they import common/declare/rules.ts themselves.
 */
export * from './declare/rules.js';
