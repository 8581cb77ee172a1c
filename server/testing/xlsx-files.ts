import { once } from 'node:events';
import zlib from 'node:zlib';

/**
 * Test-only: .xlsx files written byte by byte — ordinary ones, and the hostile ones no spreadsheet
 * tool would write (a cell in row 1 048 576, a part that inflates to hundreds of MB, a part that
 * lies about its size) — so no binary fixture has to live in the repository.
 */

export interface ZipPart {
  name: string;
  /** The part's bytes, or pieces of them produced one at a time (a huge part is never whole). */
  data: string | Buffer | Iterable<Buffer>;
  /** The uncompressed size written into the zip's headers; the real one when absent. */
  claimedSize?: number;
}

async function deflated(data: ZipPart['data']): Promise<{ compressed: Buffer; crc: number; size: number }> {
  const pieces: Iterable<Buffer> =
    typeof data === 'string' ? [Buffer.from(data, 'utf8')] : Buffer.isBuffer(data) ? [data] : data;
  const deflate = zlib.createDeflateRaw();
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    crc = zlib.crc32(piece, crc);
    size += piece.length;
    if (!deflate.write(piece)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return { compressed: Buffer.concat(out), crc, size };
}

/** A zip of deflated parts, as an .xlsx is. */
export async function zipOf(parts: readonly ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const { compressed, crc, size } = await deflated(part.data);
    const claimed = part.claimedSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(claimed, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(claimed, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface XlsxParts {
  /** The <sheetData> of the first sheet: `<row r="1"><c r="A1" t="inlineStr">…</c></row>…`. */
  sheetData: ZipPart['data'];
  /** The shared strings' texts, plain. */
  sharedStrings?: readonly string[];
  /** The shared strings part's whole XML, for what plain texts cannot say. */
  sharedStringsXml?: ZipPart['data'];
  /** The styles part's XML (cellXfs with their numFmtId). */
  stylesXml?: string;
  /** Overrides a part's claimed uncompressed size, by part name. */
  claimedSizes?: Readonly<Record<string, number>>;
  /** More parts (e.g. to make a file with too many). */
  extraParts?: readonly ZipPart[];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A one-sheet .xlsx from raw sheet data; when sheetData is pieces, the sheet part streams them. */
export function xlsxOf(parts: XlsxParts): Promise<Buffer> {
  const sheetHead = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheetData>`;
  const sheetTail = '</sheetData></worksheet>';
  const data = parts.sheetData;
  const sheet: ZipPart['data'] =
    typeof data === 'string' || Buffer.isBuffer(data)
      ? sheetHead + data.toString() + sheetTail
      : (function* () {
          yield Buffer.from(sheetHead);
          yield* data;
          yield Buffer.from(sheetTail);
        })();
  const shared =
    parts.sharedStringsXml ??
    (parts.sharedStrings &&
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}" count="${parts.sharedStrings.length}">${parts.sharedStrings
        .map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`)
        .join('')}</sst>`);
  const workbookRels = [
    `<Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/>`,
    shared === undefined
      ? ''
      : `<Relationship Id="rId2" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/>`,
    parts.stylesXml === undefined
      ? ''
      : `<Relationship Id="rId3" Type="${DOC_RELS}/styles" Target="/xl/styles.xml"/>`,
  ].join('');
  const list: ZipPart[] = [
    {
      name: '[Content_Types].xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}">${workbookRels}</Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
    ...(shared === undefined ? [] : [{ name: 'xl/sharedStrings.xml', data: shared }]),
    ...(parts.stylesXml === undefined ? [] : [{ name: 'xl/styles.xml', data: parts.stylesXml }]),
    ...(parts.extraParts ?? []),
  ];
  return zipOf(
    list.map((part) => {
      const claimedSize = parts.claimedSizes?.[part.name];
      return claimedSize === undefined ? part : { ...part, claimedSize };
    }),
  );
}

/** An inline-string cell. */
export const textCell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`;

/**
 * `megabytes` MB of whitespace, deflating about a thousand to one; an empty element ends every
 * 64 KB, so an XML parser keeps reporting and only a size limit stops the reading.
 */
export function* whitespace(megabytes: number): Generator<Buffer> {
  const piece = Buffer.alloc(64 * 1024, 0x20);
  piece.write('<x/>', piece.length - 4);
  for (let i = 0; i < megabytes * 16; i += 1) yield piece;
}

/** A sheet of `rows` rows of `columns` numbers each after a header row, as pieces of XML. */
export function* numberRows(rows: number, columns: number): Generator<Buffer> {
  const letters = (n: number) => String.fromCharCode(64 + n);
  yield Buffer.from(
    `<row r="1">${Array.from({ length: columns }, (_, i) => textCell(`${letters(i + 1)}1`, `列${i + 1}`)).join('')}</row>`,
  );
  let batch = '';
  for (let r = 2; r <= rows + 1; r += 1) {
    batch += `<row r="${r}">${Array.from({ length: columns }, (_, i) => `<c r="${letters(i + 1)}${r}"><v>${r * 10 + i}</v></c>`).join('')}</row>`;
    if (batch.length > 64 * 1024) {
      yield Buffer.from(batch);
      batch = '';
    }
  }
  if (batch) yield Buffer.from(batch);
}
