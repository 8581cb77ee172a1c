import { describe, expect, it, vi } from 'vitest';
import type { FormField } from './form-page';
import { FormPopup } from './form-popup';
import { screenPerTest } from '@/ui/testing/screen';
import { clickButton, pageText, settle, until } from '@/ui/testing/queries';

const view = screenPerTest({ clearBody: true });

interface Values {
  status: 'VACANT' | 'RENTED';
  tenantName?: string;
}

/** A field shown, and required, only while another value asks for it (a rented space's tenant). */
const FIELDS: FormField<Values>[] = [
  { name: 'status', label: '状态', type: 'select', required: true, options: [{ value: 'VACANT', label: '空置' }, { value: 'RENTED', label: '已租' }] },
  { name: 'tenantName', label: '承租企业', type: 'text', required: '已租的房源请填写承租企业', visible: { dependsOn: ['status'], when: (v) => v.status === 'RENTED' } },
];

function popup(initialValues: Partial<Values>, onSubmit: (values: Values) => Promise<unknown>) {
  view.render(<FormPopup<Values> title="编辑房源" visible onClose={() => undefined} fields={FIELDS} initialValues={initialValues} onSubmit={onSubmit} />);
}

describe('FormPopup', () => {
  it('leaves out a conditional field while its condition is false, and saves without it', async () => {
    const onSubmit = vi.fn(async () => undefined);
    popup({ status: 'VACANT' }, onSubmit);
    await until(() => pageText().includes('编辑房源'));
    expect(pageText()).not.toContain('承租企业');
    clickButton('保存');
    await until(() => onSubmit.mock.calls.length === 1);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ status: 'VACANT' }));
  });

  it('shows a conditional field whose condition holds, and enforces its rule', async () => {
    const onSubmit = vi.fn(async () => undefined);
    popup({ status: 'RENTED' }, onSubmit);
    await until(() => pageText().includes('承租企业'));
    clickButton('保存');
    await until(() => pageText().includes('已租的房源请填写承租企业'));
    await settle();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
