import { expect, it } from 'vitest';
import { describeEachDialect } from '../testing/databases.js';
import { twoParkApp } from '../testing/two-park-app.js';
import { insertTenant } from '../testing/fixtures.js';

describeEachDialect('tenant by hostname on %s', (dialect) => {
  const t = twoParkApp(dialect);

  const ask = (host: string, payload: string, contentType = 'application/x-www-form-urlencoded') =>
    t.app.inject({ method: 'POST', url: '/api/need/getTenantWrapper', headers: { host, 'content-type': contentType }, payload });

  it('answers the park served on the domain, with the spec fields', async () => {
    const response = await ask('demo2.localhost:8080', 'domain=demo2.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      statusCode: 200,
      message: expect.any(String),
      data: {
        bdSysId: 2,
        logo: '/innoweb/parks/test-2.svg',
        fullname: '测试园区2',
        dp_simple: '园区2',
        sourceParkId: 2001,
        highTechZone: '测试高新区2',
        themeColor: '#0f766e',
      },
    });
  });

  it("gives each park its own logo and colour, and the default one for what the portal cannot use", async () => {
    expect((await ask('localhost', 'domain=localhost')).json().data).toMatchObject({ logo: '/innoweb/logo.svg', themeColor: '#1466e6' });
    expect((await ask('localhost', 'domain=demo2.localhost')).json().data).toMatchObject({ logo: '/innoweb/parks/test-2.svg', themeColor: '#0f766e' });
    // A colour that is no #rrggbb (it goes into the page's stylesheet) or too light for white
    // text, a logo from another site (the CSP shows images of this origin only): the defaults.
    await insertTenant(t.database.db, 3, ['demo3.localhost']);
    await t.database.db.updateTable('tenants').set({ theme_color: '#0f766e}body{display:none', logo: 'https://cdn.example.com/x.svg' }).where('id', '=', 3).execute();
    expect((await ask('demo3.localhost', '')).json().data).toMatchObject({ bdSysId: 3, logo: '/innoweb/logo.svg', themeColor: '#1466e6' });
    await insertTenant(t.database.db, 4, ['demo4.localhost']);
    await t.database.db.updateTable('tenants').set({ theme_color: '#ffd600' }).where('id', '=', 4).execute();
    expect((await ask('demo4.localhost', '')).json().data.themeColor).toBe('#1466e6');
  });

  it('answers the default park for an unknown domain, and takes JSON too', async () => {
    expect((await ask('localhost', 'domain=unknown.example.org')).json().data.bdSysId).toBe(1);
    expect((await ask('localhost', JSON.stringify({ domain: 'DEMO2.localhost.' }), 'application/json')).json().data.bdSysId).toBe(2);
  });

  it('falls back to the Host when no domain is sent', async () => {
    expect((await ask('demo2.localhost:8080', '')).json().data.bdSysId).toBe(2);
  });
});
