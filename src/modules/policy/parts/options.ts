import { AWARD_KINDS, CONDITION_LOGICS, POLICY_LEVELS, POLICY_SORTS, POLICY_VALIDITY, QUOTA_KINDS } from '@common/policy';
import type { Option } from '@/ui/status';

/** The policy enums as select / filter options. */
const options = (labels: Record<string, string>): Option[] => Object.entries(labels).map(([value, label]) => ({ value, label }));

export const LEVEL_OPTIONS = options(POLICY_LEVELS);
export const VALIDITY_OPTIONS = options(POLICY_VALIDITY);
/** 最新发布 is the default order (the 全部 choice of the sort filter). */
export const SORT_OPTIONS = options(POLICY_SORTS).filter((o) => o.value !== 'NEW');
export const AWARD_KIND_OPTIONS = options(AWARD_KINDS);
export const LOGIC_OPTIONS = options(CONDITION_LOGICS);
export const QUOTA_KIND_OPTIONS = options(QUOTA_KINDS);
