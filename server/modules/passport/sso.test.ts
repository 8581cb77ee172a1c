import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { nowIso } from '../../lib/clock.js';
import { signHs256 } from '../../lib/jwt-hs256.js';
import type { TestApp } from '../../testing/app.js';
import { describeEachDialect } from '../../testing/databases.js';
import { insertUser } from '../../testing/fixtures.js';
import { buildWorld, testPhone } from '../../testing/world.js';

const SECRET = 'app-secret-for-tests';

describeEachDialect('single sign-on on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // Only Date is faked, from the real time on: tests move it to reuse a token later.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    ({ t } = await buildWorld(dialect));
    await insertUser(t.database.db, 1, '13800000003');
    await t.database.db
      .insertInto('sso_apps')
      .values({ tenant_id: 1, appid: 'xg', name: '统一认证门户', secret: SECRET, created_at: nowIso() })
      .execute();
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const now = () => Math.floor(Date.now() / 1000);
  const tokenFor = (phone: string, claims: Record<string, unknown> = {}, secret = SECRET) =>
    signHs256({ phone, iat: now(), exp: now() + 120, ...claims }, secret);
  const sso = (token: string, appid = 'xg', host = 'localhost', sysid = 1) =>
    t.app.inject({
      method: 'POST',
      url: '/api/dpboot/passport/sso/xg',
      headers: { ...t.sign(sysid), host, 'content-type': 'application/json' },
      payload: { token, appid },
    });

  it('logs a known phone in, answering token and user', async () => {
    const response = await sso(tokenFor('13800000003'));
    expect(response.json()).toMatchObject({ statusCode: 200, data: { token: expect.any(String), user: { phone: '13800000003' } } });
  });

  it('creates an account for an unknown phone', async () => {
    const unknown = testPhone();
    const response = await sso(tokenFor(unknown));
    expect(response.json()).toMatchObject({ statusCode: 200, data: { user: { phone: unknown, roles: [{ rolename: '注册用户' }] } } });
  });

  it('accepts each token once', async () => {
    const token = tokenFor('13800000003', { jti: 'once' });
    expect((await sso(token)).json().statusCode).toBe(200);
    expect((await sso(token)).json()).toMatchObject({ statusCode: 400, message: '单点登录凭证无效或已过期' });
  });

  it('refuses a used token in another spelling', async () => {
    let n = 0;
    let token = tokenFor('13800000003', { n });
    // A MAC with '-' or '_' in it, so that the standard-alphabet spelling differs.
    while (!/[-_]/.test(token.split('.')[2]!)) token = tokenFor('13800000003', { n: ++n });
    const [h, p, m] = token.split('.') as [string, string, string];
    expect((await sso(token)).json().statusCode).toBe(200);
    const standardAlphabet = `${h}.${p}.${m.replace(/-/g, '+').replace(/_/g, '/')}`;
    for (const spelling of [`${token}=`, `${h}.${p}=.${m}`, standardAlphabet, ` ${token}`]) {
      expect((await sso(spelling)).json()).toMatchObject({ statusCode: 400, message: '单点登录凭证无效或已过期' });
    }
  });

  it('refuses a used token reused later, as long as it could be accepted', async () => {
    const token = tokenFor('13800000003', { exp: now() + 300 });
    expect((await sso(token)).json().statusCode).toBe(200);
    const start = Date.now();
    try {
      for (const later of [2_000, 60_000, 299_000]) {
        vi.setSystemTime(start + later);
        expect((await sso(token)).json()).toMatchObject({ statusCode: 400, message: '单点登录凭证无效或已过期' });
      }
    } finally {
      vi.setSystemTime(start);
    }
  });

  it('refuses another token with the jti of a used one', async () => {
    expect((await sso(tokenFor('13800000003', { jti: 'handover-7' }))).json().statusCode).toBe(200);
    const again = await sso(tokenFor('13800000003', { jti: 'handover-7', exp: now() + 200 }));
    expect(again.json()).toMatchObject({ statusCode: 400, message: '单点登录凭证无效或已过期' });
  });

  it('refuses a token issued in the future, and one without iat', async () => {
    const year = 365 * 24 * 3600;
    const refused = [
      tokenFor('13800000003', { iat: now() + year, exp: now() + year + 120 }),
      tokenFor('13800000003', { iat: now() + 120 }),
      tokenFor('13800000003', { iat: undefined }),
    ];
    for (const token of refused) expect((await sso(token)).json()).toMatchObject({ statusCode: 400, message: '单点登录凭证无效或已过期' });
    expect((await sso(tokenFor('13800000003', { iat: now() + 30 }))).json().statusCode).toBe(200);
  });

  it('refuses expired, foreign, long-lived and phoneless tokens, and unknown applications', async () => {
    const refused = [
      tokenFor('13800000003', { exp: now() - 300 }),
      tokenFor('13800000003', {}, 'another-secret'),
      tokenFor('13800000003', { iat: now() - 3600, exp: now() + 3600 }),
      tokenFor('not-a-phone'),
    ];
    for (const token of refused) expect((await sso(token)).json().message).toBe('单点登录凭证无效或已过期');
    expect((await sso(tokenFor('13800000003'), 'unknown')).json().message).toBe('未登记的单点登录应用');
  });

  it("does not accept one park's application on another park", async () => {
    const response = await sso(tokenFor('13800000003'), 'xg', 'demo2.localhost', 2);
    expect(response.json().message).toBe('未登记的单点登录应用');
  });
});
