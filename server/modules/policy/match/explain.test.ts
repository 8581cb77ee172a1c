import { describe, expect, it } from 'vitest';
import { conditionKind, explainLink } from './explain.js';
import type { EngineLink, EngineQuota, ResolvedAnswer } from './types.js';

const quota = (id: number, name: string, kind: EngineQuota['kind'], unit = '', labels: string[] = []): EngineQuota => ({
  id,
  name,
  kind,
  unit,
  options: new Map(labels.map((label, i) => [id * 10 + i + 1, label])),
  enabled: true,
});
const RD = quota(1, '近三年研发投入占比', 'NUMBER', '%');
const REVENUE = quota(2, '上年度营业收入', 'NUMBER', '万元');
const HIGH_TECH = quota(3, '高新技术企业', 'SINGLE', '', ['是', '否']);
const CREDIT = quota(4, '无严重失信记录', 'SINGLE', '', ['是（无不良记录）', '否（有不良记录）']);
const SITE = quota(5, '注册地', 'SINGLE', '', ['苏州工业园区', '苏州高新区', '其他']);
const QUAL = quota(6, '企业资质', 'MULTI', '', ['高新技术企业', '科技型中小企业', '专精特新企业']);

const link = (operator: EngineLink['operator'], extra: Partial<EngineLink> = {}): EngineLink => ({
  id: 1,
  quotaId: 0,
  operator,
  value: null,
  value2: null,
  optionIds: [],
  ...extra,
});
const num = (value: number, source: ResolvedAnswer['source'] = 'ANSWER') => ({ optionIds: [], value, source });
const opts = (optionIds: number[], source: ResolvedAnswer['source'] = 'ANSWER') => ({ optionIds, value: null, source });

describe('condition explanations, as a person would say them', () => {
  it('tells the kind of a condition from its quota', () => {
    expect([RD, HIGH_TECH, CREDIT, SITE, QUAL].map(conditionKind)).toEqual([
      'threshold',
      'boolean',
      'boolean',
      'choice',
      'choice',
    ]);
  });

  it('numeric threshold: the value, the requirement, the verdict', () => {
    expect(explainLink(RD, link('GTE', { value: 3 }), num(4.2), 'PASS')).toBe('近三年研发投入占比 4.2%，要求 ≥ 3%，符合');
    expect(explainLink(REVENUE, link('LTE', { value: 20000 }), num(20500, 'PROFILE'), 'FAIL')).toBe(
      '上年度营业收入 20500万元（据企业信息），要求 ≤ 20000万元，不符合',
    );
    expect(explainLink(REVENUE, link('BETWEEN', { value: 500, value2: 5000 }), num(1200), 'PASS')).toBe(
      '上年度营业收入 1200万元，要求 500万元 ~ 5000万元，符合',
    );
  });

  it('boolean: 是 or 否 against what is asked, whatever the labels add', () => {
    const yes = [...HIGH_TECH.options.keys()][0]!;
    const no = [...HIGH_TECH.options.keys()][1]!;
    expect(explainLink(HIGH_TECH, link('ANY', { optionIds: [yes] }), opts([yes]), 'PASS')).toBe('高新技术企业：是，要求是，符合');
    expect(explainLink(HIGH_TECH, link('ANY', { optionIds: [yes] }), opts([no]), 'FAIL')).toBe('高新技术企业：否，要求是，不符合');
    // "not 否" asks for 是.
    expect(explainLink(HIGH_TECH, link('NONE', { optionIds: [no] }), opts([yes]), 'PASS')).toBe('高新技术企业：是，要求是，符合');
    const clean = [...CREDIT.options.keys()][0]!;
    expect(explainLink(CREDIT, link('ANY', { optionIds: [clean] }), opts([clean]), 'PASS')).toBe(
      '无严重失信记录：是（无不良记录），要求是，符合',
    );
  });

  it('enumerated: the choice against the accepted ones', () => {
    const [sip, snd] = [...SITE.options.keys()] as [number, number];
    expect(explainLink(SITE, link('ANY', { optionIds: [sip] }), opts([sip], 'PROFILE'), 'PASS')).toBe(
      '注册地：苏州工业园区（据企业信息），要求为苏州工业园区，符合',
    );
    expect(explainLink(SITE, link('ANY', { optionIds: [sip, snd] }), opts([snd]), 'PASS')).toBe(
      '注册地：苏州高新区，要求为苏州工业园区、苏州高新区之一，符合',
    );
    expect(explainLink(SITE, link('NONE', { optionIds: [snd] }), opts([snd]), 'FAIL')).toBe(
      '注册地：苏州高新区，要求不属于苏州高新区，不符合',
    );
    const [ht, , zj] = [...QUAL.options.keys()] as [number, number, number];
    expect(explainLink(QUAL, link('ALL', { optionIds: [ht, zj] }), opts([ht]), 'FAIL')).toBe(
      '企业资质：高新技术企业，要求同时具备高新技术企业、专精特新企业，缺少专精特新企业，不符合',
    );
    expect(explainLink(QUAL, link('ANY', { optionIds: [ht] }), opts([]), 'FAIL')).toBe('企业资质：无，要求为高新技术企业，不符合');
  });

  it('missing data: says what is missing and that it waits for confirmation', () => {
    expect(explainLink(REVENUE, link('GTE', { value: 1000 }), undefined, 'UNKNOWN')).toBe('未填写上年度营业收入，无法判断，待确认');
    expect(explainLink(HIGH_TECH, link('ANY', { optionIds: [31] }), undefined, 'UNKNOWN')).toBe('未填写高新技术企业，无法判断，待确认');
  });
});
