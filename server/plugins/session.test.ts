import { expect, it } from 'vitest';
import { call, describeWorld } from '../testing/world.js';

/**
 * Sessions (DESIGN §4): opaque random tokens, only their hash stored, expiring, revocable and
 * refreshable; a token opens its own park only. Checked at the API, where a user meets them.
 */
describeWorld('sessions on %s', (w) => {
  const current = (token: string | undefined, tenant: 1 | 2 = 1) =>
    call(w, 'GET', '/api/dpboot/user/current', token === undefined ? undefined : { id: 0, token }, undefined, tenant);
  const refresh = (token: string) => call<{ token: string }>(w, 'POST', '/api/dpboot/user/token/refresh', { id: 0, token });
  const logout = (token: string) => call(w, 'POST', '/api/dpboot/passport/logout', { id: 0, token });
  const LOG_IN_FIRST = { http: 401, body: { statusCode: 401, message: '请先登录', data: null } };

  const newSession = (ttlMs?: number) => w.t.app.sessions.create(1, w.individual.id, ttlMs);

  it('opens the user of a live token, and stores only a hash of it', async () => {
    const token = await newSession();
    const answer = await current(token);
    expect(answer.body).toMatchObject({ statusCode: 200, data: { id: w.individual.id, roles: [{ rolename: '注册用户' }] } });
    const stored = await w.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
  });

  it('refuses an expired session', async () => {
    const token = await newSession(-1_000);
    expect(await current(token)).toEqual(LOG_IN_FIRST);
    const refreshed = await refresh(token);
    expect(refreshed.http).toBe(401);
    expect(refreshed.body.message).toBe('登录已过期，请重新登录');
  });

  it('refuses a revoked token, an unknown one and the literal text undefined', async () => {
    const token = await newSession();
    await w.t.app.sessions.revoke(token);
    expect(await current(token)).toEqual(LOG_IN_FIRST);
    expect(await current('not-a-token')).toEqual(LOG_IN_FIRST);
    expect(await current('undefined')).toEqual(LOG_IN_FIRST);
    expect(await current(undefined)).toEqual(LOG_IN_FIRST);
  });

  it('does not open another park with a token', async () => {
    expect(await current(w.userC.token, 1)).toEqual(LOG_IN_FIRST);
    expect(await current(w.userA.token, 2)).toEqual(LOG_IN_FIRST);
    // Each in its own park.
    expect((await current(w.userC.token, 2)).body.statusCode).toBe(200);
    expect((await current(w.userA.token, 1)).body.statusCode).toBe(200);
  });

  it('refuses the session of a disabled account', async () => {
    const token = await newSession();
    await w.db.updateTable('users').set({ status: 'DISABLED' }).where('id', '=', w.individual.id).execute();
    try {
      expect(await current(token)).toEqual(LOG_IN_FIRST);
    } finally {
      await w.db.updateTable('users').set({ status: 'ACTIVE' }).where('id', '=', w.individual.id).execute();
    }
    expect((await current(token)).body.statusCode).toBe(200);
  });

  it('rotates the token on refresh: the new one works, the old one is revoked', async () => {
    const old = await newSession();
    const refreshed = await refresh(old);
    expect(refreshed.body).toMatchObject({ statusCode: 200, data: { token: expect.any(String), user: { id: w.individual.id } } });
    const next = refreshed.body.data.token;
    expect(next).not.toBe(old);
    expect(await current(old)).toEqual(LOG_IN_FIRST);
    expect((await current(next)).body.data).toMatchObject({ id: w.individual.id });
    expect((await refresh(old)).http).toBe(401);
  });

  it('revokes the token on logout and leaves the user’s other sessions open', async () => {
    const phone = await newSession();
    const laptop = await newSession();
    expect((await logout(phone)).body).toEqual({ statusCode: 200, message: '已退出登录', data: null });
    expect(await current(phone)).toEqual(LOG_IN_FIRST);
    expect((await current(laptop)).body.statusCode).toBe(200);
  });
});
