import { describe, expect, it } from 'vitest';
import { cleanReason, reasonProblem } from './reason.js';

describe('a step\'s reason, checked as the server checks it', () => {
  it('refuses an empty, a one-character and an over-long reason with the server\'s words', () => {
    expect(reasonProblem('   ')).toBe('请填写审核意见');
    expect(reasonProblem('缺')).toBe('审核意见不能少于2个字符');
    expect(reasonProblem('缺'.repeat(201))).toBe('审核意见不能超过200个字符');
    expect(reasonProblem('缺少 联系方式')).toBeNull();
    // An optional reason may be left out, but not given too short.
    expect(reasonProblem('', false)).toBeNull();
    expect(reasonProblem('缺', false)).toBe('审核意见不能少于2个字符');
  });

  it('counts characters after making runs of white space one', () => {
    expect(cleanReason('  缺少\n\n 联系方式 ')).toBe('缺少 联系方式');
    expect(reasonProblem(` ${'缺'.repeat(100)}   ${'少'.repeat(99)} `)).toBeNull();
    expect(reasonProblem('😀')).toBe('审核意见不能少于2个字符');
  });
});
