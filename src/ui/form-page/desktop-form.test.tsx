import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormView, type FormField } from '.';
import { screenPerTest } from '@/ui/testing/screen';
import { stubWindowWidth } from '@/ui/testing/window-width';

type Values = { name: string; phone: string };
const FIELDS: FormField<Values>[] = [
  { name: 'name', label: '园区全称', type: 'text', required: true },
  { name: 'phone', label: '联系电话', type: 'text' },
];

const view = screenPerTest({ clearBody: true });
let desktop = true;
beforeEach(() => {
  desktop = true;
  stubWindowWidth(() => desktop);
});
afterEach(() => vi.unstubAllGlobals());

const form = (props: { desktop?: boolean }) => (
  <FormView<Values> fields={FIELDS} initialValues={{ name: '园区' }} onSubmit={async () => undefined} submitText="保存" {...props} />
);
const save = () => [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '保存')!;

describe('a desktop form (FormView desktop)', () => {
  it('puts the labels in a column beside the fields and the button at its own width in a row', () => {
    view.renderRoutes([{ path: '/op/setting', element: form({ desktop: true }) }], '/op/setting');
    expect(document.querySelectorAll('.adm-form-item-horizontal')).toHaveLength(2);
    expect(document.querySelector('.adm-form-item-vertical')).toBeNull();
    expect(save().classList.contains('adm-button-block')).toBe(false);
    expect(save().classList.contains('adm-button-large')).toBe(false);
  });

  it('stays the stacked phone form on a phone, and on a desktop unless asked', () => {
    desktop = false;
    view.renderRoutes([{ path: '/op/setting', element: form({ desktop: true }) }], '/op/setting');
    expect(document.querySelectorAll('.adm-form-item-vertical')).toHaveLength(2);
    expect(save().classList.contains('adm-button-block')).toBe(true);
    desktop = true;
    view.remount();
    view.renderRoutes([{ path: '/op/setting', element: form({}) }], '/op/setting');
    expect(document.querySelector('.adm-form-item-horizontal')).toBeNull();
    expect(save().classList.contains('adm-button-block')).toBe(true);
  });
});
