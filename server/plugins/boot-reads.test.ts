import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_ID, bootReadKey, type BootData } from '../../common/boot-data.js';
import { captchaKey } from '../lib/captcha.js';
import { buildTestApp, type TestApp } from '../testing/app.js';
import { insertOrg, insertTwoTenants } from '../testing/fixtures.js';

const bootOf = (body: string): BootData | null => {
  const json = new RegExp(`<script type="application/json" id="${BOOT_SCRIPT_ID}">(.*?)</script>`).exec(body)?.[1];
  return JSON.parse(json ?? 'null') as BootData | null;
};

/** The first screen's answers come inside the page, exactly as the API gives them on that park's hostname. */
describe('the first screen inside the page', () => {
  let t: TestApp;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDir, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
    t = await buildTestApp('sqlite', { webDir });
    await insertTwoTenants(t.database.db);
    for (let i = 0; i < 3; i++) await insertOrg(t.database.db, 1, { orgtype: 'ORG' });
    await insertOrg(t.database.db, 2, { orgtype: 'ORG' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const page = (url: string, host: string, mode = 'navigate') =>
    t.app.inject({ url, headers: { host, 'sec-fetch-mode': mode } });

  it("puts the home page's reads into /index, each park its own, equal to the API's answers", async () => {
    for (const [host, sysid, orgs] of [
      ['localhost:8081', 1, 3],
      ['demo2.localhost:8081', 2, 1],
    ] as const) {
      const boot = bootOf((await page('/innoweb/index', host)).body);
      expect(boot?.captcha).toBeUndefined();
      expect(boot?.reads[bootReadKey('v2/org/countEsOrg', { sysid, orgtypes: ['ORG'] })]).toEqual({ count: orgs });
      const portal = await t.app.inject({ url: '/api/dpboot/setting/public/portal?sysid=' + String(sysid), headers: { host, ...t.sign(sysid) } });
      expect(boot?.reads[bootReadKey('setting/public/portal', {})]).toEqual(portal.json<{ data: unknown }>().data);
      expect(Object.keys(boot?.reads ?? {})).toHaveLength(5);
    }
  });

  it('puts the first page of the policy list into /policy/list', async () => {
    const boot = bootOf((await page('/innoweb/policy/list?x=1', 'localhost:8081')).body);
    expect(boot?.reads[bootReadKey('policy/listpolices', { pagenum: 1, size: 20 })]).toEqual({ list: [], total: 0 });
  });

  it("leaves the reads out of the service worker's copy and of pages without any", async () => {
    expect(bootOf((await page('/innoweb/index', 'localhost:8081', 'same-origin')).body)).toBeNull();
    expect(bootOf((await page('/innoweb/user/index', 'localhost:8081')).body)).toBeNull();
  });

  it('gives each login page a captcha of its own, its answer stored for the uuid the page adopts', async () => {
    const first = bootOf((await page('/innoweb/login', 'localhost:8081')).body)?.captcha;
    const second = bootOf((await page('/innoweb/login', 'localhost:8081')).body)?.captcha;
    expect(first?.svg).toMatch(/^<svg /);
    expect(first?.uuid).not.toBe(second?.uuid);
    const answer = await t.app.kv.get(captchaKey(first!.uuid));
    expect(answer).toMatch(/^\w{4,}$/);
    expect(await t.app.captcha.verify(first!.uuid, answer!)).toBe(true);
  });
});
