import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { extractTarGz, writeTarGz, type TarEntry } from './tar.js';

const tarProgram = spawnSync('tar', ['--version']).status === 0;

describe('tar.gz archives', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'innoweb-tar-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  const longName = `files/${'d'.repeat(60)}/${'e'.repeat(60)}/${'f'.repeat(90)}`;
  /** Files of awkward sizes (empty, exactly a block, not a whole block) and a name over 100 bytes. */
  const contents: Record<string, Buffer> = {
    'backup.json': Buffer.from('{"format":1}\n'),
    'files/1/2026/11/empty': Buffer.alloc(0),
    'files/1/2026/11/block': crypto.randomBytes(512),
    'files/2/2025/01/odd': crypto.randomBytes(70_001),
    [longName]: Buffer.from('long'),
  };

  function writeSources(): { source: string; entries: TarEntry[] } {
    const source = tempDir();
    const entries: TarEntry[] = [{ name: 'files/' }];
    for (const [name, bytes] of Object.entries(contents)) {
      const file = path.join(source, name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
      entries.push({ name, source: file, size: bytes.length });
    }
    return { source, entries };
  }

  it('gives back every file byte for byte, long names included', async () => {
    const { entries } = writeSources();
    const archive = path.join(tempDir(), 'a.tar.gz');
    await writeTarGz(archive, entries);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);

    const target = tempDir();
    const names = await extractTarGz(archive, target, () => true);
    expect(names.sort()).toEqual(Object.keys(contents).sort());
    for (const [name, bytes] of Object.entries(contents))
      expect(fs.readFileSync(path.join(target, name))).toEqual(bytes);
  });

  it('extracts only the entries asked for', async () => {
    const { entries } = writeSources();
    const archive = path.join(tempDir(), 'a.tar.gz');
    await writeTarGz(archive, entries);
    const target = tempDir();
    expect(await extractTarGz(archive, target, (name) => name === 'backup.json')).toEqual(['backup.json']);
    expect(fs.readdirSync(target)).toEqual(['backup.json']);
  });

  it.skipIf(!tarProgram)('is read by the tar program as well', async () => {
    const { entries } = writeSources();
    const archive = path.join(tempDir(), 'a.tar.gz');
    await writeTarGz(archive, entries);
    const target = tempDir();
    expect(spawnSync('tar', ['-xzf', archive, '-C', target]).status).toBe(0);
    for (const [name, bytes] of Object.entries(contents))
      expect(fs.readFileSync(path.join(target, name))).toEqual(bytes);
  });

  it('refuses an entry that would land outside the target folder, writing nothing', async () => {
    const source = tempDir();
    fs.writeFileSync(path.join(source, 'x'), 'evil');
    const target = tempDir();
    for (const name of ['../escaped', 'files/../../escaped', '/tmp/escaped']) {
      const archive = path.join(tempDir(), 'evil.tar.gz');
      await writeTarGz(archive, [{ name, source: path.join(source, 'x'), size: 4 }]);
      await expect(extractTarGz(archive, target, () => true)).rejects.toThrow(/outside the target folder/);
    }
    expect(fs.readdirSync(target)).toEqual([]);
    expect(fs.existsSync(path.join(path.dirname(target), 'escaped'))).toBe(false);
  });

  it('refuses a cut-off archive and leaves no partial archive when a source changes', async () => {
    const { entries } = writeSources();
    const archive = path.join(tempDir(), 'a.tar.gz');
    await writeTarGz(archive, entries);
    const gzip = fs.readFileSync(archive);
    const cut = path.join(tempDir(), 'cut.tar.gz');
    fs.writeFileSync(cut, gzip.subarray(0, Math.floor(gzip.length / 2)));
    await expect(extractTarGz(cut, tempDir(), () => true)).rejects.toThrow();

    const wrongSize = path.join(tempDir(), 'b.tar.gz');
    const odd = entries.find((e) => e.name === 'files/2/2025/01/odd')!;
    await expect(writeTarGz(wrongSize, [{ ...odd, size: odd.size! - 1 }])).rejects.toThrow(/changed size/);
    expect(fs.readdirSync(path.dirname(wrongSize))).toEqual([]);
  });
});
