import type { PolicyMatchLevel } from '@common/policy';
import { pathTo } from '@/core/paths';

/** Paths of the policy screens (built with helpers, never concatenated in components). */

export const POLICY_INDEX = '/policy/index';
export const POLICY_LIST = '/policy/list';
export const POLICY_DETAIL = '/policy/detail/:id';
export const POLICY_INFO = '/policy/info';
export const POLICY_QUESTION = '/policy/question';
export const POLICY_QUICK_MATCH = '/policy/quickMatch';
export const POLICY_ANSWER = '/policy/answer';
export const POLICY_ANSWER_OF = '/policy/answer/:id';
export const POLICY_RECORDS = '/policy/record';
export const POLICY_RECORD = '/policy/record/:id';
export const POLICY_PREVIEW = '/policy/preview';
export const POLICY_NUM = '/policy/policyNum/:id';

export const OP_INDEX = '/op/index';
export const POLICY_MANAGE = '/op/policyManage';
export const POLICY_ADD = '/op/policy/add';
export const POLICY_EDIT = '/op/policy/edit/:id';
export const POLICY_TREE = '/op/policyEdit';
export const GUIDE_MANAGE = '/op/policy/guideManage';
export const GUIDE_EDIT = '/op/policy/guideEdit';
export const POLICY_INDICATOR = '/op/policy/indicator';
export const POLICY_ENTERPRISE = '/op/policy/enterprise/:id';

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export const policyDetailPath = (id: number | string) => pathTo(POLICY_DETAIL, { id });
/** The library, optionally narrowed (search text, level, industry…). */
export const policyListPath = (query: Record<string, string | undefined> = {}) => withQuery(POLICY_LIST, query);
export const answerOfPath = (testId: number | string) => pathTo(POLICY_ANSWER_OF, { id: testId });
/** My current answers; `from` starts from the answers of that test record instead of the newest. */
export const answerPath = (from?: number) => withQuery(POLICY_ANSWER, { from });
export const recordPath = (testId: number | string) => pathTo(POLICY_RECORD, { id: testId });
/** The policies of one bucket of a test record's result. */
export type MatchBucket = PolicyMatchLevel | 'AUTO';
export const policyNumPath = (testId: number | string, bucket?: MatchBucket) =>
  withQuery(pathTo(POLICY_NUM, { id: testId }), { bucket });
/** A policy as it will appear once published (operators, from the admin). */
export const policyPreviewPath = (id: number | string) => withQuery(POLICY_PREVIEW, { id });

export const policyEditPath = (id: number | string) => pathTo(POLICY_EDIT, { id });
export const policyTreePath = (id?: number | string) => withQuery(POLICY_TREE, { id });
export const guideEditPath = (id?: number | string) => withQuery(GUIDE_EDIT, { id });
export const policyEnterprisePath = (id: number | string) => pathTo(POLICY_ENTERPRISE, { id });
export const policyManagePath = (state?: string) => withQuery(POLICY_MANAGE, { state });

/** A positive integer id from a URL text, else null. */
export { idOf } from '@/ui/id-param';
