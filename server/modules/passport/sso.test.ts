import { afterAll, beforeAll, expect, it } from 'vitest';
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
    ({ t } = await buildWorld(dialect));
    await insertUser(t.database.db, 1, '13800000003');
    await t.database.db
      .insertInto('sso_apps')
      .values({ tenant_id: 1, appid: 'xg', name: '统一认证门户', secret: SECRET, created_at: nowIso() })
      .execute();
  });
  afterAll(() => t.close());

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
