/**
 * Organisations: the request and answer shapes live in the contract (common/org/contract.ts); this
 * module keeps their names for importers that knew them here.
 */
export type { OrgFilters, OrgInfor, OrgListItem, OrgPortrait, OrgSearchPayload } from './org/contract.js';
export { ALL_PROVINCES, CAPITAL_RANGE_PATTERN, YEAR_RANGE_PATTERN } from './org/contract.js';
