import { PROFILE_FIELDS, QUOTA_KINDS, QUOTA_STATES, type ProfileField } from '../../../common/policy.js';
import type { QuotaItem, QuotaOption, QuotaTypeItem } from '../../../common/policy/quota/contract.js';
import type { QuotaRow } from './repo-quota.js';

/** Quota rows → answers. */

export const profileFieldOf = (value: string | null): ProfileField | null =>
  value !== null && Object.hasOwn(PROFILE_FIELDS, value) ? (value as ProfileField) : null;

export function optionItem(row: {
  id: number;
  quota_id: number;
  label: string;
  indexnumber: number;
}): QuotaOption {
  return { id: row.id, quotaId: row.quota_id, label: row.label, indexnumber: row.indexnumber };
}

export function typeItem(row: {
  id: number;
  name: string;
  indexnumber: number;
  state: 'ENABLE' | 'DISABLE';
  quota_count: number;
}): QuotaTypeItem {
  return {
    id: row.id,
    name: row.name,
    indexnumber: row.indexnumber,
    state: row.state,
    stateLabel: QUOTA_STATES[row.state],
    quotaCount: row.quota_count,
  };
}

export function quotaItem(row: QuotaRow, options: QuotaOption[], usedBy: number): QuotaItem {
  return {
    id: row.id,
    typeId: row.type_id,
    typeName: row.type_name,
    name: row.name,
    kind: row.kind,
    kindLabel: QUOTA_KINDS[row.kind],
    unit: row.unit,
    isQuestion: row.is_question === 1,
    question: row.question,
    hint: row.hint,
    profileField: profileFieldOf(row.profile_field),
    indexnumber: row.indexnumber,
    state: row.state,
    stateLabel: QUOTA_STATES[row.state],
    options: row.kind === 'NUMBER' ? [] : options,
    usedBy,
  };
}
