import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5Hex } from './md5';
import { parsePublicKey, rsaEncryptWith } from './rsa';

/** The server's way of decrypting (server/lib/rsa.ts): the raw block, then the type-2 padding checked by hand. */
function decrypt(privateKey: crypto.KeyObject, base64: string): string {
  const block = crypto.privateDecrypt({ key: privateKey, padding: crypto.constants.RSA_NO_PADDING }, Buffer.from(base64, 'base64'));
  expect([block[0], block[1]]).toEqual([0x00, 0x02]);
  const separator = block.indexOf(0x00, 2);
  expect(separator).toBeGreaterThanOrEqual(10);
  expect(block.subarray(2, separator).includes(0x00)).toBe(false);
  return block.subarray(separator + 1).toString('utf8');
}

describe('md5Hex', () => {
  it('gives the RFC 1321 test suite values and Node’s hash of UTF-8 text', () => {
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5Hex('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe(
      '57edf4a22be3c955ac49da2e2107b67a',
    );
    for (const text of ['1795855003843' + 'a'.repeat(32), '园区企业创新积分', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(64), '😀'.repeat(40)])
      expect(md5Hex(text)).toBe(crypto.createHash('md5').update(text, 'utf8').digest('hex'));
  });
});

describe('rsaEncryptWith', () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

  it('encrypts what the server decrypts, from an SPKI or a PKCS#1 key, every ciphertext the modulus long', () => {
    for (const type of ['spki', 'pkcs1'] as const) {
      const key = parsePublicKey(publicKey.export({ type, format: 'pem' }).toString());
      expect(key.size).toBe(256);
      expect(key.exponent).toBe(BigInt(65537));
      for (const text of ['0123456789abcdef0123456789abcdef', '密码Passw0rd!', '😀']) {
        const cipher = rsaEncryptWith(key, text)!;
        expect(Buffer.from(cipher, 'base64')).toHaveLength(256);
        expect(decrypt(privateKey, cipher)).toBe(text);
      }
    }
  });

  it('refuses a text longer than the key holds (its size less eleven bytes)', () => {
    const key = parsePublicKey(publicKey.export({ type: 'spki', format: 'pem' }).toString());
    expect(decrypt(privateKey, rsaEncryptWith(key, 'a'.repeat(245))!)).toBe('a'.repeat(245));
    expect(rsaEncryptWith(key, 'a'.repeat(246))).toBeNull();
  });
});
