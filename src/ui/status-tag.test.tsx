import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { STATUS_FAMILIES, type StatusFamily } from '@common/status';
import { STATUS_COLORS, statusLabel, statusOptions, statusTabs } from './status';
import { StatusTag } from './status-tag';

const families = Object.keys(STATUS_FAMILIES) as StatusFamily[];

function rendered(family: StatusFamily, value: string): { text: string; className: string } {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<StatusTag family={family} value={value} />);
  const tag = host.firstElementChild as HTMLElement;
  return { text: tag.textContent ?? '', className: tag.className };
}

describe('StatusTag', () => {
  for (const family of families) {
    for (const [value, label] of Object.entries(STATUS_FAMILIES[family])) {
      it(`${family}.${value} reads exactly ${label}`, () => {
        expect(rendered(family, value).text).toBe(label);
      });
    }
  }

  it('colours pending, passed, failed and returned statuses', () => {
    const colours = (family: StatusFamily) => STATUS_COLORS[family] as Record<string, string>;
    expect(colours('audit')).toEqual({
      TOAUDIT: 'warning',
      PASS: 'success',
      FAIL: 'danger',
      BACK: 'default',
    });
    expect(colours('publish')).toEqual({ CHECK: 'warning', JOINT: 'success', CANCEL: 'danger' });
    expect(colours('appointment').NOTPUBLISH).toBe('default');
    expect(colours('loan').PASS).toBe('success');
    // Every status has a colour, and no colour is given to a status that does not exist.
    for (const family of families)
      expect(Object.keys(colours(family)).sort()).toEqual(Object.keys(STATUS_FAMILIES[family]).sort());
  });

  it('shows unknown values as they came and nothing for no value', () => {
    expect(rendered('audit', 'ARCHIVED').text).toBe('ARCHIVED');
    expect(renderToStaticMarkup(<StatusTag family="audit" value={null} />)).toBe('');
  });
});

describe('status options', () => {
  it('lists a family in SPEC order and builds tabs with 全部 first', () => {
    expect(statusOptions('publish')).toEqual([
      { label: '待审核', value: 'CHECK' },
      { label: '已发布', value: 'JOINT' },
      { label: '审核不通过', value: 'CANCEL' },
    ]);
    expect(statusTabs('audit').map((t) => t.label)).toEqual([
      '全部',
      '待审核',
      '审核通过',
      '审核不通过',
      '申请退回',
    ]);
    expect(statusTabs('audit', ['BACK', 'TOAUDIT'])).toEqual([
      { label: '全部', value: '' },
      { label: '申请退回', value: 'BACK' },
      { label: '待审核', value: 'TOAUDIT' },
    ]);
    expect(statusLabel('loan', 'AUDITING')).toBe('跟进中');
  });
});
