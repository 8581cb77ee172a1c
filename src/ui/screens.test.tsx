import { Dialog, Toast } from 'antd-mobile';
import { act, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ItemResource, ItemState, ListResource, ListState } from '../ui/resource';
import { AuditActions } from './audit-actions';
import { validateReason } from './audit-reason';
import { DetailPage } from './detail-page';
import { EnvelopeError } from '@/core/http';
import { FieldErrors, FormPage, FormStay, type FormField } from './form-page';
import { ListPage } from './list-page';
import { statusTabs } from './status';
import { screenPerTest } from '@/ui/testing/screen';
import { until, pageText } from '@/ui/testing/queries';
import { fakeList as fakeListOf } from '@/ui/testing/fake-list';

const view = screenPerTest({ clearBody: true });
afterEach(() => {
  vi.restoreAllMocks();
});

const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => b.textContent?.replace(/\s/g, '') === name || b.getAttribute('aria-label') === name,
  );

function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

interface Application {
  id: number;
  fullname: string;
  status: string;
  phone: string;
  createdAt: string;
  reason: string;
}
const app = (id: number, status = 'TOAUDIT'): Application => ({
  id,
  fullname: `企业${id}`,
  status,
  phone: '13800000001',
  createdAt: new Date('2025-03-07T14:05:00+08:00').toISOString(),
  reason: '',
});
type Query = { kind?: string; search?: string; status?: string; category?: string };

const fakeList = (state: Partial<ListState<Application>>) => fakeListOf<Application, Query>('test/applications', state);

function listScreen(resource: ListResource<Application, Query>): ReactNode {
  return (
    <ListPage
      title="企业认证审核"
      list={resource}
      fixed={{ kind: 'ORG' }}
      search={{ field: 'search', placeholder: '企业名称' }}
      filters={[{ field: 'category', label: '机构类型', options: [{ label: '企业', value: 'ORG' }] }]}
      tabs={{
        field: 'status',
        options: statusTabs('audit'),
        param: 'status',
        defaultValue: 'TOAUDIT',
        pathFor: (v) => `/audit/${v}`,
      }}
      card={{
        title: 'fullname',
        status: { family: 'audit', field: 'status' },
        meta: [
          { label: '手机号', value: 'phone', format: 'phone' },
          { label: '提交时间', value: 'createdAt', format: 'datetime' },
        ],
      }}
      itemPath={(item) => `/detail/${item.id}`}
    />
  );
}

describe('ListPage', () => {
  it('reads its query from the URL and the route param, and draws cards', () => {
    const { resource, queries } = fakeList({ items: [app(1), app(2, 'PASS')], total: 2 });
    view.renderRoutes(
      [{ path: '/audit/:status?', element: listScreen(resource) }],
      '/audit/PASS?search=杭州&category=ORG',
    );
    expect(queries.at(-1)).toEqual({ kind: 'ORG', search: '杭州', category: 'ORG', status: 'PASS' });
    expect(pageText()).toContain('企业1');
    expect(pageText()).toContain('审核通过');
    expect(pageText()).toContain('138****0001');
    expect(pageText()).toContain('2025-03-07 14:05');
    expect(pageText()).toContain('共 2 条');
    expect(document.querySelector('a[href="/detail/2"]')?.textContent).toBe('企业2');
  });

  it('switches tabs by navigating to the tab path, keeping the search', async () => {
    const { resource, queries } = fakeList({ items: [app(1)], total: 1 });
    const router = view.renderRoutes(
      [{ path: '/audit/:status?', element: listScreen(resource) }],
      '/audit?search=甲',
    );
    expect(queries.at(-1)?.status).toBe('TOAUDIT');
    const tab = [...document.querySelectorAll('.adm-tabs-tab')].find(
      (t) => t.textContent === '申请退回',
    ) as HTMLElement;
    act(() => tab.click());
    await until(() => router.state.location.pathname === '/audit/BACK');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('甲');
    expect(queries.at(-1)?.status).toBe('BACK');
  });

  it('shows the empty state, narrowed wording included', () => {
    const { resource } = fakeList({ items: [], total: 0 });
    view.renderRoutes([{ path: '/audit/:status?', element: listScreen(resource) }], '/audit?search=无此企业');
    expect(pageText()).toContain('暂无数据');
    expect(pageText()).toContain('换个关键词或筛选条件试试');
  });

  it('shows a failed first page with 重试', () => {
    const { resource, state } = fakeList({ error: new Error('x') });
    view.renderRoutes([{ path: '/audit/:status?', element: listScreen(resource) }], '/audit');
    expect(pageText()).toContain('加载失败');
    act(() => buttonNamed('重试')!.click());
    expect(state.refresh).toHaveBeenCalled();
  });

  it('offline, a read that never reached the server shows one offline state beside the items kept on the phone, no error', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { resource } = fakeList({ error: new TypeError('Failed to fetch') });
    view.renderRoutes(
      [{ path: '/audit/:status?', element: <ListPage title="我的诉求" list={resource} header={<section>本机未提交（1）</section>} card={{ title: 'fullname' }} /> }],
      '/audit',
    );
    expect(pageText()).toContain('本机未提交（1）');
    expect(pageText()).toContain('当前离线');
    expect(pageText()).toContain('联网后可查看');
    expect(pageText()).not.toContain('加载失败');
    expect(pageText()).not.toContain('网络不稳定');
  });

  it('online, a network failure is still 加载失败 with 重试', () => {
    const { resource } = fakeList({ error: new TypeError('Failed to fetch') });
    view.renderRoutes([{ path: '/audit/:status?', element: listScreen(resource) }], '/audit');
    expect(pageText()).toContain('加载失败');
    expect(pageText()).not.toContain('当前离线');
  });
});

function fakeItem(
  state: Partial<
    ItemState<
      Application & {
        history: { actionLabel: string; createdAt: string; reason: string; actorName: string }[];
      }
    >
  >,
) {
  type T = Application & {
    history: { actionLabel: string; createdAt: string; reason: string; actorName: string }[];
  };
  const ids: unknown[] = [];
  const resource: ItemResource<T> = {
    key: 'test/application',
    fetch: async () => ({ ...app(1), history: [] }),
    useItem: (id) => {
      ids.push(id);
      return {
        data: undefined,
        error: undefined,
        isLoading: false,
        isValidating: false,
        mutate: vi.fn(),
        notFound: false,
        ...state,
      };
    },
  };
  return { resource, ids };
}

describe('DetailPage', () => {
  it('shows sections, —, attachments, the audit trail and the footer', () => {
    const data = {
      ...app(7, 'BACK'),
      reason: '',
      history: [
        {
          actionLabel: '提交申请',
          createdAt: new Date('2025-03-07T09:00:00+08:00').toISOString(),
          reason: '',
          actorName: '张三',
        },
        {
          actionLabel: '申请退回',
          createdAt: new Date('2025-03-08T10:30:00+08:00').toISOString(),
          reason: '执照模糊',
          actorName: '李四',
        },
      ],
    };
    const { resource, ids } = fakeItem({ data });
    view.renderRoutes(
      [
        {
          path: '/detail/:id',
          element: (
            <DetailPage
              title="认证详情"
              item={resource}
              heading={{ title: 'fullname', status: { family: 'audit', field: 'status' } }}
              sections={[
                {
                  title: '申请信息',
                  fields: [
                    { label: '联系电话', value: 'phone', format: 'phone' },
                    { label: '审核意见', value: 'reason' },
                  ],
                },
              ]}
              attachments={() => [
                {
                  filename: '营业执照.png',
                  url: '/api/dpboot/attach/download/1',
                  mime: 'image/png',
                  title: '营业执照',
                },
              ]}
              history={(item) => item.history}
              footer={() => <button type="button">底部操作</button>}
            />
          ),
        },
      ],
      '/detail/7',
    );
    expect(ids.at(-1)).toBe('7');
    expect(pageText()).toContain('企业7');
    expect(pageText()).toContain('申请退回');
    expect(pageText()).toContain('138****0001');
    expect(document.querySelector('dd')?.textContent).toBe('138****0001');
    expect([...document.querySelectorAll('dd')].at(-1)?.textContent).toBe('—');
    expect(pageText()).toContain('营业执照.png');
    expect(pageText()).toContain('李四 · 2025-03-08 10:30');
    expect(pageText()).toContain('审核意见：执照模糊');
    expect(buttonNamed('底部操作')).toBeDefined();
    expect(buttonNamed('返回')).toBeDefined();
  });

  it('tells when the record does not exist', () => {
    const { resource } = fakeItem({ notFound: true, error: new Error('404') });
    view.renderRoutes(
      [{ path: '/detail/:id', element: <DetailPage title="详情" item={resource} sections={[]} /> }],
      '/detail/9',
    );
    expect(pageText()).toContain('内容不存在或已被删除');
  });
});

type Values = { fullname: string; phone: string; capital?: number };
const fields: FormField<Values>[] = [
  { name: 'fullname', label: '企业名称', type: 'text', required: true, min: 2, max: 50, group: '基本信息' },
  { name: 'phone', label: '联系电话', type: 'phone', required: true },
  { name: 'capital', label: '注册资本', type: 'number', unit: '万元', min: 0 },
];

describe('FormPage', () => {
  it('validates, submits and goes where told', async () => {
    const onSubmit = vi.fn(async (values: Values) => ({ id: 5, ...values }));
    const router = view.renderRoutes(
      [
        {
          path: '/form',
          element: (
            <FormPage
              title="新增企业"
              fields={fields}
              onSubmit={onSubmit}
              successTo={(r) => `/detail/${r.id}`}
              successMessage={false}
            />
          ),
        },
        { path: '/detail/:id', element: <p>详情页</p> },
      ],
      '/form',
    );
    expect(pageText()).toContain('基本信息');
    act(() => buttonNamed('提交')!.click());
    await until(() => pageText().includes('请输入企业名称'));
    expect(pageText()).toContain('请输入联系电话');
    expect(onSubmit).not.toHaveBeenCalled();

    const inputs = [...document.querySelectorAll('input')];
    typeInto(inputs[0]!, '杭州甲公司');
    typeInto(inputs[1]!, '13800000001');
    typeInto(inputs[2]!, '12.5');
    act(() => buttonNamed('提交')!.click());
    await until(() => onSubmit.mock.calls.length === 1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      fullname: '杭州甲公司',
      phone: '13800000001',
      capital: 12.5,
    });
    await until(() => router.state.location.pathname === '/detail/5');
  });

  it('asks before leaving with unsaved changes', async () => {
    const confirm = vi.spyOn(Dialog, 'confirm').mockResolvedValue(false);
    const router = view.renderRoutes(
      [
        {
          path: '/form',
          element: (
            <>
              <Link to="/elsewhere">别处</Link>
              <FormPage
                title="编辑"
                fields={fields}
                initialValues={{ fullname: '原名称' }}
                onSubmit={async () => null}
              />
            </>
          ),
        },
        { path: '/elsewhere', element: <p>别处</p> },
      ],
      '/form',
    );
    expect((document.querySelector('input') as HTMLInputElement).value).toBe('原名称');
    typeInto(document.querySelector('input')!, '新名称');
    act(() => (document.querySelector('a[href="/elsewhere"]') as HTMLElement).click());
    await until(() => confirm.mock.calls.length === 1);
    expect(confirm.mock.calls[0]![0].content).toBe('当前内容尚未保存，确定离开吗？');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(router.state.location.pathname).toBe('/form');

    confirm.mockResolvedValue(true);
    act(() => (document.querySelector('a[href="/elsewhere"]') as HTMLElement).click());
    await until(() => router.state.location.pathname === '/elsewhere');
  });
});

describe('FormPage errors about one field after a submit', () => {
  const itemOf = (label: string) =>
    [...document.querySelectorAll('.adm-form-item')].find((item) => item.querySelector('.adm-form-item-label')?.textContent?.includes(label));
  const filled = { fullname: '杭州甲公司', phone: '13800000001' };

  it('marks the field a check of the action names, scrolls to it, and keeps the message until the field changes', async () => {
    const toast = vi.spyOn(Toast, 'show');
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const run = vi.fn(async () => {
      throw new FieldErrors([{ name: 'fullname', message: '企业名称已被其他企业使用' }]);
    });
    view.renderRoutes([{ path: '/form', element: <FormPage title="新增企业" fields={fields} initialValues={filled} onSubmit={run} /> }], '/form');
    act(() => buttonNamed('提交')!.click());
    await until(() => !!itemOf('企业名称')?.textContent?.includes('企业名称已被其他企业使用'));
    expect(itemOf('企业名称')!.classList.contains('adm-form-item-has-error')).toBe(true);
    await until(() => scrolled.mock.calls.length > 0);
    expect(scrolled.mock.contexts[0]).toBe(itemOf('企业名称'));
    // No toast: the message is next to the field, and it does not fade.
    expect(toast).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(itemOf('企业名称')!.textContent).toContain('企业名称已被其他企业使用');
    // Another field changing leaves it; its own field changing takes it away.
    typeInto(document.querySelectorAll('input')[2]!, '10');
    expect(itemOf('企业名称')!.textContent).toContain('企业名称已被其他企业使用');
    typeInto(document.querySelectorAll('input')[0]!, '杭州乙公司');
    await until(() => !itemOf('企业名称')!.textContent!.includes('企业名称已被其他企业使用'));
  });

  it('puts a validation answer of the server under the field it names', async () => {
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const run = vi.fn(async () => {
      throw new EnvelopeError({ statusCode: 400, message: '联系电话格式不正确', data: null });
    });
    view.renderRoutes([{ path: '/form', element: <FormPage title="新增企业" fields={fields} initialValues={filled} onSubmit={run} /> }], '/form');
    act(() => buttonNamed('提交')!.click());
    await until(() => !!itemOf('联系电话')?.classList.contains('adm-form-item-has-error'));
    expect(itemOf('联系电话')!.textContent).toContain('联系电话格式不正确');
    expect(itemOf('企业名称')!.classList.contains('adm-form-item-has-error')).toBe(false);
  });
});

/** A control of a screen's own: takes value and onChange like an antd-mobile control. */
function Counter({ value = 0, onChange }: { value?: number; onChange?: (v: number) => void }) {
  return (
    <button type="button" onClick={() => onChange?.(value + 1)}>
      已选 {value} 个
    </button>
  );
}

describe('FormPage with a custom control and an action that may stay', () => {
  it('validates the custom control, stays silently on FormStay, and toasts what the answer chose', async () => {
    const toast = vi.spyOn(Toast, 'show');
    let refuse = true;
    const run = vi.fn<(input: { count?: number }) => Promise<{ queued: boolean }>>(async () => {
      if (refuse) throw new FormStay('told in a dialog');
      return { queued: true };
    });
    const router = view.renderRoutes(
      [
        {
          path: '/form',
          element: (
            <FormPage<{ count?: number }, { count?: number }, { queued: boolean }>
              title="选择"
              fields={[{ name: 'count', label: '数量', type: 'custom', required: '请至少选择一个', input: <Counter /> }]}
              onSubmit={run}
              successMessage={(r) => (r.queued ? '已保存，联网后自动提交' : '已提交')}
              successTo="/done"
            />
          ),
        },
        { path: '/done', element: <p>完成</p> },
      ],
      '/form',
    );
    act(() => buttonNamed('提交')!.click());
    await until(() => pageText().includes('请至少选择一个'));
    expect(run).not.toHaveBeenCalled();

    act(() => buttonNamed('已选0个')!.click());
    act(() => buttonNamed('提交')!.click());
    await until(() => run.mock.calls.length === 1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(router.state.location.pathname).toBe('/form');
    expect(toast).not.toHaveBeenCalled();

    refuse = false;
    act(() => buttonNamed('提交')!.click());
    await until(() => router.state.location.pathname === '/done');
    expect(run.mock.calls[1]![0]).toEqual({ count: 1 });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: '已保存，联网后自动提交' }));
  });
});

describe('FormPage in edit mode', () => {
  it('starts from the loaded item', async () => {
    const { resource, ids } = fakeItem({ data: { ...app(3), fullname: '已有企业', history: [] } });
    view.renderRoutes(
      [
        {
          path: '/edit/:id',
          element: (
            <FormPage
              title="编辑企业"
              fields={fields}
              edit={{ item: resource, toValues: (item) => ({ fullname: item.fullname, phone: item.phone }) }}
              onSubmit={async () => null}
            />
          ),
        },
      ],
      '/edit/3',
    );
    expect(ids.at(-1)).toBe('3');
    const inputs = [...document.querySelectorAll('input')];
    expect(inputs.map((i) => i.value).slice(0, 2)).toEqual(['已有企业', '13800000001']);
  });
});

describe('AuditActions', () => {
  it('asks for a 2–200 character reason before 不通过', async () => {
    const onAudit = vi.fn(async () => undefined);
    view.renderRoutes([{ path: '/', element: <AuditActions onAudit={onAudit} /> }], '/');
    act(() => buttonNamed('不通过')!.click());
    await until(() => !!buttonNamed('确定不通过'));
    act(() => buttonNamed('确定不通过')!.click());
    expect(pageText()).toContain('请填写审核意见');
    const area = document.querySelector('textarea')!;
    typeInto(area, '差');
    act(() => buttonNamed('确定不通过')!.click());
    expect(pageText()).toContain('审核意见至少 2 个字');
    typeInto(area, '  营业执照不清晰  ');
    act(() => buttonNamed('确定不通过')!.click());
    await until(() => onAudit.mock.calls.length === 1);
    expect(onAudit).toHaveBeenCalledWith({ action: 'FAIL', reason: '营业执照不清晰' });
  });

  it('confirms 通过 and offers only the actions asked for', async () => {
    const confirm = vi.spyOn(Dialog, 'confirm').mockResolvedValue(true);
    const onAudit = vi.fn(async () => undefined);
    view.renderRoutes(
      [{ path: '/', element: <AuditActions onAudit={onAudit} actions={['PASS', 'BACK']} /> }],
      '/',
    );
    expect(buttonNamed('不通过')).toBeUndefined();
    act(() => buttonNamed('通过')!.click());
    await until(() => onAudit.mock.calls.length === 1);
    expect(confirm).toHaveBeenCalled();
    expect(onAudit).toHaveBeenCalledWith({ action: 'PASS', reason: '' });
  });

  it('checks reasons', () => {
    expect(validateReason(' ')).toBe('请填写审核意见');
    expect(validateReason('好')).toBe('审核意见至少 2 个字');
    expect(validateReason('x'.repeat(201))).toBe('审核意见不能超过 200 个字');
    expect(validateReason('材料齐全')).toBeNull();
  });
});
