import path from 'node:path';
import { isDateFormat } from './cell-values.js';
import type { SheetLimits } from './limits.js';
import { SheetUnreadableError } from './limits.js';
import { attribute, readXmlPart } from './xml-part.js';
import type { ZipParts } from './zip-parts.js';

/**
 * The parts a sheet's cells need before the sheet itself: where the workbook and its first sheet
 * are (the relationships), its date system, which cell styles are dates, and the shared strings.
 */

export interface FirstSheet {
  sheetPath: string;
  date1904: boolean;
  /** Per cell style (the `s` of a cell), whether its number is a date. */
  dateStyles: readonly boolean[];
  /** Each cut at limits.cellChars + 1 characters: longer than the limit is all that matters. */
  sharedStrings: readonly string[];
}

const RELATIONSHIP_TYPE_END = {
  document: '/officeDocument',
  sharedStrings: '/sharedStrings',
  styles: '/styles',
};

/** A relationship's target as a part name: relative to the part that names it, or from the root. */
function resolveTarget(sourcePart: string, target: string): string {
  const joined = target.startsWith('/') ? target : path.posix.join(path.posix.dirname(sourcePart), target);
  return path.posix.normalize(joined).replace(/^\/+/, '');
}

/** The relationships of a part (`xl/workbook.xml` → `xl/_rels/workbook.xml.rels`), by id. */
async function relationships(
  parts: ZipParts,
  sourcePart: string,
  unreadable: string,
): Promise<Map<string, { type: string; target: string }>> {
  const relsPart =
    sourcePart === ''
      ? '_rels/.rels'
      : path.posix.join(path.posix.dirname(sourcePart), '_rels', `${path.posix.basename(sourcePart)}.rels`);
  const found = new Map<string, { type: string; target: string }>();
  if (!parts.has(relsPart)) return found;
  await readXmlPart(
    parts,
    relsPart,
    {
      open(name, attributes) {
        const id = attribute(attributes, 'Id');
        const target = attribute(attributes, 'Target');
        if (name !== 'Relationship' || !id || !target || attribute(attributes, 'TargetMode') === 'External')
          return;
        found.set(id, {
          type: attribute(attributes, 'Type') ?? '',
          target: resolveTarget(sourcePart, target),
        });
      },
    },
    unreadable,
  );
  return found;
}

const byType = (rels: Map<string, { type: string; target: string }>, end: string) =>
  [...rels.values()].find((rel) => rel.type.endsWith(end))?.target;

export async function firstSheetOf(
  parts: ZipParts,
  limits: SheetLimits,
  unreadable: string,
): Promise<FirstSheet> {
  const workbookPath =
    byType(await relationships(parts, '', unreadable), RELATIONSHIP_TYPE_END.document) ?? 'xl/workbook.xml';
  if (!parts.has(workbookPath)) throw new SheetUnreadableError(unreadable);

  let firstSheetId: string | undefined;
  let date1904 = false;
  await readXmlPart(
    parts,
    workbookPath,
    {
      open(name, attributes) {
        if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attribute(attributes, 'date1904') ?? '');
        if (name === 'sheet' && firstSheetId === undefined) firstSheetId = attribute(attributes, 'id');
      },
    },
    unreadable,
  );
  if (firstSheetId === undefined) throw new SheetUnreadableError('文件中没有工作表');
  const rels = await relationships(parts, workbookPath, unreadable);
  const sheetPath = rels.get(firstSheetId)?.target;
  if (!sheetPath || !parts.has(sheetPath)) throw new SheetUnreadableError(unreadable);

  const stylesPath = byType(rels, RELATIONSHIP_TYPE_END.styles);
  const sharedPath = byType(rels, RELATIONSHIP_TYPE_END.sharedStrings);
  return {
    sheetPath,
    date1904,
    dateStyles: stylesPath && parts.has(stylesPath) ? await dateStylesOf(parts, stylesPath, unreadable) : [],
    sharedStrings:
      sharedPath && parts.has(sharedPath) ? await sharedStringsOf(parts, sharedPath, limits, unreadable) : [],
  };
}

/** The cell formats (cellXfs) in order, each a date or not by its number format. */
async function dateStylesOf(parts: ZipParts, stylesPath: string, unreadable: string): Promise<boolean[]> {
  const customFormats = new Map<number, string>();
  const formatIds: number[] = [];
  let inCellXfs = false;
  await readXmlPart(
    parts,
    stylesPath,
    {
      open(name, attributes) {
        if (name === 'numFmt')
          customFormats.set(
            Number(attribute(attributes, 'numFmtId')),
            attribute(attributes, 'formatCode') ?? '',
          );
        else if (name === 'cellXfs') inCellXfs = true;
        else if (name === 'xf' && inCellXfs) formatIds.push(Number(attribute(attributes, 'numFmtId') ?? 0));
      },
      close(name) {
        if (name === 'cellXfs') inCellXfs = false;
      },
    },
    unreadable,
  );
  return formatIds.map((id) => isDateFormat(id, customFormats.get(id)));
}

/** Each <si>'s text (its runs joined, phonetic guides left out), cut just past the cell limit. */
async function sharedStringsOf(
  parts: ZipParts,
  sharedPath: string,
  limits: SheetLimits,
  unreadable: string,
): Promise<string[]> {
  const strings: string[] = [];
  const keep = limits.cellChars + 1;
  let current: string | null = null;
  let inText = false;
  let inPhonetic = false;
  await readXmlPart(
    parts,
    sharedPath,
    {
      open(name) {
        if (name === 'si') current = '';
        else if (name === 'rPh') inPhonetic = true;
        else if (name === 't' && current !== null && !inPhonetic) inText = true;
      },
      close(name) {
        if (name === 't') inText = false;
        else if (name === 'rPh') inPhonetic = false;
        else if (name === 'si' && current !== null) {
          strings.push(current);
          current = null;
        }
      },
      text(text) {
        if (inText && current !== null && current.length < keep) current = (current + text).slice(0, keep);
      },
    },
    unreadable,
  );
  return strings;
}
