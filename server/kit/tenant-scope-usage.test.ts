import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Queries of the modules and the kit go through the tenant-scoped handle (tenant-scope.ts): the
 * request's `ctx.db`, or `scopedTo(app.db, tenantId)` where no request is at hand. The unscoped
 * handle is reached only as `unscoped(…)`, in the places listed here with the reason they span
 * parks; a new one fails this test until it is listed (and so reviewed).
 */
const UNSCOPED_ALLOWED: Readonly<Record<string, string>> = {
  'modules/integral/compute.ts': 'ranks one version (one park’s rows) in a raw UPDATE … FROM the scope cannot rewrite',
  'modules/integral/routes.ts': 'resumes the half-computed versions of every park at start-up',
  'modules/org/routes.ts': 'the organisation search runs raw, planner-tuned SQL naming its tenant itself; the data versions are kept for all parks',
  'modules/sms/routes.ts': 'the background sender walks the queued batches of every park',
};

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['modules', 'kit'];
const SCOPE_KIT = 'kit/tenant-scope.ts';

/** The raw handle of the app, not passed straight to unscoped() or scopedTo(). */
const BARE_APP_DB = /(?<!(?:unscoped|scopedTo)\()\b(?:app|server|fastify|instance)\.db\b/g;
const UNSCOPED = /\bunscoped\(|\.withoutPlugins\(/g;

interface Violation {
  file: string;
  line: number;
  text: string;
  why: string;
}

/** What a source file does with the unscoped handle that it may not. */
function violationsIn(file: string, source: string, allowed: Readonly<Record<string, string>>): Violation[] {
  const found: Violation[] = [];
  const lines = source.split('\n');
  lines.forEach((text, i) => {
    if (/^\s*(\/\/|\*)/.test(text)) return;
    if (BARE_APP_DB.test(text)) found.push({ file, line: i + 1, text: text.trim(), why: 'raw handle: use ctx.db, scopedTo(app.db, tenantId) or unscoped(app.db)' });
    BARE_APP_DB.lastIndex = 0;
    if (UNSCOPED.test(text) && !(file in allowed)) found.push({ file, line: i + 1, text: text.trim(), why: 'unscoped query outside the allowed places' });
    UNSCOPED.lastIndex = 0;
  });
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' || entry.name === 'seed' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = ROOTS.flatMap((root) => sourceFiles(path.join(SERVER, root)))
  .map((full) => path.relative(SERVER, full).split(path.sep).join('/'))
  .filter((file) => file !== SCOPE_KIT);

describe('the unscoped database handle', () => {
  it('is used only in the listed places, and only through unscoped()', () => {
    const violations = files.flatMap((file) => violationsIn(file, fs.readFileSync(path.join(SERVER, file), 'utf8'), UNSCOPED_ALLOWED));
    expect(violations).toEqual([]);
  });

  it('is still used in every listed place (the list does not outlive the reason)', () => {
    for (const file of Object.keys(UNSCOPED_ALLOWED)) {
      expect(fs.readFileSync(path.join(SERVER, file), 'utf8'), file).toMatch(UNSCOPED);
    }
  });

  it('catches a planted unscoped query', () => {
    const planted = [
      "const rows = await app.db.selectFrom('notices').selectAll().execute();",
      "const all = await unscoped(ctx.db).selectFrom('orgs').selectAll().execute();",
      'const raw = ctx.db.withoutPlugins();',
    ].join('\n');
    expect(violationsIn('modules/notice/planted.ts', planted, UNSCOPED_ALLOWED).map((v) => v.line)).toEqual([1, 2, 3]);
    expect(violationsIn('modules/notice/ok.ts', 'const db = scopedTo(app.db, tenantId);', UNSCOPED_ALLOWED)).toEqual([]);
  });
});
