import { StringDecoder } from 'node:string_decoder';
import type * as Saxes from 'saxes';
import { lazyRequire } from '../../lib/lazy-require.js';
import { MAX_XML_TOKEN_CHARS, SheetLimitError, SheetUnreadableError } from './limits.js';
import type { ZipParts } from './zip-parts.js';

/** The XML parser, loaded by the first spreadsheet read rather than at start-up. */
const saxes = lazyRequire<typeof Saxes>('saxes');

/** What a part's reader does with each element, by local name (a prefix such as "x:" dropped). */
export interface XmlHandlers {
  open?(name: string, attributes: Readonly<Record<string, string>>): void;
  close?(name: string): void;
  /** Character data, in pieces (a text may come in several calls). */
  text?(text: string): void;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Parses one part of the zip as it inflates, SAX-style: nothing of the document is kept but what
 * the handlers keep. The parser expands no entity of a DTD, so no entity can multiply the text.
 */
export async function readXmlPart(
  parts: ZipParts,
  name: string,
  handlers: XmlHandlers,
  unreadable: string,
): Promise<void> {
  const parser = new (saxes().SaxesParser)({ position: false });
  parser.on('error', () => {
    throw new SheetUnreadableError(unreadable);
  });
  // Characters fed since the parser last reported something: what it may be holding whole.
  let unreported = 0;
  const { open, close, text } = handlers;
  parser.on('opentag', (tag) => {
    unreported = 0;
    open?.(localName(tag.name), tag.attributes as Record<string, string>);
  });
  parser.on('closetag', (tag) => {
    unreported = 0;
    close?.(localName(tag.name));
  });
  // Without a text handler the parser keeps no text at all: only parts that need it register one.
  if (text) {
    const onText = (piece: string) => {
      unreported = 0;
      text(piece);
    };
    parser.on('text', onText);
    parser.on('cdata', onText);
  }
  const decoder = new StringDecoder('utf8');
  let first = true;
  await parts.read(name, (chunk) => {
    let piece = decoder.write(chunk);
    if (first && piece.length > 0) {
      piece = piece.replace(/^\uFEFF/, '');
      first = false;
    }
    unreported += piece.length;
    parser.write(piece);
    if (unreported > MAX_XML_TOKEN_CHARS) throw SheetLimitError.token();
  });
  parser.write(decoder.end());
  parser.close();
}

/** The attribute of that local name, whatever its prefix ("r:id" for "id"). */
export function attribute(attributes: Readonly<Record<string, string>>, name: string): string | undefined {
  if (name in attributes) return attributes[name];
  for (const [key, value] of Object.entries(attributes)) if (localName(key) === name) return value;
  return undefined;
}
