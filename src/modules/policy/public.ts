/** What other modules may use of the policy area: paths of its public screens. */
export {
  POLICY_INDEX,
  POLICY_LIST,
  POLICY_QUICK_MATCH,
  POLICY_RECORDS,
  POLICY_MANAGE,
  policyDetailPath,
  policyListPath,
  policyPreviewPath,
  policyEditPath,
  policyTreePath,
  recordPath,
} from './paths';
