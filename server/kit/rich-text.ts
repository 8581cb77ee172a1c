import type SanitizeHtml from 'sanitize-html';
import { lazyRequire } from '../lib/lazy-require.js';
import { attachmentIdOf, downloadUrl } from './attachments.js';

/** The sanitiser (with its HTML parser) is loaded by the first body cleaned, not at start-up. */
const sanitizeHtml = lazyRequire<typeof SanitizeHtml>('sanitize-html');

/**
 * A rich-text body (a notice, an in-app message) is operator-written HTML shown with innerHTML
 * (to anonymous visitors, for notices), so it is reduced to a strict allow-list before it is stored: text formatting, lists, quotes, links to
 * http(s)/mailto and images served by this park's attachment download route (the kit's
 * downloadUrl, normalised by attachmentIdOf). Nothing else survives: no script, no event handler,
 * no style, no class, no iframe, no javascript: URL.
 */

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img'];

/** Equivalent markup an editor or a paste may produce, mapped onto the allowed tags instead of lost. */
const RENAMED: Record<string, string> = {
  b: 'strong',
  i: 'em',
  strike: 's',
  del: 's',
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
  div: 'p',
};

export interface SanitizedBody {
  html: string;
  /** Attachment ids of the images kept, in order of appearance, without repeats. */
  imageIds: number[];
}

/**
 * Cleans a body. `imageAllowed` decides per attachment id whether an image stays (the caller
 * checks the id is an image of this tenant); an image it refuses is removed.
 */
export function sanitizeBody(html: string, imageAllowed: (id: number) => boolean = () => true): SanitizedBody {
  const imageIds: number[] = [];
  const clean = sanitizeHtml()(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    allowedStyles: {},
    disallowedTagsMode: 'discard',
    transformTags: {
      ...RENAMED,
      // Links open outside the portal and cannot reach back into it (window.opener).
      a: (tagName, attribs) => {
        const href = attribs.href?.trim() ?? '';
        const kept: SanitizeHtml.Attributes = /^(https?:|mailto:)/i.test(href)
          ? { href, rel: 'noopener noreferrer', target: '_blank' }
          : {};
        return { tagName, attribs: kept };
      },
      img: (tagName, attribs) => {
        const id = attachmentIdOf(attribs.src);
        const usable = id !== null && imageAllowed(id);
        if (usable && !imageIds.includes(id)) imageIds.push(id);
        const kept: SanitizeHtml.Attributes = usable ? { src: downloadUrl(id), alt: (attribs.alt ?? '').slice(0, 200) } : {};
        return { tagName, attribs: kept };
      },
    },
    // An image without an address (refused above) and a link without a target are dropped.
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img') return !frame.attribs.src;
      if (frame.tag === 'a') return !frame.attribs.href ? 'excludeTag' : false;
      return false;
    },
  });
  return { html: clean.trim(), imageIds };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The readable text of a (sanitized) body: for the length check and an automatic summary. */
export function plainText(html: string): string {
  const text = sanitizeHtml()(html.replace(/<\/(p|h[2-4]|li|blockquote)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (!code.startsWith('#')) return ENTITIES[code.toLowerCase()] ?? entity;
      const point = /^#x/i.test(code) ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
    })
    .replace(/\s+/g, ' ')
    .trim();
}
