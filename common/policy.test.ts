import { describe, expect, it } from 'vitest';
import {
  CONDITION_OPERATORS,
  CONDITION_OPERATOR_KEYS,
  formatAward,
  POLICY_LEVEL_KEYS,
  POLICY_STATES,
  PROFILE_FIELD_KEYS,
  PROFILE_FIELDS,
  validityOf,
} from './policy.js';
import { fillPath } from './contract/endpoint.js';
import { policyLibraryContract } from './policy/library/contract.js';
import { policyMatchContract } from './policy/match/contract.js';
import { policyQuotaContract } from './policy/quota/contract.js';
import { policyTreeContract } from './policy/tree/contract.js';

describe('common/policy', () => {
  it('tells where a day lies in a validity range; no end date never expires', () => {
    expect(validityOf('2026-01-01', '2026-12-31', '2025-12-31')).toBe('UPCOMING');
    expect(validityOf('2026-01-01', '2026-12-31', '2026-01-01')).toBe('LIVE');
    expect(validityOf('2026-01-01', '2026-12-31', '2026-12-31')).toBe('LIVE');
    expect(validityOf('2026-01-01', '2026-12-31', '2027-01-01')).toBe('EXPIRED');
    expect(validityOf('2020-01-01', null, '2099-01-01')).toBe('LIVE');
  });

  it('formats awards in 万元, with a dash for support that is not money', () => {
    expect(formatAward(200)).toBe('200万元');
    expect(formatAward(12.345)).toBe('12.35万元');
    expect(formatAward(0)).toBe('—');
  });

  it('keeps the spec spellings of the endpoints and builds path parameters', () => {
    expect(policyLibraryContract.list.url).toBe('/api/dpboot/policy/listpolices');
    expect(policyLibraryContract.hot.url).toBe('/api/dpboot/policy/list_hot_polices');
    expect(fillPath(policyTreeContract.tree.path, { id: 7 }).path).toBe('policy/getApplyTreeByPolicyId/7');
    expect(fillPath(policyTreeContract.deleteItem.path, { id: 3 }).path).toBe('policy/applyItem/delete/3');
    const contracts = [policyLibraryContract, policyTreeContract, policyQuotaContract, policyMatchContract];
    const paths = contracts.flatMap((c) => Object.values(c).map((e) => e.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path.startsWith('policy/')).toBe(true);
  });

  it('labels every enum value, and every operator applies to some quota kind', () => {
    expect(POLICY_LEVEL_KEYS).toEqual(['NATIONAL', 'PROVINCIAL', 'CITY', 'DISTRICT', 'PARK']);
    expect(POLICY_STATES).toEqual({ CHECK: '待审核', JOINT: '已发布', CANCEL: '审核不通过' });
    for (const op of CONDITION_OPERATOR_KEYS) expect(CONDITION_OPERATORS[op].kinds.length).toBeGreaterThan(0);
    for (const field of PROFILE_FIELD_KEYS) expect(PROFILE_FIELDS[field].label).not.toBe('');
  });
});
