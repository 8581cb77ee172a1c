import {
  FILL_PHASES,
  FILL_STATES,
  integralFillContract as c,
  type FillPhase,
  type FillState,
} from '@common/integral/fill/contract';
import { call } from '@/core/endpoint-call';
import { defineAction, defineDownload, defineItem, defineList, defineQuery } from '@/ui/resource';
import { integralFilters } from '../api-ranking';
import { integralModel, myIntegral } from '../api-public';

/**
 * Fill rounds (填报, common/integral/fill/contract.ts): the enterprise's rounds and its submission,
 * the operators' rounds, progress, data, audit, fill on behalf and .xlsx import.
 */

export {
  FILL_FIELD_RULES,
  FILL_LIMITS,
  FILL_PHASE,
  FILL_PHASES,
  FILL_SCOPE_LABELS,
  FILL_SCOPE_MODES,
  FILL_STATE,
  FILL_STATES,
  fillFieldProblem,
  fillFieldTitle,
  fillProblems,
  ITEM_AUDIT,
  operatorMayWrite,
  type FillAuditResult,
  type FillCounts,
  type FillDataItem,
  type FillFieldInfo,
  type FillImportResult,
  type FillItem,
  type FillMineItem,
  type FillOptions,
  type FillPhase,
  type FillProgressItem,
  type FillRound,
  type FillRoundDetail,
  type FillRoundSave,
  type FillScopeMode,
  type FillState,
  type FillSubmission,
  type FillValuesInput,
  type ItemAudit,
} from '@common/integral/fill/contract';

const phaseOf = (value: string | undefined): FillPhase | undefined => FILL_PHASES.find((p) => p === value);
const stateOf = (value: string | undefined): FillState | undefined => FILL_STATES.find((s) => s === value);
const idOf = (value: string) => Number(value);

// ---- The enterprise ----

export type MineQuery = { phase?: string };
export const myRounds = defineList(c.mine, { toQuery: (q: MineQuery) => ({ phase: phaseOf(q.phase) }) });
export const mySubmission = defineItem(c.mineDetail);

/** Every read of a submission and of the scores it feeds: all change with a save, submit or audit. */
const SUBMISSION_READS = [myRounds, mySubmission];

export const saveMine = defineAction(c.mineSave, { revalidate: SUBMISSION_READS, loading: false });
export const submitMine = defineAction(c.mineSubmit, { revalidate: SUBMISSION_READS, loading: false });

// ---- Operators: rounds ----

export type RoundsQuery = { phase?: string; year?: string; search?: string };
export const fillRounds = defineList(c.rounds, {
  toQuery: (q: RoundsQuery) => ({
    phase: phaseOf(q.phase),
    year: q.year && /^\d{4}$/.test(q.year) ? Number(q.year) : undefined,
    search: q.search?.trim() || undefined,
  }),
});
export const fillRound = defineItem(c.round);
export const fillOptions = defineQuery(c.options);
export type EnterpriseQuery = { search?: string; industry?: string; area?: string };
export const fillEnterprises = defineList(c.enterprises, {
  toQuery: (q: EnterpriseQuery) => ({
    search: q.search?.trim() || undefined,
    industry: q.industry || undefined,
    area: q.area || undefined,
  }),
});

const ROUND_READS = [fillRounds, fillRound];
export const saveRound = defineAction(c.saveRound, { revalidate: ROUND_READS });
export const closeRound = defineAction(c.closeRound, {
  toInput: (id: number) => ({ id }),
  revalidate: ROUND_READS,
});
export const removeRound = defineAction(c.removeRound, {
  toInput: (id: number) => ({ id }),
  revalidate: ROUND_READS,
});

// ---- Operators: progress and data ----

export type ProgressQuery = { id: string; state?: string; search?: string };
export const fillProgress = defineList(c.progress, {
  toQuery: (q: ProgressQuery) => ({
    id: idOf(q.id),
    state: stateOf(q.state),
    search: q.search?.trim() || undefined,
  }),
});
/** The round and its counts per state (counts ignore the list's filters): the progress endpoint's first row. */
export const fillProgressSummary = defineQuery(c.progress, {
  key: 'integral/fill/orgs/summary',
  toInput: (id: number) => ({ id, size: 1 }),
});

export type DataQuery = { id: string; state?: string; search?: string };
const dataFilters = (q: Omit<DataQuery, 'id'>) => ({
  state: stateOf(q.state),
  search: q.search?.trim() || undefined,
});
export const fillData = defineList(c.data, {
  toQuery: ({ id, ...q }: DataQuery) => ({ id: idOf(id), ...dataFilters(q) }),
});
/** The round and its fields (the table's columns): the data endpoint's first row. */
export const fillDataSummary = defineQuery(c.data, {
  key: 'integral/fill/data/summary',
  toInput: (id: number) => ({ id, size: 1 }),
});
export const fillDataExport = defineDownload(c.dataExport, {
  toInput: ({ id, ...q }: DataQuery) => ({ id: idOf(id), ...dataFilters(q) }),
});
export const fillImportTemplate = defineDownload(c.importTemplate, { toInput: (id: number) => ({ id }) });

/** 导入: the .xlsx as multipart (field `file`); the answer lists every bad row, and nothing is saved then. */
export function importFill(id: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(c.import, { id }, { multipart: form, loading: '导入中……' });
}

// ---- Operators: audit and fill on behalf ----

export const fillAuditDetail = defineQuery(c.auditDetail, {
  toInput: ({ id, orgid }: { id: number; orgid: number }) => ({ id, orgid }),
});
/** An approval recomputes the score: the ranking and the portraits read again. */
const AFTER_AUDIT = [
  ...SUBMISSION_READS,
  fillAuditDetail,
  fillProgress,
  fillProgressSummary,
  fillData,
  fillRounds,
  'integral/ranking',
  'integral/portrait',
  integralFilters,
  myIntegral,
  integralModel,
];
export const auditFill = defineAction(c.audit, { revalidate: AFTER_AUDIT });
export const opFill = defineAction(c.opfill, {
  revalidate: [...SUBMISSION_READS, fillAuditDetail, fillProgress, fillProgressSummary, fillData],
  loading: false,
});
