import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app.js';
import { describeEachDialect } from '../testing/databases.js';
import { insertTwoTenants } from '../testing/fixtures.js';

describeEachDialect('tenant by hostname on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await insertTwoTenants(t.database.db);
  });
  afterAll(() => t.close());

  const ask = (host: string, payload: string, contentType = 'application/x-www-form-urlencoded') =>
    t.app.inject({ method: 'POST', url: '/api/need/getTenantWrapper', headers: { host, 'content-type': contentType }, payload });

  it('answers the park served on the domain, with the spec fields', async () => {
    const response = await ask('demo2.localhost:8080', 'domain=demo2.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      statusCode: 200,
      message: expect.any(String),
      data: { bdSysId: 2, logo: '/innoweb/logo.svg', fullname: '测试园区2', dp_simple: '园区2', sourceParkId: 2001, highTechZone: '测试高新区2' },
    });
  });

  it('answers the default park for an unknown domain, and takes JSON too', async () => {
    expect((await ask('localhost', 'domain=unknown.example.org')).json().data.bdSysId).toBe(1);
    expect((await ask('localhost', JSON.stringify({ domain: 'DEMO2.localhost.' }), 'application/json')).json().data.bdSysId).toBe(2);
  });

  it('falls back to the Host when no domain is sent', async () => {
    expect((await ask('demo2.localhost:8080', '')).json().data.bdSysId).toBe(2);
  });
});
