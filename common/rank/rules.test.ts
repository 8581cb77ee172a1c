import { describe, expect, it } from 'vitest';
import { moveEntry, NO_ENTRIES, rankProblem } from './rules.js';

const form = (entries: { orgId: number; orgName?: string; figure?: number | null }[], extra = {}) => ({
  title: '纳税百强企业',
  period: '2025年度',
  figureLabel: '纳税额',
  figureUnit: '万元',
  entries,
  ...extra,
});

describe('rank list rules', () => {
  it('moves an entry one place up or down, and not past either end', () => {
    const list = ['甲', '乙', '丙'];
    expect(moveEntry(list, 2, -1)).toEqual(['甲', '丙', '乙']);
    expect(moveEntry(list, 0, 1)).toEqual(['乙', '甲', '丙']);
    expect(moveEntry(list, 0, -1)).toBe(list);
    expect(moveEntry(list, 2, 1)).toBe(list);
    expect(list).toEqual(['甲', '乙', '丙']);
  });

  it('names the field and the problem in Chinese', () => {
    expect(rankProblem(form([], { title: ' ' }))).toEqual({ field: 'title', message: '请填写榜单名称' });
    expect(rankProblem(form([], { title: '榜' }))).toEqual({ field: 'title', message: '榜单名称不能少于2个字' });
    expect(rankProblem(form([], { period: '' }))?.field).toBe('period');
    expect(rankProblem(form([{ orgId: 1, orgName: '甲公司' }, { orgId: 1, orgName: '甲公司' }]))).toEqual({
      field: 'entries',
      message: '“甲公司”重复上榜（第1名和第2名），同一企业只能上榜一次',
    });
    expect(rankProblem(form([{ orgId: 1, figure: 5 }], { figureLabel: '' }))?.field).toBe('figureLabel');
    expect(rankProblem(form([{ orgId: 1, figure: -1 }]))?.message).toBe('第1名的数值不能为负数');
  });

  it('lets an empty list be saved but not published', () => {
    expect(rankProblem(form([]))).toBeNull();
    expect(rankProblem(form([]), true)).toEqual({ field: 'entries', message: NO_ENTRIES });
    expect(rankProblem(form([{ orgId: 3, figure: null }]), true)).toBeNull();
  });
});
