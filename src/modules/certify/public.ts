/** What other modules may use of the certification area: the ways to an organisation. */
export { ORG_CERTIFY, RELATE_INTENT } from './paths';
export { NeedsOrgActions, askForOrganisation } from './parts/needs-org';
