import crypto from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { PUBLIC_KEY_META } from '@common/signature';

/**
 * For a test file whose screens send signed requests: the page's public key meta, as the server
 * writes it into index.html (the signature encrypts its nonce with it), there for the file's tests.
 */
export function withPageKey(): void {
  beforeAll(() => {
    const meta = document.createElement('meta');
    meta.name = PUBLIC_KEY_META;
    const { publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 1024 });
    meta.content = publicKey.export({ type: 'spki', format: 'pem' }).toString().replace(/-----[^-]+-----|\s+/g, '');
    document.head.appendChild(meta);
  });
  afterAll(() => document.head.querySelector(`meta[name="${PUBLIC_KEY_META}"]`)?.remove());
}
