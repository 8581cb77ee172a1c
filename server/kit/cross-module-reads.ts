/**
 * Reads of another module's tables that are still there, each with why, until they go through
 * that module's port (a read function it provides, as server/kit/notify.ts and data-scope.ts do).
 * The list only shrinks: server/kit/joins.test.ts fails for a use of another module's table that
 * is not on it, and for an entry nothing uses any more.
 */
export const CROSS_MODULE_READS: readonly { module: string; table: string; why: string }[] = [];
