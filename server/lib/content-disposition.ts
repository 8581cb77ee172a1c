/**
 * `Content-Disposition: attachment` for a download, with the name in both forms of RFC 6266:
 * `filename="…"` is an ASCII fallback for old clients, `filename*=UTF-8''…` (RFC 8187) carries
 * the real name, Chinese included. The client reads the name back from this header (SPEC:
 * "the download file name is taken from the content-disposition header").
 */
export function contentDisposition(filename: string): string {
  // Control characters would break the header (or inject another one); a name never needs them.
  const clean =
    filename
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
      // encodeURIComponent throws on a lone surrogate; show it as the replacement character instead.
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
      .trim() || 'download';
  return `attachment; filename="${asciiFallback(clean)}"; filename*=UTF-8''${encodeRfc8187(clean)}`;
}

/**
 * Printable ASCII only, without the quote and backslash that would end or escape the quoted
 * string, and without ';' and '%' that naive parsers split on or decode.
 */
function asciiFallback(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot) : '';
  const base = dot > 0 ? name.slice(0, dot) : name;
  const ascii = (s: string) => s.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const safeExt = /^\.[A-Za-z0-9]{1,10}$/.test(ext) ? ext : ascii(ext);
  // A wholly Chinese name would become "____.xlsx"; a word reads better in a client that shows it.
  const safeBase = /[A-Za-z0-9]/.test(base) ? ascii(base) : 'download';
  return safeBase + safeExt;
}

/** Percent-encodes everything outside RFC 8187's attr-char set (encodeURIComponent leaves ' ( ) * alone). */
function encodeRfc8187(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
}
