import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/app.js';
import { insertTwoTenants } from '../testing/fixtures.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Width and height from a PNG's IHDR chunk. */
const sizeOf = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

/** iOS takes its home-screen icon from apple-touch-icon.png only, as a PNG: each park gets its own logo there. */
describe("each park's iOS home-screen icon", () => {
  let t: TestApp;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
  const appIcon = fs.readFileSync(path.resolve('public/apple-touch-icon.png'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(webDir, 'index.html'), '<html><head></head><body></body></html>');
    fs.writeFileSync(path.join(webDir, 'apple-touch-icon.png'), appIcon);
    fs.copyFileSync(path.resolve('public/logo.svg'), path.join(webDir, 'logo.svg'));
    fs.mkdirSync(path.join(webDir, 'parks'));
    fs.copyFileSync(path.resolve('public/parks/suzhou.svg'), path.join(webDir, 'parks', 'test-2.svg'));
    t = await buildTestApp('sqlite', { webDir });
    await insertTwoTenants(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const icon = (host: string) => t.app.inject({ url: '/innoweb/apple-touch-icon.png', headers: { host } });

  it("draws a park's own SVG logo as a 180 px PNG, and keeps the app's icon for the default logo", async () => {
    const second = await icon('demo2.localhost:8081');
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('image/png');
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(sizeOf(second.rawPayload)).toEqual([180, 180]);
    const first = await icon('localhost:8081');
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload).toEqual(appIcon);
  });

  it("falls back to the app's icon when a park's logo file is missing", async () => {
    await t.database.db.updateTable('tenants').set({ logo: '/innoweb/parks/gone.svg' }).where('id', '=', 2).execute();
    t.app.tenants.forget();
    const answer = await icon('demo2.localhost:8081');
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload).toEqual(appIcon);
  });
});
