import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answeredCount, answeredList, answerText, isAnswered, numberProblem, type QuestionGroupSpec } from './answers';
import { QuestionnaireSteps } from './questionnaire-steps';
import { screenPerTest } from '@/ui/testing/screen';

const single = { id: 1, title: '所属行业', kind: 'SINGLE' as const, options: [{ value: 11, label: '新材料' }, { value: 12, label: '生物医药' }] };
const multi = { id: 2, title: '企业资质', kind: 'MULTI' as const, options: [{ value: 21, label: '高新技术企业' }, { value: 22, label: '专精特新' }] };
const number = { id: 3, title: '研发投入占比', kind: 'NUMBER' as const, unit: '%', options: [] };

describe('answers', () => {
  it('knows what counts as answered', () => {
    expect(isAnswered(single, undefined)).toBe(false);
    expect(isAnswered(single, { optionIds: [] })).toBe(false);
    expect(isAnswered(single, { optionIds: [11] })).toBe(true);
    expect(isAnswered(number, { value: null })).toBe(false);
    expect(isAnswered(number, { value: 0 })).toBe(true);
    expect(answeredCount([single, multi, number], { 1: { optionIds: [12] }, 3: { value: 3.5 } })).toBe(2);
  });

  it('reads answers as text and lists only answered ones, in order', () => {
    expect(answerText(multi, { optionIds: [22, 21] })).toBe('专精特新、高新技术企业');
    expect(answerText(number, { value: 3.5 })).toBe('3.5%');
    expect(answerText(single, undefined)).toBe('');
    expect(answeredList([single, multi, number], { 3: { value: 2 }, 1: { optionIds: [11] } })).toEqual([
      { id: 1, optionIds: [11] },
      { id: 3, value: 2 },
    ]);
  });

  it('refuses numbers that are not finite or far too large', () => {
    expect(numberProblem(12)).toBe('');
    expect(numberProblem(undefined)).toBe('');
    expect(numberProblem(Number.NaN)).toBe('请输入有效的数字');
    expect(numberProblem(1e13)).toBe('数值过大，请核对');
  });
});

describe('QuestionnaireSteps', () => {
  const view = screenPerTest();
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  const groups: QuestionGroupSpec[] = [
    { id: 1, title: '基本情况', questions: [single, multi] },
    { id: 2, title: '经营指标', questions: [number] },
  ];
  const button = (name: string) => [...view.host.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name);

  it('shows progress, walks the groups and submits on the last one', () => {
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    view.render(<QuestionnaireSteps groups={groups} answers={{ 1: { optionIds: [11] } }} onChange={onChange} onSubmit={onSubmit} submitText="提交并匹配" />);
    expect(view.host.textContent).toContain('已答 1 / 3 题');
    expect(view.host.textContent).toContain('所属行业');
    expect(view.host.textContent).not.toContain('研发投入占比');
    expect(button('提交并匹配')).toBeUndefined();

    act(() => button('下一组')!.click());
    expect(view.host.textContent).toContain('3.研发投入占比');
    act(() => button('提交并匹配')!.click());
    expect(onSubmit).toHaveBeenCalledTimes(1);

    // 清除 unanswers a question.
    act(() => button('上一组')!.click());
    const clear = view.host.querySelector<HTMLButtonElement>('button[aria-label="清除“所属行业”的回答"]')!;
    act(() => clear.click());
    expect(onChange).toHaveBeenCalledWith(1, undefined);
  });

  it('blocks submitting a number that is not acceptable', () => {
    const onSubmit = vi.fn();
    view.render(<QuestionnaireSteps groups={[groups[1]!]} answers={{ 3: { value: 1e13 } }} onChange={vi.fn()} onSubmit={onSubmit} />);
    expect(view.host.textContent).toContain('数值过大，请核对');
    expect(button('提交')!.disabled).toBe(true);
  });
});
