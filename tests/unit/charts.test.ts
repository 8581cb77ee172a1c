import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { chartProblems, describeChart, type ChartDatum, type ChartKind } from '../../src/ui/chart/types.js';

/**
 * Every chart explains itself (issue: charts that do not explain themselves): each use of the
 * kit's <Chart/> in src/ says its kind, title and unit, and the description the kit draws from
 * (axes with the unit, a legend for several series, values, a sentence) has no gap for that kind,
 * with one series or several. Checked on the description, not on pixels.
 */

const root = path.resolve(import.meta.dirname, '../..');

interface Usage {
  at: string;
  kind: string | null;
  attributes: Map<string, ts.JsxAttributeValue | true>;
}

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) =>
    entry.isFile() && entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path.join(entry.parentPath, entry.name)] : [],
  );
}

/** The <Chart …/> elements of a file that imports the kit's Chart. */
function usagesIn(file: string): Usage[] {
  const text = fs.readFileSync(file, 'utf8');
  if (!/import \{[^}]*\bChart\b[^}]*\} from '@\/ui\/chart'/.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Usage[] = [];
  const visit = (node: ts.Node) => {
    const element = ts.isJsxSelfClosingElement(node) ? node : ts.isJsxElement(node) ? node.openingElement : null;
    if (element && element.tagName.getText(source) === 'Chart') {
      const attributes = new Map<string, ts.JsxAttributeValue | true>();
      for (const property of element.attributes.properties) {
        if (ts.isJsxAttribute(property)) attributes.set(property.name.getText(source), property.initializer ?? true);
      }
      const kind = attributes.get('kind');
      const line = source.getLineAndCharacterOfPosition(element.getStart(source)).line + 1;
      found.push({
        at: `${path.relative(root, file)}:${String(line)}`,
        kind: kind !== true && kind && ts.isStringLiteral(kind) ? kind.text : null,
        attributes,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What a use of <Chart/> leaves out: an empty list when the chart can explain itself. */
function usageProblems(usage: Usage): string[] {
  const problems: string[] = [];
  for (const required of ['kind', 'title', 'unit', 'data']) if (!usage.attributes.has(required)) problems.push(`no ${required}`);
  const unit = usage.attributes.get('unit');
  if (unit && unit !== true && ts.isStringLiteral(unit) && !unit.text.trim()) problems.push('an empty unit');
  return problems;
}

const usages = tsxFiles(path.join(root, 'src')).flatMap(usagesIn);
const ONE: ChartDatum[] = [
  { name: '滨江区', value: 12 },
  { name: '西湖区', value: 3 },
];
const SEVERAL: ChartDatum[] = [...ONE.map((d) => ({ ...d, series: '本企业' })), ...ONE.map((d) => ({ ...d, value: d.value + 1, series: '园区平均' }))];

describe('charts explain themselves', () => {
  it('finds the uses of the kit’s Chart', () => {
    expect(usages.length).toBeGreaterThan(20);
  });

  it('every use says its kind, title, unit and data', () => {
    expect(usages.map((usage) => [usage.at, usageProblems(usage)]).filter(([, problems]) => problems.length)).toEqual([]);
  });

  it('the description of each kind used has axes, unit, legend, values and a sentence', () => {
    const kinds = new Set(usages.map((usage) => usage.kind ?? 'bar'));
    for (const kind of kinds) {
      for (const data of [ONE, SEVERAL]) {
        const description = describeChart({ kind: kind as ChartKind, title: '企业数量', unit: '家', data });
        expect(chartProblems(kind as ChartKind, data, description), `${kind}, ${String(data.length)} values`).toEqual([]);
      }
    }
  });

  it('names what a chart without them lacks', () => {
    const good = describeChart({ kind: 'bar', title: '企业数量', unit: '家', data: SEVERAL });
    expect(good.legend).toEqual(['本企业', '园区平均']);
    expect(good.axes).toEqual({ category: '名称', value: '单位：家' });
    expect(good.sentence).toBe('企业数量（家）：共 2 项，本企业与园区平均对比，园区平均·滨江区最高，为 13家。');
    expect(chartProblems('bar', SEVERAL, { ...good, axes: null })).toEqual(['no axes']);
    expect(chartProblems('bar', SEVERAL, { ...good, unit: '' })).toEqual(['no unit']);
    expect(chartProblems('bar', SEVERAL, { ...good, legend: null })).toEqual(['several series and no legend']);
    expect(chartProblems('bar', SEVERAL, { ...good, sentence: '' })).toEqual(['no sentence saying what it shows']);
    expect(usageProblems({ at: 'x', kind: 'bar', attributes: new Map([['kind', true], ['title', true], ['data', true]]) })).toEqual(['no unit']);
  });
});
