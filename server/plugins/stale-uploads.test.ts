import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { AttachmentStorage } from '../lib/attachment-storage.js';
import { buildTestApp } from '../testing/app.js';

describe('temporary uploads left by a crash', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'innoweb-uploads-'));
  const incoming = path.join(dataDir, 'files', '.incoming');
  afterEach(() => fs.rmSync(path.join(dataDir, 'files'), { recursive: true, force: true }));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** A file last written `ageMs` ago. */
  const fileAged = (file: string, ageMs: number) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'bytes');
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(file, at, at);
    return file;
  };

  it('are removed when the server starts; uploads another process may be receiving, and stored files, stay', async () => {
    const crashed = fileAged(path.join(incoming, 'a'.repeat(32)), 3 * 3_600_000);
    const inFlight = fileAged(path.join(incoming, 'b'.repeat(32)), 60_000);
    const stored = fileAged(path.join(dataDir, 'files', '1', '2024', '01', 'c'.repeat(32)), 48 * 3_600_000);
    const t = await buildTestApp('sqlite', { dataDir });
    try {
      expect(fs.existsSync(crashed)).toBe(false);
      expect(fs.existsSync(inFlight)).toBe(true);
      expect(fs.existsSync(stored)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('are nothing to do when no upload ever came', async () => {
    expect(await new AttachmentStorage(dataDir).removeStaleUploads()).toBe(0);
  });

  it('counts what it removed, by the age given', async () => {
    fileAged(path.join(incoming, 'd'.repeat(32)), 10 * 60_000);
    fileAged(path.join(incoming, 'e'.repeat(32)), 1_000);
    const storage = new AttachmentStorage(dataDir);
    expect(await storage.removeStaleUploads(5 * 60_000)).toBe(1);
    expect(fs.readdirSync(incoming)).toEqual(['e'.repeat(32)]);
  });
});
