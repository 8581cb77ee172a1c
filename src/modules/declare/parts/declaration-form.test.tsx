import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeclareInput, PolicyOption } from '../api';
import { DeclarationForm, NEW_VALUES, type EditValues } from './declaration-form';
import { screenPerTest } from '@/ui/testing/screen';
import { until, pageText } from '@/ui/testing/queries';

const saveDeclaration = vi.fn(async (input: DeclareInput) => ({ id: input.id ?? 7 }));
vi.mock('../api', () => ({
  saveDeclaration: (input: DeclareInput) => saveDeclaration(input),
  isTaken: async () => false,
}));

const POLICIES: PolicyOption[] = [
  { id: 1, title: '研发补助政策', items: [{ id: 11, name: '研发费用补助' }] },
  { id: 2, title: '人才政策', items: [{ id: 21, name: '人才引进奖励' }] },
];

const FILLED: EditValues = {
  policyId: '2',
  applyItemId: '21',
  title: '2026年度人才引进奖励申报通知',
  name: '人才引进奖励',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  dept: '人才办',
  phone: '0571-88888888',
  content: '请符合条件的企业在截止日期前提交申报材料。',
  materials: [{ key: 'm-3', id: 3, name: '项目申报书', required: true, types: ['pdf'], note: '' }],
};

const view = screenPerTest({ clearBody: true });
beforeEach(() => {
  saveDeclaration.mockClear();
});

function render(initial: EditValues, id?: number) {
  return view.renderRoutes(
    [
      { path: '/op/declare/edit', element: <DeclarationForm id={id} initial={initial} policies={POLICIES} /> },
      { path: '/op/declare/detail/:id', element: <p>申报通知详情</p> },
    ],
    '/op/declare/edit',
  );
}

const choice = (label: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button[aria-haspopup="dialog"]')].find((b) =>
    b.getAttribute('aria-label')?.startsWith(`${label}：`),
  );
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name);

// Slow on a busy machine: antd-mobile's pickers and the form's async validators.
describe('DeclarationForm', { timeout: 30_000 }, () => {
  it('offers the chosen policy’s items and clears the item when the policy is picked again', async () => {
    render(FILLED, 5);
    expect(choice('申报项目')!.getAttribute('aria-label')).toBe('申报项目：人才引进奖励');
    const headers = [...document.querySelectorAll('.adm-list-header')].map((h) => h.textContent);
    expect(headers).toEqual(['政策与项目', '通知', '申报材料']);

    act(() => choice('所属政策')!.click());
    await until(() => !!document.querySelector('.adm-picker-header-button:last-child'));
    act(() => (document.querySelector('.adm-picker-header-button:last-child') as HTMLElement).click());
    await until(() => choice('申报项目')!.getAttribute('aria-label') === '申报项目：未选择');
    expect(choice('申报项目')!.disabled).toBe(false);
  });

  it('waits for a policy before its items', () => {
    render(NEW_VALUES);
    expect(choice('申报项目')!.disabled).toBe(true);
    expect(choice('申报项目')!.textContent).toContain('请先选择政策');
  });

  it('refuses an incomplete form and saves a complete one, then shows the declaration', async () => {
    render(NEW_VALUES);
    act(() => button('保存')!.click());
    await until(() => pageText().includes('请选择所属政策'));
    expect(saveDeclaration).not.toHaveBeenCalled();
    view.remount();
    const router = render(FILLED, 5);
    act(() => button('保存')!.click());
    await until(() => saveDeclaration.mock.calls.length === 1);
    expect(saveDeclaration.mock.calls[0]![0]).toEqual({
      id: 5,
      policyId: 2,
      applyItemId: 21,
      title: FILLED.title,
      name: FILLED.name,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      dept: '人才办',
      phone: '0571-88888888',
      content: FILLED.content,
      materials: [{ id: 3, name: '项目申报书', required: true, types: ['pdf'], note: '' }],
    });
    await until(() => router.state.location.pathname === '/op/declare/detail/5');
  });
});
