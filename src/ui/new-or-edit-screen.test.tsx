import { describe, expect, it } from 'vitest';
import { NewOrEditScreen } from './new-or-edit-screen';
import { screenPerTest } from '@/ui/testing/screen';

const view = screenPerTest();

const SPEC = { create: '新建榜单', edit: '编辑榜单', backTo: '/op/rankManage', notFound: '榜单不存在或已被删除' };

function open(url: string) {
  return view.renderRoutes(
    [{ path: '/edit', element: <NewOrEditScreen spec={SPEC} create={<p>空白表单</p>} edit={(id) => <p>{`表单 ${String(id)}`}</p>} /> }],
    url,
  );
}

describe('NewOrEditScreen reads ?id=', () => {
  it('enters a new record without an id', () => {
    open('/edit');
    expect(view.host.textContent).toContain('新建榜单');
    expect(view.host.textContent).toContain('空白表单');
  });

  it('edits the record an id names', () => {
    open('/edit?id=42');
    expect(view.host.textContent).toContain('编辑榜单');
    expect(view.host.textContent).toContain('表单 42');
  });

  it('says the record does not exist when ?id= is no record number', () => {
    open('/edit?id=abc');
    expect(view.host.textContent).toContain('榜单不存在或已被删除');
    expect(view.host.textContent).not.toContain('表单');
  });
});
