import { afterAll, beforeAll } from 'vitest';
import { PUBLIC_KEY_META } from '@common/signature';

/**
 * For a test file whose screens send signed requests: the page's public key meta, as the server
 * writes it into index.html (the signature encrypts its nonce with it), there for the file's tests.
 */
export function withPageKey(): void {
  beforeAll(async () => {
    const algorithm = { name: 'RSA-OAEP', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' };
    const { publicKey } = await crypto.subtle.generateKey(algorithm, true, ['encrypt', 'decrypt']);
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', publicKey));
    const meta = document.createElement('meta');
    meta.name = PUBLIC_KEY_META;
    meta.content = btoa(String.fromCharCode(...spki));
    document.head.appendChild(meta);
  });
  afterAll(() => document.head.querySelector(`meta[name="${PUBLIC_KEY_META}"]`)?.remove());
}
