import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCookie } from './cookies';
import { userDb } from './local-db';
import { currentUser, hasToken, restoreSession, signIn, signOut, tokenAge } from './session';

const answer = {
  token: 'tok-1',
  user: { id: 9, name: '张三', phone: '13800000003', roles: [{ rolename: '注册用户' }], orgId: 3, orgType: 'ORG' as const },
};

describe('session (SPEC §4)', () => {
  beforeEach(async () => {
    await signOut();
  });

  it('sign-in stores the token cookie, the user and user.info', async () => {
    signIn(answer, 1_000);
    expect(getCookie('token')).toBe('tok-1');
    expect(hasToken()).toBe(true);
    expect(currentUser()).toEqual(answer.user);
    expect(tokenAge(1_000 + 60_000)).toBe(60_000);
    await expect.poll(async () => (await userDb.info.get('info'))?.value).toEqual(answer.user);
  });

  it('sign-out removes the cookie, the user and user.info', async () => {
    signIn(answer);
    await signOut();
    expect(getCookie('token')).toBeUndefined();
    expect(currentUser()).toBeNull();
    expect(tokenAge()).toBe(Infinity);
    expect(await userDb.info.count()).toBe(0);
  });

  it('restores the saved user only while the token cookie is there', async () => {
    signIn(answer);
    await expect.poll(async () => (await userDb.info.get('info'))?.value).toEqual(answer.user);
    expect(await restoreSession()).toEqual(answer.user);
    document.cookie = `${'innoweb_token'}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    expect(await restoreSession()).toBeNull();
    expect(currentUser()).toBeNull();
  });

  it('treats the literal "undefined" as no token', () => {
    document.cookie = 'innoweb_token=undefined; path=/';
    expect(hasToken()).toBe(false);
  });
});
