import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftHandle } from '@/ui/use-draft';
import type { FillItem, FillSubmission } from '../api';
import { FillForm, type FillBody, type FillDraft } from './form';
import { screenPerTest } from '@/ui/testing/screen';
import { pageText } from '@/ui/testing/queries';

const field = (f: FillItem['field'], label: string, unit: string, integer: boolean) => ({
  field: f,
  label,
  unit,
  integer,
  min: 0,
  max: 1e9,
});
const FIELDS = [
  field('rdExpense', '研发费用', '万元', false),
  field('staff', '职工总数', '人', true),
  field('awards', '省级以上科技奖励数', '项', true),
];

const item = (f: (typeof FIELDS)[number], patch: Partial<FillItem>): FillItem => ({
  field: f.field,
  label: f.label,
  unit: f.unit,
  integer: f.integer,
  value: null,
  audit: null,
  auditLabel: '',
  reason: '',
  returnedValue: null,
  editable: true,
  approved: null,
  lastYear: null,
  ...patch,
});

function submission(patch: Partial<FillSubmission>, items: FillItem[]): FillSubmission {
  return {
    round: {
      id: 1,
      year: 2025,
      name: '2025年度企业创新积分数据填报',
      description: '',
      startDate: '2026-11-01',
      endDate: '2026-12-31',
      closed: false,
      phase: 'OPEN',
      phaseLabel: '填报中',
      fields: FIELDS,
    },
    org: {
      id: 9,
      fullname: '杭州某科技有限公司',
      creditCode: '91330100MA0000000X',
      industryName: '电子信息',
      area: '滨江',
    },
    state: 'DRAFT',
    stateLabel: '草稿',
    editable: true,
    items,
    files: [
      {
        id: 31,
        filename: '审计报告.pdf',
        mime: 'application/pdf',
        size: 1024,
        url: '/api/dpboot/attach/download/31',
      },
    ],
    filledByName: '张伟',
    filledByOperator: false,
    submittedAt: null,
    auditedAt: null,
    updatedAt: '2026-11-20T08:00:00.000Z',
    history: [],
    ...patch,
  };
}

function draftOf(stored?: { values: FillDraft['values']; savedAt: number }): DraftHandle<FillDraft> {
  return {
    ready: true,
    draft: stored
      ? {
          key: 'integral:fill:1',
          value: { values: stored.values, snapshot: undefined as never },
          savedAt: stored.savedAt,
        }
      : undefined,
    save: vi.fn(),
    saveNow: vi.fn(async () => undefined),
    clear: vi.fn(async () => undefined),
  };
}

const save = vi.fn(async (_body: FillBody) => ({ state: 'DRAFT' }));
const submit = vi.fn(async (_body: FillBody) => ({ state: 'TOAUDIT' }));

const view = screenPerTest({ clearBody: true });
beforeEach(() => {
  save.mockClear();
  submit.mockClear();
});

function render(s: FillSubmission, draft = draftOf()) {
  view.renderRoutes(
    [
      {
        path: '/',
        element: (
          <FillForm
            title="创新积分填报"
            backTo="/"
            submission={s}
            offline={false}
            draft={draft}
            save={save}
            submit={submit}
            heading={null}
          />
        ),
      },
    ],
    '/',
  );
}

async function until(check: () => boolean) {
  for (let i = 0; i < 300 && !check(); i++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(check()).toBe(true);
}

const input = (label: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
const formItem = (label: string) => input(label).closest('.adm-form-item')!;
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name);

describe('FillForm', { timeout: 30_000 }, () => {
  it('groups the fields by dimension with their units, and sends every field of the round with blanks as null', async () => {
    render(
      submission({}, [
        item(FIELDS[0]!, { value: 120.5 }),
        item(FIELDS[1]!, { value: 40 }),
        item(FIELDS[2]!, {}),
      ]),
    );
    const headers = [...document.querySelectorAll('.adm-list-header')].map((h) => h.textContent);
    expect(headers).toEqual(['技术创新', '特色指标', '证明材料']);
    expect(formItem('研发费用').textContent).toContain('万元');
    expect(input('研发费用').value).toBe('120.5');
    act(() => button('保存草稿')!.click());
    await until(() => save.mock.calls.length === 1);
    expect(save.mock.calls[0]![0]).toEqual({
      values: { rdExpense: 120.5, staff: 40, awards: null },
      attachmentIds: [31],
    });
  });

  it('refuses to submit with a blank figure: the message stays beside it and nothing is sent', async () => {
    render(
      submission({}, [
        item(FIELDS[0]!, { value: 120.5 }),
        item(FIELDS[1]!, { value: 40 }),
        item(FIELDS[2]!, {}),
      ]),
    );
    act(() => button('提交')!.click());
    await until(() =>
      formItem('省级以上科技奖励数').textContent!.includes('请填写省级以上科技奖励数（没有请填0）'),
    );
    expect(submit).not.toHaveBeenCalled();
  });

  it('after a return: the reason beside the returned item, only it open, passed items locked, 重新提交', () => {
    render(
      submission({ state: 'BACK', stateLabel: '申请退回', submittedAt: '2026-11-21T08:00:00.000Z' }, [
        item(FIELDS[0]!, {
          value: 120.5,
          audit: 'BACK',
          auditLabel: '申请退回',
          reason: '与审计报告不一致',
          returnedValue: 120.5,
        }),
        item(FIELDS[1]!, { value: 40, audit: 'PASS', auditLabel: '审核通过', editable: false }),
        item(FIELDS[2]!, { value: 0, audit: 'PASS', auditLabel: '审核通过', editable: false }),
      ]),
    );
    expect(formItem('研发费用').textContent).toContain('退回原因：与审计报告不一致');
    expect(formItem('研发费用').textContent).toContain('申请退回');
    expect(input('研发费用').disabled).toBe(false);
    expect(input('职工总数').disabled).toBe(true);
    expect(formItem('职工总数').textContent).toContain('审核通过');
    expect(button('重新提交')).toBeDefined();
    expect(button('提交')).toBeUndefined();
  });

  it('restores a draft newer than the server’s copy, and keeps the server’s when the draft is older', () => {
    const items = [item(FIELDS[0]!, { value: 120.5 }), item(FIELDS[1]!, { value: 40 }), item(FIELDS[2]!, {})];
    render(
      submission({}, items),
      draftOf({ values: { rdExpense: 999, staff: 40 }, savedAt: Date.parse('2026-11-21T08:00:00.000Z') }),
    );
    expect(input('研发费用').value).toBe('999');
    expect(pageText()).toContain('自动保存在本机的草稿');
    view.remount();
    render(
      submission({}, items),
      draftOf({ values: { rdExpense: 999, staff: 40 }, savedAt: Date.parse('2026-11-19T08:00:00.000Z') }),
    );
    expect(input('研发费用').value).toBe('120.5');
    expect(pageText()).not.toContain('自动保存在本机的草稿');
  });

  it('submitted and waiting: every figure locked, no buttons, and says why', () => {
    render(
      submission({ state: 'TOAUDIT', stateLabel: '待审核', editable: false }, [
        item(FIELDS[0]!, { value: 120.5, audit: 'TOAUDIT', editable: false }),
        item(FIELDS[1]!, { value: 40, audit: 'TOAUDIT', editable: false }),
        item(FIELDS[2]!, { value: 0, audit: 'TOAUDIT', editable: false }),
      ]),
    );
    expect(input('研发费用').disabled).toBe(true);
    expect(button('保存草稿')).toBeUndefined();
    expect(pageText()).toContain('已提交，等待园区审核');
  });
});
