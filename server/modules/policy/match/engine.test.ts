import { describe, expect, it } from 'vitest';
import { evaluateCondition, evaluateLink, MANUAL_REVIEW, matchAll } from './engine.js';
import type { EngineLink, EnginePolicy, EngineQuota, ResolvedAnswer } from './types.js';

const RD: EngineQuota = {
  id: 1,
  name: '研发投入占比',
  kind: 'NUMBER',
  unit: '%',
  options: new Map(),
  enabled: true,
};
const PATENTS: EngineQuota = {
  id: 2,
  name: '发明专利数',
  kind: 'NUMBER',
  unit: '件',
  options: new Map(),
  enabled: true,
};
const QUAL: EngineQuota = {
  id: 3,
  name: '企业资质',
  kind: 'MULTI',
  unit: '',
  options: new Map([
    [31, '高新技术企业'],
    [32, '科技型中小企业'],
    [33, '专精特新企业'],
  ]),
  enabled: true,
};
const AGE: EngineQuota = {
  id: 4,
  name: '成立年限',
  kind: 'NUMBER',
  unit: '年',
  options: new Map(),
  enabled: true,
};
const OFF: EngineQuota = {
  id: 5,
  name: '停用指标',
  kind: 'NUMBER',
  unit: '',
  options: new Map(),
  enabled: false,
};
const quotas = new Map([RD, PATENTS, QUAL, AGE, OFF].map((q) => [q.id, q]));

const link = (
  quotaId: number,
  operator: EngineLink['operator'],
  extra: Partial<EngineLink> = {},
): EngineLink => ({
  id: quotaId * 100,
  quotaId,
  operator,
  value: null,
  value2: null,
  optionIds: [],
  ...extra,
});
const num = (
  quotaId: number,
  value: number,
  source: ResolvedAnswer['source'] = 'ANSWER',
): ResolvedAnswer => ({ quotaId, optionIds: [], value, source });
const opts = (
  quotaId: number,
  optionIds: number[],
  source: ResolvedAnswer['source'] = 'ANSWER',
): ResolvedAnswer => ({ quotaId, optionIds, value: null, source });
const answers = (...list: ResolvedAnswer[]) => new Map(list.map((a) => [a.quotaId, a]));

describe('matching engine: one quota link', () => {
  it('explains a passing threshold in Chinese', () => {
    expect(evaluateLink(RD, link(1, 'GTE', { value: 3 }), num(1, 3.5))).toEqual({
      quotaId: 1,
      quotaName: '研发投入占比',
      verdict: 'PASS',
      explanation: '研发投入占比 3.5%，要求 ≥ 3%，符合',
      source: 'ANSWER',
    });
  });

  it('explains a failing threshold and says when the value came from the organisation record', () => {
    const r = evaluateLink(PATENTS, link(2, 'GTE', { value: 1 }), num(2, 0, 'PROFILE'));
    expect(r.verdict).toBe('FAIL');
    expect(r.explanation).toBe('发明专利数 0件（据企业信息），要求 ≥ 1件，不符合');
  });

  it('is unknown without an answer', () => {
    expect(evaluateLink(RD, link(1, 'GTE', { value: 3 }), undefined)).toMatchObject({
      verdict: 'UNKNOWN',
      explanation: '未填写研发投入占比，无法判断，待确认',
      source: null,
    });
  });

  it('compares numbers with every operator, inclusive bounds for BETWEEN', () => {
    const v = (operator: EngineLink['operator'], x: number, value = 3, value2: number | null = null) =>
      evaluateLink(AGE, link(4, operator, { value, value2 }), num(4, x)).verdict;
    expect([v('GT', 3), v('GT', 3.01), v('LT', 3), v('LTE', 3), v('EQ', 3), v('EQ', 2)]).toEqual([
      'FAIL',
      'PASS',
      'FAIL',
      'PASS',
      'PASS',
      'FAIL',
    ]);
    expect([v('BETWEEN', 1, 1, 5), v('BETWEEN', 5, 1, 5), v('BETWEEN', 6, 1, 5)]).toEqual([
      'PASS',
      'PASS',
      'FAIL',
    ]);
    expect(evaluateLink(AGE, link(4, 'BETWEEN', { value: 1, value2: 5 }), num(4, 3)).explanation).toBe(
      '成立年限 3年，要求 1年 ~ 5年，符合',
    );
  });

  it('compares options: any of, all of, none of', () => {
    const l = (operator: EngineLink['operator'], optionIds: number[]) => link(3, operator, { optionIds });
    const pass = evaluateLink(QUAL, l('ANY', [31, 33]), opts(3, [31]));
    expect(pass.explanation).toBe('企业资质：高新技术企业，要求为高新技术企业、专精特新企业之一，符合');
    const fail = evaluateLink(QUAL, l('ANY', [31, 33]), opts(3, []));
    expect(fail).toMatchObject({
      verdict: 'FAIL',
      explanation: '企业资质：无，要求为高新技术企业、专精特新企业之一，不符合',
    });
    const all = evaluateLink(QUAL, l('ALL', [31, 33]), opts(3, [31, 32]));
    expect(all).toMatchObject({
      verdict: 'FAIL',
      explanation: '企业资质：高新技术企业、科技型中小企业，要求同时具备高新技术企业、专精特新企业，缺少专精特新企业，不符合',
    });
    expect(evaluateLink(QUAL, l('NONE', [32]), opts(3, [31])).verdict).toBe('PASS');
    expect(evaluateLink(QUAL, l('NONE', [32]), opts(3, [32])).verdict).toBe('FAIL');
  });
});

describe('matching engine: conditions, items, policies', () => {
  const condition = (logic: 'ALL' | 'ANY', links: EngineLink[]) => ({ id: 9, name: '条件', logic, links });

  it('combines links with ALL and ANY, and leaves disabled quotas and text-only conditions to manual review', () => {
    const links = [link(1, 'GTE', { value: 3 }), link(2, 'GTE', { value: 1 })];
    const a = answers(num(1, 5), num(2, 0));
    expect(evaluateCondition(condition('ALL', links), quotas, a).verdict).toBe('FAIL');
    expect(evaluateCondition(condition('ANY', links), quotas, a).verdict).toBe('PASS');
    expect(evaluateCondition(condition('ANY', links), quotas, answers(num(2, 0))).verdict).toBe('UNKNOWN');
    const manual = evaluateCondition(condition('ALL', [link(5, 'GTE', { value: 1 })]), quotas, a);
    expect(manual).toMatchObject({ verdict: 'UNKNOWN', explanation: MANUAL_REVIEW, quotas: [] });
  });

  const policy = (id: number, items: EnginePolicy['items']): EnginePolicy => ({
    id,
    title: `政策${id}`,
    issuer: '科技部',
    level: 'NATIONAL',
    endDate: null,
    items,
  });
  const item = (id: number, maxAward: number, links: EngineLink[], autoGrant = false) => ({
    id,
    name: `事项${id}`,
    autoGrant,
    maxAward,
    conditions: links.map((l, i) => ({
      id: id * 10 + i,
      name: `条件${i}`,
      logic: 'ALL' as const,
      links: [l],
    })),
  });
  const library = [
    policy(1, [item(11, 50, [link(1, 'GTE', { value: 3 }), link(2, 'GTE', { value: 1 })])]),
    policy(2, [
      item(21, 20, [link(3, 'ANY', { optionIds: [31] })], true),
      item(22, 100, [link(1, 'GTE', { value: 6 })]),
    ]),
    policy(3, [item(31, 10, [link(4, 'GTE', { value: 2 })])]),
    policy(4, []),
  ];

  it('ranks all-pass first, then by share of passed conditions, then by award; estimates awards of passing items', () => {
    const result = matchAll(library, quotas, answers(num(1, 4), num(2, 2), opts(3, [31])));
    expect(
      result.policies.map((p) => [p.policyId, p.matchLevel, p.share, p.estimatedAward, p.autoGranted]),
    ).toEqual([
      [1, 'MATCHED', 1, 50, false],
      [2, 'PARTIAL', 0.5, 20, true],
      [3, 'POSSIBLE', 0, 0, false],
    ]);
    expect(result.summary).toEqual({
      policyCount: 3,
      matchedCount: 1,
      partialCount: 1,
      possibleCount: 1,
      autoGrantedCount: 1,
      totalAward: 70,
    });
  });

  it('ranks a higher share of passed conditions above a bigger award, and breaks ties by award, then by policy id', () => {
    const ranking = [
      // 1 of 2 conditions passed, 5 万元 (its unmet item would have paid 100).
      policy(10, [item(101, 5, [link(1, 'GTE', { value: 3 })]), item(102, 100, [link(2, 'GTE', { value: 5 })])]),
      // 1 of 3 passed, but 80 万元.
      policy(11, [
        item(111, 80, [link(1, 'GTE', { value: 3 })]),
        item(112, 1, [link(2, 'GTE', { value: 5 }), link(1, 'GTE', { value: 9 })]),
      ]),
      // All passed: the award decides between them.
      policy(12, [item(121, 30, [link(1, 'GTE', { value: 3 })])]),
      policy(13, [item(131, 60, [link(2, 'GTE', { value: 1 })])]),
      // Exactly as 10: the lower id first, whatever order the library came in.
      policy(14, [item(141, 5, [link(1, 'GTE', { value: 3 })]), item(142, 100, [link(2, 'GTE', { value: 5 })])]),
    ];
    const a = answers(num(1, 4), num(2, 2));
    const expected = [
      [13, 'MATCHED', 1, 60],
      [12, 'MATCHED', 1, 30],
      [10, 'PARTIAL', 0.5, 5],
      [14, 'PARTIAL', 0.5, 5],
      [11, 'PARTIAL', 0.33, 80],
    ];
    for (const order of [ranking, [...ranking].reverse()]) {
      const result = matchAll(order, quotas, a);
      expect(result.policies.map((p) => [p.policyId, p.matchLevel, p.share, p.estimatedAward])).toEqual(expected);
    }
  });

  it('changes the ranking when an answer changes', () => {
    const before = matchAll(library, quotas, answers(num(1, 4), num(2, 2), opts(3, [31]), num(4, 1)));
    expect(before.policies.map((p) => p.policyId)).toEqual([1, 2, 3]);
    const after = matchAll(library, quotas, answers(num(1, 7), num(2, 0), opts(3, [31]), num(4, 3)));
    expect(after.policies.map((p) => [p.policyId, p.matchLevel])).toEqual([
      [2, 'MATCHED'],
      [3, 'MATCHED'],
      [1, 'UNMATCHED'],
    ]);
    expect(after.summary.totalAward).toBe(130);
  });

  describe('verdict of a policy', () => {
    const level = (items: EnginePolicy['items'], a: ReturnType<typeof answers>) =>
      matchAll([policy(50, items)], quotas, a).policies[0]!;
    const rd3 = link(1, 'GTE', { value: 3 });
    const patent = link(2, 'GTE', { value: 1 });
    const age2 = link(4, 'GTE', { value: 2 });

    it('is 完全匹配 only when every condition is met', () => {
      expect(level([item(1, 10, [rd3]), item(2, 10, [patent])], answers(num(1, 4), num(2, 1)))).toMatchObject({
        matchLevel: 'MATCHED',
        passed: 2,
        failed: 0,
        unknown: 0,
      });
    });

    it('is 可能匹配 when nothing is unmet and something waits for an answer, even with a met item', () => {
      expect(level([item(1, 10, [rd3]), item(2, 10, [age2])], answers(num(1, 4)))).toMatchObject({
        matchLevel: 'POSSIBLE',
        failed: 0,
        unknown: 1,
        estimatedAward: 10,
      });
    });

    it('is never 可能匹配 with an unmet condition: 暂不匹配, or 部分匹配 when a whole item is met', () => {
      // One item waits for an answer, the other fails: before, this read 可能匹配 with 不满足 1.
      expect(level([item(1, 10, [age2]), item(2, 10, [patent])], answers(num(2, 0)))).toMatchObject({
        matchLevel: 'UNMATCHED',
        failed: 1,
        unknown: 1,
      });
      expect(level([item(1, 10, [rd3]), item(2, 10, [patent, age2])], answers(num(1, 4), num(2, 0)))).toMatchObject({
        matchLevel: 'PARTIAL',
        failed: 1,
        estimatedAward: 10,
      });
    });

    it('keeps its counts in line with its verdict for every combination of answers', () => {
      const items = [item(1, 10, [rd3, age2]), item(2, 20, [patent]), item(3, 5, [link(3, 'ANY', { optionIds: [31] })])];
      const choices = [
        [undefined, num(1, 1), num(1, 5)],
        [undefined, num(2, 0), num(2, 2)],
        [undefined, opts(3, []), opts(3, [31])],
        [undefined, num(4, 1), num(4, 3)],
      ];
      const seen = new Set<string>();
      for (const a of choices[0]!)
        for (const b of choices[1]!)
          for (const c of choices[2]!)
            for (const d of choices[3]!) {
              const p = level(items, answers(...[a, b, c, d].filter((x) => x !== undefined)));
              seen.add(p.matchLevel);
              if (p.matchLevel === 'MATCHED') expect([p.failed, p.unknown]).toEqual([0, 0]);
              if (p.matchLevel === 'POSSIBLE') expect([p.failed, p.unknown > 0]).toEqual([0, true]);
              if (p.matchLevel === 'PARTIAL' || p.matchLevel === 'UNMATCHED') expect(p.failed).toBeGreaterThan(0);
            }
      expect(seen).toEqual(new Set(['MATCHED', 'POSSIBLE', 'PARTIAL', 'UNMATCHED']));
    });
  });
});
