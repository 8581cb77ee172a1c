import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entryScripts } from '../lighthouse/entry-size.js';

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the entry scripts’ size', () => {
  it('adds the compressed module script and the scripts index.html preloads, not the lazy chunks', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entry-size-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const write = (name: string, bytes: number) =>
      fs.writeFileSync(path.join(dir, 'assets', `${name}.gz`), Buffer.alloc(bytes));
    write('index-a.js', 50_000);
    write('react-dom-b.js', 60_000);
    write('login-c.js', 9_000);
    // Too small for a compressed sibling: sent, and counted, as it is.
    fs.writeFileSync(path.join(dir, 'assets', 'runtime-d.js'), Buffer.alloc(400));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<script type="module" crossorigin fetchpriority="low" src="/innoweb/assets/index-a.js"></script><link rel="modulepreload" crossorigin fetchpriority="low" href="/innoweb/assets/runtime-d.js"><link rel="modulepreload" crossorigin href="/innoweb/assets/react-dom-b.js"><link rel="stylesheet" href="/innoweb/assets/x.css">',
    );
    expect(entryScripts(dir)).toEqual([
      { file: 'index-a.js', gzipBytes: 50_000 },
      { file: 'runtime-d.js', gzipBytes: 400 },
      { file: 'react-dom-b.js', gzipBytes: 60_000 },
    ]);
  });
});
