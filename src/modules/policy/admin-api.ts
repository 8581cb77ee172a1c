import useSWR from 'swr';
import {
  POLICY_API,
  type ApplyAwardForm,
  type ApplyConditionForm,
  type ApplyItemForm,
  type ConditionQuotaForm,
  type DuplicateAnswer,
  type IndexForm,
  type QuotaForm,
  type QuotaItem,
  type QuotaOption,
  type QuotaOptionForm,
  type QuotaTypeForm,
  type QuotaTypeItem,
  type Saved,
  type StateForm,
  type TreeSaved,
} from '../../../common/policy';
import { request } from '../../core/http';
import { defineAction } from '../../ui/resource';
import { POLICY_RESOURCES } from './api';

/** The operators' apply-tree editor and quota management calls (common/policy.ts). */

const get = <T>(path: string, query?: Record<string, string | number>) =>
  request<T>(path, { base: 'dpboot', query, silent: true });

// ───────────── apply tree ─────────────

/** Every tree write may send the policy back to 待审核: the tree, the detail and the lists refresh. */
const treeSave = <F>(path: string, success = '保存成功') =>
  defineAction<F, TreeSaved>({ path, base: 'dpboot', revalidate: POLICY_RESOURCES, success });

const treeDelete = (path: (id: number) => string) =>
  defineAction<number, TreeSaved>({
    path,
    base: 'dpboot',
    method: 'DELETE',
    toBody: () => undefined,
    revalidate: POLICY_RESOURCES,
    success: '删除成功',
  });

export const saveItem = treeSave<ApplyItemForm>(POLICY_API.itemSave);
export const deleteItem = treeDelete(POLICY_API.itemDelete);
export const saveAward = treeSave<ApplyAwardForm>(POLICY_API.awardSave);
export const deleteAward = treeDelete(POLICY_API.awardDelete);
export const saveCondition = treeSave<ApplyConditionForm>(POLICY_API.conditionSave);
export const deleteCondition = treeDelete(POLICY_API.conditionDelete);
export const saveConditionQuota = treeSave<ConditionQuotaForm>(POLICY_API.conditionQuotaSave);
export const deleteConditionQuota = treeDelete(POLICY_API.conditionQuotaDelete);

// ───────────── quota types and quotas ─────────────

const QUOTA_KEYS = [POLICY_API.quotaTypes, POLICY_API.quotasOfType, POLICY_API.allQuotas, POLICY_API.quotaOptions, POLICY_API.questions];

export function useQuotaTypes() {
  return useSWR([POLICY_API.quotaTypes], () => get<QuotaTypeItem[]>(POLICY_API.quotaTypes));
}

export function useQuotasOfType(typeId: number | null) {
  return useSWR(typeId ? [POLICY_API.quotasOfType, typeId] : null, () =>
    get<QuotaItem[]>(POLICY_API.quotasOfType, { typeId: typeId! }),
  );
}

/** Every quota of every type (the condition editor's choices). */
export function useAllQuotas() {
  return useSWR([POLICY_API.allQuotas], () => get<QuotaItem[]>(POLICY_API.allQuotas));
}

export function useQuotaOptions(quotaId: number | null) {
  return useSWR(quotaId ? [POLICY_API.quotaOptions, quotaId] : null, () =>
    get<QuotaOption[]>(POLICY_API.quotaOptions, { quotaId: quotaId! }),
  );
}

export const isDuplicateQuotaType = async (name: string, id?: number) =>
  (await get<DuplicateAnswer>(POLICY_API.checkDuplicateQuotaType, id ? { name, id } : { name })).duplicate;

export const isDuplicateQuota = async (name: string, id?: number) =>
  (await get<DuplicateAnswer>(POLICY_API.checkDuplicateQuota, id ? { name, id } : { name })).duplicate;

const quotaWrite = <F>(path: string | ((input: F) => string), success?: string) =>
  defineAction<F, Saved>({ path, base: 'dpboot', revalidate: QUOTA_KEYS, success });

const quotaDelete = (path: string) =>
  defineAction<number, null>({
    path,
    base: 'dpboot',
    method: 'DELETE',
    toBody: () => undefined,
    toQuery: (id) => ({ id }),
    revalidate: QUOTA_KEYS,
    success: '删除成功',
  });

export const saveQuotaType = quotaWrite<QuotaTypeForm>(
  (f) => (f.id ? POLICY_API.updateQuotaType : POLICY_API.addQuotaType),
  '保存成功',
);
export const deleteQuotaType = quotaDelete(POLICY_API.deleteQuotaType);
export const setQuotaTypeState = quotaWrite<StateForm>(POLICY_API.quotaTypeState);
export const setQuotaTypeIndex = quotaWrite<IndexForm>(POLICY_API.quotaTypeIndex);

export const saveQuota = quotaWrite<QuotaForm>((f) => (f.id ? POLICY_API.updateQuota : POLICY_API.addQuota), '保存成功');
export const deleteQuota = quotaDelete(POLICY_API.deleteQuota);
export const setQuotaState = quotaWrite<StateForm>(POLICY_API.quotaState);
export const setQuotaIndex = quotaWrite<IndexForm>(POLICY_API.quotaIndex);

export const saveQuotaOption = quotaWrite<QuotaOptionForm>(POLICY_API.quotaOptionSave, '保存成功');
/** Reordering: the same write without a toast per row. */
export const moveQuotaOption = quotaWrite<QuotaOptionForm>(POLICY_API.quotaOptionSave);
export const deleteQuotaOption = defineAction<number, null>({
  path: (id) => POLICY_API.quotaOptionDelete(id),
  base: 'dpboot',
  method: 'DELETE',
  toBody: () => undefined,
  revalidate: QUOTA_KEYS,
  success: '删除成功',
});
