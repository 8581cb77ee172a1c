/**
 * Kept while the screens move to the contract: the rules, the answers' types and the paths they
 * still use. The shapes themselves are declared once, in ./declare/contract.ts.
 */
export * from './declare/rules.js';
export type {
  ApplicationDetail,
  ApplicationForm,
  ApplicationItem,
  DeclareCounts,
  DeclareDetail,
  DeclareFile,
  DeclareInput,
  DeclareItem,
  Landing,
  MaterialFiles,
  MaterialSlot,
  MyApplicationRef,
  PolicyOption,
} from './declare/contract.js';

/** The endpoint paths under /api/dpboot/ the screens still call by path. */
export const DECLARE_API = {
  list: 'declare/xg_list_declare',
  detail: 'declare/detail_declare',
  save: 'declare/save_declare',
  isTitle: 'declare/is_declare_title',
  isName: 'declare/is_declare_name',
  remove: 'declare/delete_declare',
  saveApplication: 'declare/saveDeclareAndOrg',
  applications: 'declare/list_declareAndOrg',
  start: 'declare/startDeclare',
  application: 'declare/detail_declareAndOrg',
  upFile: 'declare/upFileInfo',
  files: 'declare/getFiles',
  landing: 'declare/addLandingInfo',
  send: 'declare/sendDeclare',
  audit: 'declare/auditDeclareAndOrg',
  counts: 'declare/countDeclareAndOrg',
  policyOptions: 'declare/policyOptions',
  exportList: 'declare/downloadDeclareAndOrg',
  exportDetail: 'declare/exportDeclareAndOrgDetail',
} as const;
