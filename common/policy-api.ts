/** Endpoint paths of the policy library (re-exported by common/policy.ts). */

// ───────────────────────────── endpoint paths ─────────────────────────────

/**
 * Every policy endpoint, relative to /api/dpboot/ (as src/core/http.ts takes them). Spellings are
 * the spec's (listpolices, list_hot_polices). ◆ = public GET the service worker may cache.
 */
export const POLICY_API = {
  // policy library
  /** GET ◆ query ListPoliciesQuery → Page<PolicyListItem>. Operators may filter on state and see every state. */
  list: 'policy/listpolices',
  /** GET ◆ → PolicyFilterOptions (levels, industries and issuers in use). */
  filters: 'policy/list_filters',
  /** GET ◆ query { id } → PolicyDetail. JOINT for everyone; operators any state. Records a view. */
  detail: 'policy/policy_detail',
  /** GET ◆ → ApplyTree. Same visibility as the detail. */
  applyTree: (policyId: number) => `policy/getApplyTreeByPolicyId/${policyId}`,
  /** GET ◆ query { size? } → HotPolicy[] (live JOINT policies by views + matches). */
  hot: 'policy/list_hot_polices',
  /** GET (operator) query { title, id? } → DuplicateAnswer. */
  checkDuplicate: 'policy/check_duplicate_policy',
  /** POST (operator) body PolicyForm → PolicySaved (state CHECK). */
  add: 'policy/add_policy',
  /** POST (operator) body PolicyForm & { id } → PolicySaved (state back to CHECK). */
  edit: 'policy/edit_policy',
  /** DELETE (operator) query { id } → null. Deletes the policy with its whole apply tree, views and match rows. */
  delete: 'policy/delete_by_id',
  /** POST (operator) body PolicyAuditBody → PolicySaved. Only from CHECK. */
  audit: 'policy/audit',
  /** GET (operator) query { id } → AuditEntry[] (common/certification.ts) of the policy. */
  history: 'policy/audit_history',

  // apply tree (operator). Every change sends a JOINT/CANCEL policy back to CHECK.
  /** POST body ApplyItemForm → TreeSaved. */
  itemSave: 'policy/applyItem/saveOrUpdate',
  /** DELETE → TreeSaved (id = the deleted one). Removes its awards and conditions. */
  itemDelete: (id: number) => `policy/applyItem/delete/${id}`,
  /** POST body ApplyAwardForm → TreeSaved. */
  awardSave: 'policy/applyAward/saveOrUpdate',
  awardDelete: (id: number) => `policy/applyAward/delete/${id}`,
  /** POST body ApplyConditionForm → TreeSaved. */
  conditionSave: 'policy/applyCondition/saveOrUpdate',
  conditionDelete: (id: number) => `policy/applyCondition/delete/${id}`,
  /** POST body ConditionQuotaForm → TreeSaved. */
  conditionQuotaSave: 'policy/applyConditionAndQuota/saveOrUpdate',
  conditionQuotaDelete: (id: number) => `policy/applyConditionAndQuota/delete/${id}`,

  // quota types and quotas (operator)
  /** GET → QuotaTypeItem[] (every state). */
  quotaTypes: 'policy/quota_type_list',
  /** GET query { typeId } → QuotaItem[]. */
  quotasOfType: 'policy/quotas_of_type',
  /** POST body QuotaTypeForm → Saved. */
  addQuotaType: 'policy/addquotatype',
  /** POST body QuotaTypeForm & { id } → Saved. */
  updateQuotaType: 'policy/updatequotatype',
  /** DELETE query { id } → null. Refused while the type has quotas. */
  deleteQuotaType: 'policy/delete_quota_type',
  /** GET query { name, id? } → DuplicateAnswer. */
  checkDuplicateQuotaType: 'policy/check_duplicate_quota_type',
  /** POST body QuotaForm → Saved. */
  addQuota: 'policy/addquota',
  /** POST body QuotaForm & { id } → Saved. */
  updateQuota: 'policy/updatequota',
  /** DELETE query { id } → null. Refused while conditions use it. */
  deleteQuota: 'policy/delete_quota',
  /** GET query { name, id? } → DuplicateAnswer (quota names are unique in a park). */
  checkDuplicateQuota: 'policy/check_duplicate_quota',
  /** POST body { id, state } → Saved. */
  quotaState: 'policy/quota/updateState',
  /** POST body { id, indexnumber } → Saved. */
  quotaIndex: 'policy/quota/updateIndexnumber',
  /** POST body { id, state } → Saved. */
  quotaTypeState: 'policy/quotatype/updateState',
  /** POST body { id, indexnumber } → Saved. */
  quotaTypeIndex: 'policy/quotatype/updateIndexnumber',
  /** GET query { quotaId } → QuotaOption[]. */
  quotaOptions: 'policy/quota/options',
  /** POST body QuotaOptionForm → Saved. */
  quotaOptionSave: 'policy/quota/option/saveOrUpdate',
  /** DELETE → null. Refused while a condition uses the option. */
  quotaOptionDelete: (id: number) => `policy/quota/option/delete/${id}`,
  /** GET → QuotaItem[] of every type, enabled or not, ordered by type then indexnumber. */
  allQuotas: 'policy/all_quotas',
  /** GET query { search, size? } → QuotaItem[] (name or question contains the text). */
  searchQuotas: 'policy/search_quotas',

  // questionnaire and matching
  /** GET (public) → Questionnaire: enabled questions of enabled types. */
  questions: 'policy/questions',
  /** GET (public) query { id } → Question (an enabled question). */
  questionInfo: 'policy/questioninfo',
  /** GET (public) query { id } → QuotaOption[] of an enabled question. */
  answersOfQuestion: 'policy/answers_of_question',
  /** GET (login) → ProfileAnswers: what the user's organisation record answers. */
  profileAnswers: 'policy/my_profile_answers',
  /** POST (login) body QuickMatchBody → MatchResult; saves a test record. */
  quickMatch: 'policy/quick_match',
  /** GET (login) query { pagenum?, size? } → Page<TestRecordItem>: the user's own records. */
  testRecords: 'policy/list_test_records',
  /** GET (login) query { id } → TestDetail. The owner, or an operator of the park. */
  testDetail: 'policy/testdetail',
  /** GET (operator) query PolicyEnterpriseQuery → Page<PolicyEnterpriseItem>. */
  enterprises: 'policy/enterprise',
} as const;
