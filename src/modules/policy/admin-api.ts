import type { Endpoint } from '@common/contract/endpoint';
import { policyMatchContract } from '@common/policy/match/contract';
import { policyQuotaContract as quota, type QuotaForm, type QuotaTypeForm } from '@common/policy/quota/contract';
import { policyTreeContract as tree } from '@common/policy/tree/contract';
import { call } from '@/core/endpoint-call';
import { defineAction, defineQuery } from '@/ui/resource';
import { POLICY_RESOURCES } from './api';

/**
 * The operators' apply-tree editor and quota management (common/policy/tree/contract.ts,
 * quota/contract.ts).
 */

// ───────────── apply tree ─────────────

/** Every tree write may send the policy back to 待审核: the tree, the detail and the lists refresh. */
const treeSave = <E extends Endpoint>(endpoint: E) =>
  defineAction(endpoint, { revalidate: POLICY_RESOURCES, success: '保存成功' });

/** Deletes take the row's id. */
const treeDelete = { toInput: (id: number) => ({ id }), revalidate: POLICY_RESOURCES, success: '删除成功' };

export const saveItem = treeSave(tree.saveItem);
export const deleteItem = defineAction(tree.deleteItem, treeDelete);
export const saveAward = treeSave(tree.saveAward);
export const deleteAward = defineAction(tree.deleteAward, treeDelete);
export const saveCondition = treeSave(tree.saveCondition);
export const deleteCondition = defineAction(tree.deleteCondition, treeDelete);
export const saveConditionQuota = treeSave(tree.saveConditionQuota);
export const deleteConditionQuota = defineAction(tree.deleteConditionQuota, treeDelete);

// ───────────── quota types and quotas ─────────────

export const quotaTypes = defineQuery(quota.quotaTypes);
export const quotasOfType = defineQuery(quota.quotasOfType, { toInput: (typeId: number) => ({ typeId }) });
/** Every quota of every type (the condition editor's choices). */
export const allQuotas = defineQuery(quota.allQuotas);
export const quotaOptions = defineQuery(quota.quotaOptions, { toInput: (quotaId: number) => ({ quotaId }) });

/** What a quota write changes: the quota screens, the condition editor's choices, the questionnaire. */
const QUOTA_RESOURCES = [quotaTypes, quotasOfType, allQuotas, quotaOptions, policyMatchContract.questions.path];

export const isDuplicateQuotaType = async (name: string, id?: number) =>
  (await call(quota.checkDuplicateQuotaType, id ? { name, id } : { name }, { silent: true })).duplicate;

export const isDuplicateQuota = async (name: string, id?: number) =>
  (await call(quota.checkDuplicateQuota, id ? { name, id } : { name }, { silent: true })).duplicate;

const quotaWrite = <E extends Endpoint>(endpoint: E, success?: string) =>
  defineAction(endpoint, { revalidate: QUOTA_RESOURCES, ...(success ? { success } : {}) });

/** Deletes take the row's id. */
const quotaDelete = { toInput: (id: number) => ({ id }), revalidate: QUOTA_RESOURCES, success: '删除成功' };

const addQuotaType = quotaWrite(quota.addQuotaType, '保存成功');
const updateQuotaType = quotaWrite(quota.updateQuotaType, '保存成功');
/** Adds a type, or renames the one with `id`. */
export const saveQuotaType = (form: QuotaTypeForm) =>
  form.id ? updateQuotaType({ ...form, id: form.id }) : addQuotaType(form);
export const deleteQuotaType = defineAction(quota.deleteQuotaType, quotaDelete);
export const setQuotaTypeState = quotaWrite(quota.quotaTypeState);
export const setQuotaTypeIndex = quotaWrite(quota.quotaTypeIndex);

const addQuota = quotaWrite(quota.addQuota, '保存成功');
const updateQuota = quotaWrite(quota.updateQuota, '保存成功');
/** Adds a quota, or changes the one with `id`. */
export const saveQuota = (form: QuotaForm) =>
  form.id ? updateQuota({ ...form, id: form.id }) : addQuota(form);
export const deleteQuota = defineAction(quota.deleteQuota, quotaDelete);
export const setQuotaState = quotaWrite(quota.quotaState);
export const setQuotaIndex = quotaWrite(quota.quotaIndex);

export const saveQuotaOption = quotaWrite(quota.saveQuotaOption, '保存成功');
/** Reordering: the same write without a toast per row. */
export const moveQuotaOption = quotaWrite(quota.saveQuotaOption);
export const deleteQuotaOption = defineAction(quota.deleteQuotaOption, quotaDelete);
