import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No production file over 400 lines (common/README.md, "Big areas"): a file that grows past it holds
 * more than one job and is split by responsibility — a contract's shapes into schemas.ts, a
 * module's writes apart from its reads, a form's parts apart from the whole. Production is every
 * source and stylesheet of the app, the server, the shared code, the service worker and the build
 * tools; tests and their helpers (`*.test.*`, tests/, server/testing/) are not.
 */
const MAX_LINES = 400;
const root = path.resolve(import.meta.dirname, '../..');
const PRODUCTION_DIRS = ['common', 'server', 'src', 'sw', 'tools'];
const SOURCE = /\.(ts|tsx|mts|js|mjs|css)$/;
const NOT_PRODUCTION = [/\.test\.[a-z]+$/, /\.spec\.[a-z]+$/, /^server\/testing\//];

function productionFiles(): string[] {
  return PRODUCTION_DIRS.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((file) => !NOT_PRODUCTION.some((pattern) => pattern.test(file))),
  );
}

/** Lines as an editor counts them: a final newline does not start another. */
const linesOf = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('production file size', () => {
  it(`no production file is over ${String(MAX_LINES)} lines`, () => {
    const files = productionFiles();
    // The walk found the tree (not an empty folder list that would pass anything).
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain('server/kit/serve.ts');
    const over = files
      .map((file) => ({ file, lines: linesOf(fs.readFileSync(path.join(root, file), 'utf8')) }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.file}: ${String(f.lines)} lines`);
    expect(over).toEqual([]);
  });

  it('counts lines as an editor does', () => {
    expect(linesOf('a\nb\n')).toBe(2);
    expect(linesOf('a\nb')).toBe(2);
    expect(linesOf(`${'x\n'.repeat(MAX_LINES + 1)}`)).toBe(MAX_LINES + 1);
  });
});
