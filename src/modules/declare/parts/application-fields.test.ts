import { describe, expect, it } from 'vitest';
import { EMPTY_APPLICATION_FORM } from '@common/declare/rules';
import { CONTACT_PHONE, toForm, toValues } from './application-fields';

describe('the application form values', () => {
  it('round-trips the server form, empty numbers as undefined while editing and null when sent', () => {
    const form = { ...EMPTY_APPLICATION_FORM, contactName: '张伟', amountApplied: 50, employees: null };
    const values = toValues(form);
    expect(values.amountApplied).toBe(50);
    expect(values.employees).toBeUndefined();
    expect(toForm(values)).toEqual(form);
  });

  it('trims text, removes spaces from the phone and fills what a draft left out', () => {
    expect(toForm({ contactName: ' 张伟 ', contactPhone: '138 0000 0003', projectSummary: ' 简介 \n' })).toEqual({
      ...EMPTY_APPLICATION_FORM,
      contactName: '张伟',
      contactPhone: '13800000003',
      projectSummary: '简介',
    });
  });

  it('accepts mobile and landline numbers with area codes, as the server does', () => {
    for (const ok of ['13800000003', '0571-87702100', '057187702100', '0512-66681234-801', '400-820-8820']) expect(CONTACT_PHONE.test(ok)).toBe(true);
    for (const bad of ['12345', '87702100', '1380000000', 'abc']) expect(CONTACT_PHONE.test(bad)).toBe(false);
  });
});
