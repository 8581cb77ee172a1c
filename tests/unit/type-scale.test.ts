import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No text under 12 px: not in the project's stylesheets, not in style literals of its components,
 * and not through antd-mobile's size variables (its defaults are 9, 10 and 11 px for
 * --adm-font-size-1..3, which size Tag, TabBar labels and Badge), which the theme must raise.
 */
const MIN_PX = 12;
const root = path.resolve(import.meta.dirname, '../..');
const ADM = path.join(root, 'node_modules/antd-mobile/es');

function filesUnder(dir: string, ends: string[]): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && ends.some((end) => entry.name.endsWith(end)) && !entry.name.includes('.test.') ? [file] : [];
  });
}

const rel = (file: string) => path.relative(root, file);

/** px of a CSS length: px, rem (16 px), pt; undefined for what cannot be told here (em, %, var). */
function pixels(value: string): number | undefined {
  const m = /^(-?\d*\.?\d+)(px|rem|pt)$/.exec(value.trim());
  if (!m) return undefined;
  const n = Number(m[1]);
  return m[2] === 'px' ? n : m[2] === 'rem' ? n * 16 : (n * 4) / 3;
}

/** `--adm-font-size-N: value` declarations of a stylesheet. */
function sizeVariables(css: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of css.matchAll(/(--adm-font-size-[\w-]+)\s*:\s*([^;}]+)/g)) found.set(m[1]!, m[2]!.trim());
  return found;
}

/** The size a variable comes to, following var(--other) references. */
function resolve(name: string, vars: Map<string, string>, seen = new Set<string>()): number | undefined {
  const value = vars.get(name);
  if (value === undefined || seen.has(name)) return undefined;
  const ref = /^var\((--[\w-]+)(?:,\s*([^)]+))?\)$/.exec(value);
  if (!ref) return pixels(value);
  return resolve(ref[1]!, vars, new Set([...seen, name])) ?? (ref[2] ? pixels(ref[2]) : undefined);
}

/** antd-mobile's own values, with the theme's (src/app/global.css, `html:root`) over them. */
function themeVariables(): Map<string, string> {
  const vars = sizeVariables(fs.readFileSync(path.join(ADM, 'global/global.css'), 'utf8'));
  for (const [name, value] of sizeVariables(fs.readFileSync(path.join(root, 'src/app/global.css'), 'utf8'))) vars.set(name, value);
  return vars;
}

const cssFiles = filesUnder(path.join(root, 'src'), ['.css']);
const codeFiles = filesUnder(path.join(root, 'src'), ['.ts', '.tsx']);

describe('type scale: no text under 12 px', () => {
  it('finds the stylesheets and components it checks', () => {
    expect(cssFiles.length).toBeGreaterThan(10);
    expect(codeFiles.length).toBeGreaterThan(50);
  });

  it('has no font size under 12 px in the stylesheets', () => {
    const small: string[] = [];
    for (const file of cssFiles) {
      const css = fs.readFileSync(file, 'utf8');
      for (const m of css.matchAll(/font(?:-size)?\s*:\s*([^;}]+)/g)) {
        for (const token of m[1]!.split(/[\s/,]+/)) {
          const px = pixels(token);
          if (px !== undefined && px < MIN_PX) small.push(`${rel(file)}: ${m[0]}`);
        }
      }
      for (const [name, value] of sizeVariables(css)) {
        const px = pixels(value);
        if (px !== undefined && px < MIN_PX) small.push(`${rel(file)}: ${name}: ${value}`);
      }
    }
    expect(small).toEqual([]);
  });

  it('has no font size under 12 px in style literals of components', () => {
    const small: string[] = [];
    for (const file of codeFiles) {
      const code = fs.readFileSync(file, 'utf8');
      for (const m of code.matchAll(/fontSize\s*:\s*(['"`]?)(\d*\.?\d+)(px|rem|pt)?\1/g)) {
        const px = pixels(`${m[2]}${m[3] ?? 'px'}`);
        if (px !== undefined && px < MIN_PX) small.push(`${rel(file)}: ${m[0]}`);
      }
      // SVG text drawn in code (thumbnails made as data: images).
      for (const m of code.matchAll(/font-size=\\?["'](\d*\.?\d+)(px)?\\?["']/g)) {
        const px = pixels(`${m[1]}px`);
        if (px !== undefined && px < MIN_PX) small.push(`${rel(file)}: ${m[0]}`);
      }
      for (const m of code.matchAll(/['"](--adm-font-size-[\w-]+)['"]\s*:\s*['"]([^'"]+)['"]/g)) {
        const px = pixels(m[2]!);
        if (px !== undefined && px < MIN_PX) small.push(`${rel(file)}: ${m[1]}: ${m[2]}`);
      }
    }
    expect(small).toEqual([]);
  });

  it('raises every antd-mobile size variable that the project or a component uses to 12 px at least', () => {
    const vars = themeVariables();
    const used = new Set<string>();
    const stylesheets = [...cssFiles, ...filesUnder(path.join(ADM, 'components'), ['.css'])];
    for (const file of stylesheets)
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/var\((--adm-font-size-[\w-]+)/g)) used.add(m[1]!);
    expect(used).toContain('--adm-font-size-3'); // Tag
    expect(used).toContain('--adm-font-size-2'); // TabBar labels
    const small = [...used].filter((name) => (resolve(name, vars) ?? 0) < MIN_PX).map((name) => `${name}: ${vars.get(name) ?? 'undefined'}`);
    expect(small).toEqual([]);
  });
});
