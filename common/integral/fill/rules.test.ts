import { describe, expect, it } from 'vitest';
import {
  enterpriseMayWrite,
  fillFieldProblem,
  fillFieldTitle,
  fillPhaseOf,
  fillProblems,
  itemEditable,
  operatorMayWrite,
  stateAfterAudit,
} from './rules.js';

describe('a fill round', () => {
  it('is open from the start day to the end day, both included, unless closed', () => {
    expect(fillPhaseOf('2026-11-01', '2026-11-30', false, '2026-10-31')).toBe('NOTSTARTED');
    expect(fillPhaseOf('2026-11-01', '2026-11-30', false, '2026-11-01')).toBe('OPEN');
    expect(fillPhaseOf('2026-11-01', '2026-11-30', false, '2026-11-30')).toBe('OPEN');
    expect(fillPhaseOf('2026-11-01', '2026-11-30', false, '2026-12-01')).toBe('CLOSED');
    expect(fillPhaseOf('2026-11-01', '2026-11-30', true, '2026-11-15')).toBe('CLOSED');
  });

  it('lets the enterprise write while open, and a returned fill after the end date until closed', () => {
    expect(enterpriseMayWrite('OPEN', false, 'UNFILLED')).toBe(true);
    expect(enterpriseMayWrite('OPEN', false, 'DRAFT')).toBe(true);
    expect(enterpriseMayWrite('OPEN', false, 'BACK')).toBe(true);
    expect(enterpriseMayWrite('OPEN', false, 'TOAUDIT')).toBe(false);
    expect(enterpriseMayWrite('OPEN', false, 'PASS')).toBe(false);
    expect(enterpriseMayWrite('CLOSED', false, 'DRAFT')).toBe(false);
    expect(enterpriseMayWrite('CLOSED', false, 'BACK')).toBe(true);
    expect(enterpriseMayWrite('CLOSED', true, 'BACK')).toBe(false);
    expect(enterpriseMayWrite('NOTSTARTED', false, 'UNFILLED')).toBe(false);
  });

  it('lets operators fill on behalf after the end date, not before the start nor after a close', () => {
    expect(operatorMayWrite('CLOSED', false, 'DRAFT')).toBe(true);
    expect(operatorMayWrite('CLOSED', true, 'DRAFT')).toBe(false);
    expect(operatorMayWrite('NOTSTARTED', false, 'UNFILLED')).toBe(false);
    expect(operatorMayWrite('OPEN', false, 'TOAUDIT')).toBe(false);
  });
});

describe('a submission', () => {
  it('is returned once nothing is pending and an item was returned, passed when all passed', () => {
    expect(stateAfterAudit(['PASS', 'TOAUDIT', 'BACK'])).toBe('TOAUDIT');
    expect(stateAfterAudit(['PASS', 'BACK'])).toBe('BACK');
    expect(stateAfterAudit(['PASS', 'PASS'])).toBe('PASS');
  });

  it('locks passed items of a returned fill and everything while it awaits its audit', () => {
    expect(itemEditable('DRAFT', null)).toBe(true);
    expect(itemEditable('BACK', 'BACK')).toBe(true);
    expect(itemEditable('BACK', 'PASS')).toBe(false);
    expect(itemEditable('TOAUDIT', 'TOAUDIT')).toBe(false);
    expect(itemEditable('PASS', 'PASS')).toBe(false);
  });
});

describe('a figure', () => {
  it('may be blank; amounts are non-negative with two decimals, counts whole', () => {
    expect(fillFieldProblem('rdExpense', null)).toBe('');
    expect(fillFieldProblem('rdExpense', 0)).toBe('');
    expect(fillFieldProblem('rdExpense', 12.34)).toBe('');
    expect(fillFieldProblem('rdExpense', -1)).toBe('研发费用不能为负数');
    expect(fillFieldProblem('rdExpense', 1.234)).toBe('研发费用最多保留2位小数');
    expect(fillFieldProblem('netProfit', -250.5)).toBe('');
    expect(fillFieldProblem('staff', 12.5)).toBe('职工总数应为整数（单位：人）');
    expect(fillFieldProblem('staff', 2_000_000)).toBe('职工总数不能超过1,000,000人');
    expect(fillFieldProblem('revenue', Number.NaN)).toBe('营业收入应为数字');
    expect(fillFieldTitle('rdExpense')).toBe('研发费用（万元）');
  });

  it('must all be filled to submit, and a part may not exceed its whole', () => {
    const fields = ['staff', 'rdStaff', 'revenue'] as const;
    expect(fillProblems(fields, { staff: 10 }, { submit: false })).toEqual([]);
    expect(fillProblems(fields, { staff: 10, rdStaff: null }, { submit: true })).toEqual([
      { field: 'rdStaff', message: '请填写研发人员数（没有请填0）' },
      { field: 'revenue', message: '请填写营业收入（没有请填0）' },
    ]);
    expect(fillProblems(fields, { staff: 10, rdStaff: 11, revenue: 0 }, { submit: true })).toEqual([
      { field: 'rdStaff', message: '研发人员数不能大于职工总数' },
    ]);
    expect(fillProblems(fields, { staff: 10, rdStaff: 10, revenue: 0 }, { submit: true })).toEqual([]);
  });
});
