/** What other modules may use of the appeal area: the entry paths (personal centre, workbench). */
export { USER_APPEAL, USER_APPEAL_ADD, opAppealListPath, OP_ANALYSE } from './paths';
