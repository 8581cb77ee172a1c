/**
 * What other modules may use of the declaration area: paths of its screens (the notices of a
 * policy, one notice, the application form, one application's progress).
 */
export { declareDetailPath, declareNoticePath, declareProcessPath, myApplicationsPath, progressPath, CENTER as DECLARE_CENTER } from './paths';
