/**
 * Body images point at /api/dpboot/attach/download/{id}, which answers only signed requests, so an
 * <img src> of it would fail. Before the sanitized HTML is shown each such src moves to
 * data-attach-src (no request is made); the body component then loads them through the signed
 * client as blob URLs.
 */

export const ATTACH_SRC = 'data-attach-src';

/** The HTML with its attachment image addresses parked in data-attach-src. */
export function parkImageSources(html: string): string {
  if (!html.includes('<img')) return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const img of Array.from(doc.body.querySelectorAll('img'))) {
    const src = img.getAttribute('src') ?? '';
    img.removeAttribute('src');
    if (src.startsWith('/api/')) img.setAttribute(ATTACH_SRC, src);
  }
  return doc.body.innerHTML;
}

/**
 * Whether a summary only repeats the start of the body (as the automatic summary does): then the
 * detail shows the body alone.
 */
export function summaryRepeatsBody(summary: string, html: string): boolean {
  const lead = summary.replace(/…$/, '').replace(/\s+/g, '');
  if (!lead) return true;
  const text = (new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body.textContent ?? '').replace(/\s+/g, '');
  return text.includes(lead);
}
