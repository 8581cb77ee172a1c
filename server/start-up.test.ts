import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './testing/app.js';

/** The packages a start-up of the server loads and the error stacks it formats (server/testing/start-up-loads.ts), in its own process. */
function startUpLoads(dataDir: string): { packages: string[]; stacks: number } {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'server/testing/start-up-loads.ts', dataDir],
    {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '' },
    },
  );
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { packages: string[]; stacks: number };
}

describe('start-up', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'innoweb-start-up-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('leaves the packages only some requests need to their first use', { timeout: 300_000 }, () => {
    // The first start seeds the demo park (which cleans rich text); the second is a plain start.
    startUpLoads(dataDir);
    const { packages: loaded, stacks } = startUpLoads(dataDir);
    // Every plugin is named: fastify-plugin reads an unnamed one's file from a stack trace, and
    // under source maps (npm start) the first stack parses the bundle's whole map (35 MB, 0.4 s).
    expect(stacks).toBe(0);
    expect(loaded).toContain('fastify');
    expect(loaded).toContain('better-sqlite3');
    for (const lazy of [
      'sanitize-html',
      'pg',
      'saxes',
      'yauzl',
      '@resvg/resvg-js',
      '@fastify/fast-json-stringify-compiler',
      '@fastify/ajv-compiler',
      'ajv',
    ]) {
      expect(loaded, lazy).not.toContain(lazy);
    }
  });

  it('registers no HEAD twin of the API routes; pages still answer HEAD', async () => {
    const t = await buildTestApp('sqlite');
    try {
      expect(t.app.hasRoute({ method: 'GET', url: '/api/need/clock' })).toBe(true);
      expect(t.app.hasRoute({ method: 'HEAD', url: '/api/need/clock' })).toBe(false);
      expect((await t.app.inject({ method: 'HEAD', url: '/api/need/clock' })).statusCode).toBe(404);
      expect(t.app.hasRoute({ method: 'HEAD', url: '/innoweb/manifest.webmanifest' })).toBe(true);
    } finally {
      await t.close();
    }
  });
});
