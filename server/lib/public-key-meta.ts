import { PUBLIC_KEY_META } from '../../common/signature.js';

/** The meta tag that hands the page the server's public key, so the client signs with no round trip. */
export function publicKeyMeta(publicKeyPem: string): string {
  const keyBody = publicKeyPem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  return `<meta name="${PUBLIC_KEY_META}" content="${keyBody}">`;
}

export function injectPublicKey(html: string, publicKeyPem: string): string {
  return html.replace('</head>', `    ${publicKeyMeta(publicKeyPem)}\n  </head>`);
}
