import 'fake-indexeddb/auto';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@common/roles';
import { DEFAULT_TENANT } from '@common/tenant';
import { signIn, signOut } from '@/core/session';
import { setTenant } from '@/core/tenant';
import { withPageKey } from '@/ui/testing/page-key';
import { OrgCertifyForm } from './org-certify-form';
import { screenPerTest } from '@/ui/testing/screen';
import { settle, until, pageText, buttonNames, clickButton } from '@/ui/testing/queries';

/*
 * The certification form as an applicant uses it: a part of the name typed into the search finds
 * the park's organisation (SPEC §7 v2/tyc) and picking it fills the form in.
 */

const view = screenPerTest({
  afterUnmount: async () => {
    await settle();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    await signOut();
  },
});
const individual: SessionUser = { id: 7, name: '个人', phone: '13800000007', roles: [{ rolename: '注册用户' }], orgId: null, orgType: null };

withPageKey();

beforeEach(() => {
  setTenant({ ...DEFAULT_TENANT, id: 1 });
});

function render(element: React.ReactNode) {
  view.renderRoutes([{ path: '/regist/org', element }], '/regist/org');
}

describe('the certification form', { timeout: 30_000 }, () => {
  it('finds the organisation by a part of its name and fills it in', async () => {
    signIn({ token: 't', user: individual });
    const asked: { method: string; url: URL }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        asked.push({ method: init.method ?? 'GET', url: new URL(url, 'http://localhost') });
        const found = {
          id: 12,
          fullname: '杭州甲科技有限公司',
          simplename: '甲科技',
          creditCode: '91350100M000100Y43',
          legalPerson: '李四',
          address: '杭州市滨江区网商路1号',
          orgtype: 'SERVICE',
          category: '高新技术企业',
          certified: false,
        };
        return new Response(JSON.stringify({ statusCode: 200, message: '操作成功', data: [found] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    render(<OrgCertifyForm initialValues={{ category: 'ORG' }} onSubmit={async () => undefined} />);
    const search = document.querySelector<HTMLInputElement>('input[placeholder="输入企业名称或统一社会信用代码"]')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(search, '甲科技');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await until(() => buttonNames().includes('填入认证'));
    expect(asked).toHaveLength(1);
    expect(asked[0]?.method).toBe('POST');
    expect(asked[0]?.url.pathname).toBe('/api/parkboot/v2/tyc/get_by_name/new');
    expect(asked[0]?.url.searchParams.get('orgName')).toBe('甲科技');
    expect(pageText()).toContain('法定代表人 李四');
    clickButton('填入认证');
    await until(() => document.querySelector<HTMLInputElement>('input[placeholder="与营业执照上的名称一致"]')!.value === '杭州甲科技有限公司');
    expect(document.querySelector<HTMLInputElement>('input[placeholder="18位，见营业执照"]')!.value).toBe('91350100M000100Y43');
    expect(pageText()).toContain('园区登记的法定代表人：李四');
    expect(document.querySelector('.adm-selector-item-active')?.textContent).toBe('服务机构');
  });
});
