import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SPEC_STRINGS } from '../../common/spec-strings.js';
import spec from './spec-strings.json';

/**
 * The texts SPEC.md fixes, copied letter for letter into spec-strings.json (§2 logout dialog, §8, §9). The spec mixes
 * half-width punctuation into some (确定退出当前账户吗?, 注册失败!, 正在登陆...): that is its
 * spelling, and the product keeps it.
 */
const SPEC = spec;

const SPEC_MODULE = path.join('common', 'spec-strings.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

interface Piece {
  where: string;
  text: string;
}

/** The text of every string literal, template part and JSX text of a file (no comments). */
function piecesOf(file: string): Piece[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const pieces: Piece[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      pieces.push({ where: `${file}:${line}`, text: node.text.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return pieces;
}

const UI_FILES = [...sourceFiles('src'), ...sourceFiles('common')];
const ALL_FILES = [...UI_FILES, ...sourceFiles('server')];

/** Equal up to the width of the punctuation and 登陆/登录: how a spec text gets "corrected". */
const loose = (text: string) =>
  text
    .replace(/[！]/g, '!')
    .replace(/[？]/g, '?')
    .replace(/[，]/g, ',')
    .replace(/[：]/g, ':')
    .replace(/[；]/g, ';')
    .replace(/…|\.{3}/g, '.')
    .replace(/登录/g, '登陆');

describe('the spec strings', () => {
  it('are spelt as SPEC.md spells them', () => {
    expect(SPEC_STRINGS).toEqual(SPEC);
  });

  it('are written once, in the spec-strings module: every screen, contract and route takes them from there', () => {
    const specific = Object.values(SPEC).filter((text) => text !== SPEC.logoutConfirm && text !== SPEC.logoutCancel);
    const copies = ALL_FILES.filter((file) => file !== SPEC_MODULE)
      .flatMap(piecesOf)
      .filter((piece) => specific.some((text) => loose(piece.text) === loose(text)))
      .map((piece) => `${piece.where}: ${piece.text}`);
    expect(copies).toEqual([]);
  });
});

describe('the UI copy', () => {
  const CJK = '\\u3400-\\u9fff\\uff00-\\uffef';
  const halfWidth = new RegExp(`[${CJK}][,!?;:()]|[,!?;:(][${CJK}]|[${CJK}]\\.{3}`);
  const withoutSpecTexts = (text: string) =>
    Object.values(SPEC)
      .sort((a, b) => b.length - a.length)
      .reduce((rest, spec) => rest.split(spec).join(' '), text);

  it('uses full-width punctuation in Chinese text, except where the spec spells it half-width', () => {
    const mixed = UI_FILES.flatMap(piecesOf)
      .filter((piece) => halfWidth.test(withoutSpecTexts(piece.text)))
      .map((piece) => `${piece.where}: ${piece.text}`);
    expect(mixed).toEqual([]);
  });

  it('never nests Chinese double quotes in double quotes (“…“…”…”)', () => {
    const nested = UI_FILES.flatMap(piecesOf)
      .filter((piece) => {
        let depth = 0;
        for (const char of piece.text) {
          if (char === '“' && ++depth > 1) return true;
          if (char === '”') depth = Math.max(0, depth - 1);
        }
        return false;
      })
      .map((piece) => `${piece.where}: ${piece.text}`);
    expect(nested).toEqual([]);
  });

  it('quotes interpolated names with quoted(), which turns quotes inside them to ‘…’', () => {
    // “${title}” or “{title}”: a title that has quotes of its own (专精特新“小巨人”) would nest them.
    const wrapped = UI_FILES.filter((file) => file !== path.join('common', 'quoted.ts')).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/“\$?\{[^}]*\}…?”/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(wrapped).toEqual([]);
  });
});
