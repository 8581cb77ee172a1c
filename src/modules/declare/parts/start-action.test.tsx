import 'fake-indexeddb/auto';
import { Dialog } from 'antd-mobile';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@common/roles';
import { DEFAULT_TENANT } from '@common/tenant';
import { signIn, signOut } from '@/core/session';
import { setTenant } from '@/core/tenant';
import { StartAction } from './start-action';
import { renderAntdPortals } from '@/ui/testing/antd-portals';
import { screenPerTest } from '@/ui/testing/screen';
import { settle, until, pageText, buttonNames, clickButton } from '@/ui/testing/queries';

/*
 * "Needs an organisation" as a person meets it: 立即申报 without one opens a dialog whose 去认证 and
 * 去关联 lead to /regist/org (the latter to its search for an organisation to link to).
 */
renderAntdPortals();
const view = screenPerTest({
  afterUnmount: async () => {
    act(() => Dialog.clear());
    await settle();
    document.body.innerHTML = '';
    await signOut();
  },
});

const individual: SessionUser = { id: 7, name: '个人', phone: '13800000007', roles: [{ rolename: '注册用户' }], orgId: null, orgType: null };

beforeEach(() => {
  setTenant({ ...DEFAULT_TENANT, id: 1 });
});

function render(element: React.ReactNode) {
  return view.renderRoutes(
    [
      { path: '/policy/declareDetail/1', element },
      { path: '/regist/org', element: <p>认证页</p> },
    ],
    '/policy/declareDetail/1',
  );
}

const OPEN = { id: 1, phase: 'OPEN', mine: null, name: '研发补助' } as const;

describe('立即申报 without an organisation', { timeout: 30_000 }, () => {
  it('offers 去认证, 去关联 and 知道了; 去关联 opens the search for an organisation to link to', async () => {
    signIn({ token: 't', user: individual });
    const router = render(<StartAction declaration={OPEN} />);
    clickButton('立即申报');
    await until(() => pageText().includes('暂不能申报'));
    expect(buttonNames()).toEqual(expect.arrayContaining(['去认证', '去关联', '知道了']));
    clickButton('去关联');
    await until(() => router.state.location.pathname === '/regist/org');
    expect(router.state.location.state).toEqual({ intent: 'relate' });
  });

  it('去认证 opens the certification form', async () => {
    signIn({ token: 't', user: individual });
    const router = render(<StartAction declaration={OPEN} />);
    clickButton('立即申报');
    await until(() => buttonNames().includes('去认证'));
    clickButton('去认证');
    await until(() => router.state.location.pathname === '/regist/org');
    expect(router.state.location.state).toBeNull();
  });

  it('tells a service organisation only why, without ways it cannot take', async () => {
    signIn({ token: 't', user: { ...individual, orgId: 3, orgType: 'SERVICE' } });
    render(<StartAction declaration={OPEN} />);
    clickButton('立即申报');
    await until(() => buttonNames().includes('知道了'));
    expect(buttonNames()).not.toContain('去认证');
    expect(buttonNames()).not.toContain('去关联');
  });
});
