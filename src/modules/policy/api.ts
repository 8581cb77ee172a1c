import useSWR from 'swr';
import {
  POLICY_API,
  type ApplyTree,
  type DuplicateAnswer,
  type HotPolicy,
  type ListPoliciesQuery,
  type MatchResult,
  type PolicyAuditBody,
  type PolicyDetail,
  type PolicyEnterpriseItem,
  type PolicyFilterOptions,
  type PolicyForm,
  type PolicyListItem,
  type PolicySaved,
  type ProfileAnswers,
  type QuickMatchBody,
  type Questionnaire,
  type TestDetail,
  type TestRecordItem,
} from '../../../common/policy';
import type { AuditEntry } from '../../../common/certification';
import { request } from '../../core/http';
import { defineAction, defineItem, defineList, type ApiQuery } from '../../ui/resource';

/**
 * The policy library, the questionnaire and the matching (common/policy.ts describes every call).
 * The apply-tree editor and the quotas live in admin-api.ts.
 */

/** The list's query as the URL holds it (strings; converted in toQuery). */
export type PolicyQuery = {
  search?: string;
  level?: string;
  industry?: string;
  issuer?: string;
  state?: string;
  validity?: string;
  autoGrant?: string;
  sort?: string;
};

const toListQuery = (q: PolicyQuery): ApiQuery => {
  const query: ListPoliciesQuery = {
    search: q.search || undefined,
    level: (q.level || undefined) as ListPoliciesQuery['level'],
    industry: q.industry || undefined,
    issuer: q.issuer || undefined,
    state: (q.state || undefined) as ListPoliciesQuery['state'],
    validity: (q.validity || undefined) as ListPoliciesQuery['validity'],
    autoGrant: q.autoGrant === '1' ? true : undefined,
    sort: (q.sort || undefined) as ListPoliciesQuery['sort'],
  };
  return query as ApiQuery;
};

export const policies = defineList<PolicyListItem, PolicyQuery>({
  key: POLICY_API.list,
  path: POLICY_API.list,
  base: 'dpboot',
  toQuery: toListQuery,
});

export const policyDetail = defineItem<PolicyDetail>({
  key: POLICY_API.detail,
  path: (id) => `${POLICY_API.detail}?id=${id}`,
  base: 'dpboot',
});

export const applyTree = defineItem<ApplyTree>({
  key: 'policy/getApplyTreeByPolicyId',
  path: (id) => POLICY_API.applyTree(Number(id)),
  base: 'dpboot',
});

export const policyHistory = defineItem<AuditEntry[]>({
  key: POLICY_API.history,
  path: (id) => `${POLICY_API.history}?id=${id}`,
  base: 'dpboot',
});

const get = <T>(path: string, query?: Record<string, string | number>) =>
  request<T>(path, { base: 'dpboot', query, silent: true });

/** Levels, industries and issuers in use, for the filters and the form. */
export function usePolicyFilters() {
  return useSWR([POLICY_API.filters], () => get<PolicyFilterOptions>(POLICY_API.filters));
}

export function useHotPolicies(size = 6) {
  return useSWR([POLICY_API.hot, size], () => get<HotPolicy[]>(POLICY_API.hot, { size }));
}

export const isDuplicateTitle = async (title: string, id?: number) =>
  (await get<DuplicateAnswer>(POLICY_API.checkDuplicate, id ? { title, id } : { title })).duplicate;

/** What every policy write refreshes. */
export const POLICY_RESOURCES = [policies, policyDetail, applyTree, policyHistory, POLICY_API.filters, POLICY_API.hot];

export const savePolicy = defineAction<PolicyForm, PolicySaved>({
  path: (form) => (form.id ? POLICY_API.edit : POLICY_API.add),
  base: 'dpboot',
  revalidate: POLICY_RESOURCES,
});

export const auditPolicy = defineAction<PolicyAuditBody, PolicySaved>({
  path: POLICY_API.audit,
  base: 'dpboot',
  revalidate: POLICY_RESOURCES,
});

export const deletePolicy = defineAction<number, null>({
  path: POLICY_API.delete,
  base: 'dpboot',
  method: 'DELETE',
  toBody: () => undefined,
  toQuery: (id) => ({ id }),
  revalidate: POLICY_RESOURCES,
  success: '删除成功',
});

// ───────────── questionnaire and matching ─────────────

export function useQuestionnaire() {
  return useSWR([POLICY_API.questions], () => get<Questionnaire>(POLICY_API.questions));
}

/** What the signed-in user's organisation record answers (null key: not signed in). */
export function useProfileAnswers(enabled: boolean) {
  return useSWR(enabled ? [POLICY_API.profileAnswers] : null, () => get<ProfileAnswers>(POLICY_API.profileAnswers));
}

export const testRecords = defineList<TestRecordItem, Record<string, never>>({
  key: POLICY_API.testRecords,
  path: POLICY_API.testRecords,
  base: 'dpboot',
});

export const testDetail = defineItem<TestDetail>({
  key: POLICY_API.testDetail,
  path: (id) => `${POLICY_API.testDetail}?id=${id}`,
  base: 'dpboot',
});

/** The user's newest test record (its answers are "my current answers"); null when none. */
export function useLatestTest(enabled: boolean) {
  return useSWR(enabled ? [POLICY_API.testRecords, 'latest'] : null, async () => {
    const page = await testRecords.fetchPage({}, 1, 1);
    const first = page.list[0];
    return first ? get<TestDetail>(POLICY_API.testDetail, { id: first.id }) : null;
  });
}

export const quickMatch = defineAction<QuickMatchBody, MatchResult>({
  path: POLICY_API.quickMatch,
  base: 'dpboot',
  loading: '正在匹配……',
  revalidate: [testRecords, POLICY_API.hot],
});

export type EnterpriseQuery = { id?: string; matchLevel?: string; search?: string };

export const policyEnterprises = defineList<PolicyEnterpriseItem, EnterpriseQuery>({
  key: POLICY_API.enterprises,
  path: POLICY_API.enterprises,
  base: 'dpboot',
  toQuery: (q) => ({ id: Number(q.id), matchLevel: q.matchLevel || undefined, search: q.search || undefined }),
});
