import crypto from 'node:crypto';
import type { RsaKeys } from '../lib/rsa.js';

let cached: RsaKeys | undefined;

/** One RSA key pair per test process: generating 2048-bit keys is slow. */
export function testKeys(): RsaKeys {
  if (!cached) {
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const publicKeyPem = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
    cached = { privateKey, publicKeyPem, size: 256 };
  }
  return cached;
}
