import useSWR from 'swr';
import {
  policyLibraryContract as lib,
  type ListPoliciesQuery,
  type PolicyForm,
} from '@common/policy/library/contract';
import { policyMatchContract as match, type PolicyEnterpriseQuery } from '@common/policy/match/contract';
import { policyTreeContract } from '@common/policy/tree/contract';
import { call } from '@/core/endpoint-call';
import { defineAction, defineItem, defineList, defineQuery, revalidateResources } from '@/ui/resource';
import { sortInput, type SortParams } from '@/ui/list-page/query-state';

/**
 * The policy library, the questionnaire and the matching (common/policy/library/contract.ts,
 * match/contract.ts). The apply-tree editor and the quotas live in admin-api.ts.
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
} & SortParams;

/** The URL's strings ('' = 全部) as the endpoint takes them; the server checks them against the enums. */
const toListQuery = (q: PolicyQuery): Omit<ListPoliciesQuery, 'pagenum' | 'size'> => ({
  search: q.search || undefined,
  level: (q.level || undefined) as ListPoliciesQuery['level'],
  industry: q.industry || undefined,
  issuer: q.issuer || undefined,
  state: (q.state || undefined) as ListPoliciesQuery['state'],
  validity: (q.validity || undefined) as ListPoliciesQuery['validity'],
  autoGrant: q.autoGrant === '1' ? true : undefined,
  sort: (q.sort || undefined) as ListPoliciesQuery['sort'],
  ...sortInput<NonNullable<ListPoliciesQuery['orderBy']>>(q),
});

export const policies = defineList(lib.list, { toQuery: toListQuery });
export const policyDetail = defineItem(lib.detail);
export const applyTree = defineItem(policyTreeContract.tree);
export const policyHistory = defineItem(lib.history);
/** Levels, industries and issuers in use, for the filters and the form. */
export const policyFilters = defineQuery(lib.filters);
export const hotPolicies = defineQuery(lib.hot, { toInput: (size: number) => ({ size }) });

export const isDuplicateTitle = async (title: string, id?: number) =>
  (await call(lib.checkDuplicate, id ? { title, id } : { title }, { silent: true })).duplicate;

/** What every policy write refreshes. */
export const POLICY_RESOURCES = [policies, policyDetail, applyTree, policyHistory, policyFilters, hotPolicies];

const addPolicy = defineAction(lib.add, { revalidate: POLICY_RESOURCES });
const editPolicy = defineAction(lib.edit, { revalidate: POLICY_RESOURCES });
/** add_policy without an id, edit_policy with one. */
export const savePolicy = (form: PolicyForm) => (form.id ? editPolicy({ ...form, id: form.id }) : addPolicy(form));

export const auditPolicy = defineAction(lib.audit, { revalidate: POLICY_RESOURCES });

export const deletePolicy = defineAction(lib.delete, {
  toInput: (id: number) => ({ id }),
  revalidate: POLICY_RESOURCES,
  success: '删除成功',
});

const deleteOne = defineAction(lib.delete, { toInput: (id: number) => ({ id }), loading: false });
/** 批量删除 of the desktop table: one delete per policy, in turn; the lists refresh once at the end. */
export async function deletePolicies(ids: readonly number[]): Promise<void> {
  try {
    for (const id of ids) await deleteOne(id);
  } finally {
    void revalidateResources(POLICY_RESOURCES);
  }
}

// ───────────── questionnaire and matching ─────────────

export const questionnaire = defineQuery(match.questions);
/** What the signed-in user's organisation record answers. */
export const profileAnswers = defineQuery(match.profileAnswers);

export const testRecords = defineList(match.testRecords);
export const testDetail = defineItem(match.testDetail);

/** The user's newest test record (its answers are "my current answers"); null when none. */
export function useLatestTest(enabled: boolean) {
  return useSWR(enabled ? [testRecords.key, 'latest'] : null, async () => {
    const first = (await testRecords.fetchPage({}, 1, 1)).list[0];
    return first ? testDetail.fetch(first.id) : null;
  });
}

export const quickMatch = defineAction(match.quickMatch, {
  loading: '正在匹配……',
  revalidate: [testRecords, hotPolicies],
});

export type EnterpriseQuery = { id?: string; matchLevel?: string; search?: string } & SortParams;

export const policyEnterprises = defineList(match.enterprises, {
  toQuery: (q: EnterpriseQuery) => ({
    id: Number(q.id),
    matchLevel: (q.matchLevel || undefined) as PolicyEnterpriseQuery['matchLevel'],
    search: q.search || undefined,
    ...sortInput<NonNullable<PolicyEnterpriseQuery['orderBy']>>(q),
  }),
});
