import 'fake-indexeddb/auto';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@common/roles';
import type { RouteEntry } from '@/core/route-types';

const person: SessionUser = {
  id: 9,
  name: '张三',
  phone: '13800000003',
  roles: [{ rolename: '注册用户' }],
  orgId: 3,
  orgType: 'ORG',
};

// The background check of the saved session answers the same person.
vi.mock('@/core/endpoint-call', () => ({ call: vi.fn(() => Promise.resolve(person)) }));

const entry = (path: string): RouteEntry => ({
  path,
  title: '政策快速匹配',
  access: 'public',
  module: 'policy',
  load: () => Promise.reject(new Error('not loaded in this test')),
});

const argsFor = (path: string) =>
  ({ request: new Request(`http://localhost/innoweb${path}`), params: {} }) as unknown as LoaderFunctionArgs;

/** A page reloaded by someone signed in: the token cookie and the saved user, nothing in memory. */
async function reloadSignedIn() {
  const { signIn } = await import('@/core/session');
  const { userDb } = await import('@/core/local-db');
  signIn({ token: 'tok-1', user: person });
  await expect.poll(async () => (await userDb.info.get('info'))?.value).toEqual(person);
  vi.resetModules();
}

describe('guard loader: the session is known before a screen decides', () => {
  afterEach(async () => {
    const { signOut } = await import('@/core/session');
    await signOut();
    vi.resetModules();
  });

  for (const path of ['/policy/quickMatch', '/policy/record', '/policy/record/1']) {
    it(`a signed-in person reloading ${path} (a public screen) is known when it renders`, async () => {
      await reloadSignedIn();
      const { guardFor } = await import('./guard-loader');
      const { currentUser } = await import('@/core/session');
      expect(currentUser()).toBeNull();
      await guardFor(entry(path))(argsFor(path));
      expect(currentUser()).toEqual(person);
    });
  }

  it('a visitor without a token is not kept waiting and stays signed out', async () => {
    vi.resetModules();
    const { guardFor } = await import('./guard-loader');
    const sync = await import('@/core/session-sync');
    const ready = vi.spyOn(sync, 'sessionReady');
    const { currentUser } = await import('@/core/session');
    await guardFor(entry('/policy/quickMatch'))(argsFor('/policy/quickMatch'));
    expect(ready).not.toHaveBeenCalled();
    expect(currentUser()).toBeNull();
  });
});
