/**
 * Reads of another module's tables that are still there, each with why, until they go through
 * that module's port (a read function it provides, as server/kit/notify.ts and data-scope.ts do).
 * The list only shrinks: server/kit/joins.test.ts fails for a use of another module's table that
 * is not on it, and for an entry nothing uses any more.
 */
export const CROSS_MODULE_READS: readonly { module: string; table: string; why: string }[] = [
  { module: 'customer', table: 'notices', why: 'the assistant answers from published notices; to read them through a notice port' },
  { module: 'customer', table: 'policies', why: 'the assistant answers from published policies; to read them through a policy port' },
  { module: 'declare', table: 'policies', why: 'a declaration notice names its policy; to read it through a policy port' },
  { module: 'declare', table: 'policy_apply_items', why: 'a declaration is made for an apply item of a policy; to read it through a policy port' },
  { module: 'integral', table: 'declarations', why: 'an achievement (政策扶持) names the declaration it came from; to read it through a declare port' },
  { module: 'integral', table: 'declare_applications', why: 'the achievements read the applications that were granted; to read them through a declare port' },
  { module: 'integral', table: 'declare_landings', why: 'the achievements read the granted amounts; to read them through a declare port' },
  { module: 'orgchart', table: 'departments', why: 'the departments table is created by the appeal migration; to move to the organisation chart' },
  { module: 'orgchart', table: 'appeals', why: 'a department cannot be deleted while appeals are assigned to it; to ask through an appeal port' },
  { module: 'orgchart', table: 'appeal_events', why: 'a department cannot be deleted while an appeal’s timeline names it; to ask through an appeal port' },
];
