import { matchContract as m } from '@common/demand/match/contract';
import { defineAction, defineItem } from '@/ui/resource';

/** Matching's resources (common/demand/match/contract.ts): a demand's suggestions, the operators' push. */

export type { SuggestionT as Suggestion } from '@common/demand/match/contract';

export const mySuggestions = defineItem(m.mine, { key: 'demand-match-mine' });
export const managedSuggestions = defineItem(m.manage, { key: 'demand-match-manage' });
export const pushSuggestion = defineAction(m.push, { revalidate: [managedSuggestions] });
