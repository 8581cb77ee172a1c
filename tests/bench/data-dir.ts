import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface DataDir {
  path: string;
  /** Reused across runs (BENCH_DATA_DIR) rather than made for this run. */
  reusable: boolean;
  /** Removes a temporary directory; keeps a reused one. */
  cleanup(): void;
}

export function prepareDataDir(reuse: string | undefined): DataDir {
  if (reuse) {
    const dir = path.resolve(reuse);
    fs.mkdirSync(dir, { recursive: true });
    return { path: dir, reusable: true, cleanup: () => {} };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'innoweb-bench-'));
  return { path: dir, reusable: false, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
