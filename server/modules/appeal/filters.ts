import type { AppealFilters } from '../../../common/appeal/contract.js';
import type { ListFilter } from './repo.js';
import { statesFilter } from './rules.js';
import { MAX_ID } from '../../../common/contract/atoms.js';

/** A department id beyond int4 matches nothing (rather than failing on PostgreSQL). */
function departmentOf(raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  const id = Number(raw);
  return id > MAX_ID ? -1 : id || undefined;
}

/** The operators' list filters (query of appeal/list, body of the export) as a repository filter. */
export function filterOf(input: AppealFilters, now: string): ListFilter {
  return {
    states: statesFilter(input.states),
    category: input.category || undefined,
    departmentId: departmentOf(input.departmentId),
    overdueAt: input.overdue === '1' ? now : undefined,
    search: input.search,
    ids: input.ids,
  };
}
