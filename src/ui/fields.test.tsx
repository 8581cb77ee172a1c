import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { displayValue, readField, visibleFields, type DisplayField } from './fields';

interface Row {
  name: string;
  phone: string;
  capital: number | null;
  createdAt: string;
  status: string;
  kinds: string[];
  ok: boolean;
}
const row: Row = {
  name: '甲公司',
  phone: '13800000001',
  capital: 1200,
  createdAt: new Date('2025-01-02T03:04:00+08:00').toISOString(),
  status: 'PASS',
  kinds: ['ORG', 'SERVICE'],
  ok: false,
};

describe('display fields', () => {
  it('formats values by kind', () => {
    const show = (field: Omit<DisplayField<Row>, 'label'>) => displayValue(row, { label: 'x', ...field });
    expect(show({ value: 'name' })).toBe('甲公司');
    expect(show({ value: 'phone', format: 'phone' })).toBe('138****0001');
    expect(show({ value: 'capital', format: 'money' })).toBe('1,200 万元');
    expect(show({ value: 'createdAt', format: 'date' })).toBe('2025-01-02');
    expect(show({ value: 'createdAt', format: 'datetime' })).toBe('2025-01-02 03:04');
    expect(show({ value: 'ok', format: 'bool' })).toBe('否');
    expect(
      show({
        value: 'kinds',
        options: [
          { label: '企业', value: 'ORG' },
          { label: '服务机构', value: 'SERVICE' },
        ],
      }),
    ).toBe('企业、服务机构');
    expect(show({ value: 'kinds' })).toBe('ORG、SERVICE');
    expect(isValidElement(show({ value: 'status', status: 'audit' }))).toBe(true);
    expect(show({ value: (r) => `${r.name}（${r.status}）` })).toBe('甲公司（PASS）');
    expect(show({ value: 'capital', format: (v) => `${String(v)} 元` })).toBe('1200 元');
  });

  it('shows nothing for empty values and hides rows on request', () => {
    expect(
      displayValue({ ...row, capital: null }, { label: '注册资本', value: 'capital', format: 'money' }),
    ).toBeNull();
    const fields: DisplayField<Row>[] = [
      { label: '名称', value: 'name' },
      { label: '原因', value: 'status', hidden: (r) => r.status === 'PASS' },
    ];
    expect(visibleFields(row, fields).map((f) => f.label)).toEqual(['名称']);
    expect(readField(row, (r) => r.name.length)).toBe(3);
  });
});
