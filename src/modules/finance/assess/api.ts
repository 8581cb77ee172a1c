import { financeAssessContract as c } from '@common/finance/assess/contract';
import { defineAction, defineDownload, defineItem, defineList, defineQuery } from '@/ui/resource';

/** 银行考核's resources (common/finance/assess/contract.ts). */

export {
  ADDITIVE_CRITERIA,
  ASSESS_CRITERIA,
  ASSESS_CRITERION_KEYS,
  ASSESS_LIMITS,
  type AssessAdjustment,
  type AssessBank,
  type AssessResult,
  type AssessRound,
  type RoundInput,
} from '@common/finance/assess/contract';

export const rounds = defineList(c.rounds);
export const round = defineItem(c.round);
export const result = defineQuery(c.result);
export const adjustments = defineList(c.adjustments, { toQuery: (q: { roundId?: string }) => ({ roundId: Number(q.roundId ?? 0) }) });
const AFFECTED = [rounds, round, result, adjustments];
export const saveRound = defineAction(c.saveRound, { revalidate: AFFECTED });
export const computeRound = defineAction(c.computeRound, { revalidate: AFFECTED });
export const closeRound = defineAction(c.closeRound, { revalidate: AFFECTED });
export const removeRound = defineAction(c.removeRound, { revalidate: AFFECTED });
export const adjust = defineAction(c.adjust, { revalidate: AFFECTED });
export const exportResult = defineDownload(c.exportResult);
