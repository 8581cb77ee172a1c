import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateKeys, rsaDecrypt, rsaEncryptForTest, unpadPkcs1Type2 } from './rsa.js';
import { testKeys } from '../testing/keys.js';

describe('PKCS#1 v1.5 unpadding', () => {
  const block = (padding: number[], message: string) =>
    Buffer.concat([Buffer.from([0x00, 0x02, ...padding, 0x00]), Buffer.from(message)]);

  it('returns the message after at least eight non-zero padding bytes', () => {
    expect(unpadPkcs1Type2(block([1, 2, 3, 4, 5, 6, 7, 8], 'abc'))?.toString()).toBe('abc');
  });
  it('refuses short padding, a wrong block type and a missing separator', () => {
    expect(unpadPkcs1Type2(block([1, 2, 3, 4, 5, 6, 7], 'abc'))).toBeNull();
    expect(unpadPkcs1Type2(Buffer.from([0x00, 0x01, 1, 2, 3, 4, 5, 6, 7, 8, 0x00, 0x41]))).toBeNull();
    expect(unpadPkcs1Type2(Buffer.from([0x00, 0x02, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]))).toBeNull();
    expect(unpadPkcs1Type2(Buffer.alloc(5))).toBeNull();
  });
});

describe('rsaDecrypt', () => {
  const keys = testKeys();

  it('decrypts what a PKCS#1 v1.5 client encrypted, Chinese text included', () => {
    expect(rsaDecrypt(keys, rsaEncryptForTest(keys.publicKeyPem, 'Demo@123456 园区'))).toBe('Demo@123456 园区');
  });
  it('accepts a ciphertext whose leading zero byte was dropped', () => {
    for (let i = 0; i < 64; i++) {
      const cipher = Buffer.from(rsaEncryptForTest(keys.publicKeyPem, `m${i}`), 'base64');
      if (cipher[0] !== 0) continue;
      expect(rsaDecrypt(keys, cipher.subarray(1).toString('base64'))).toBe(`m${i}`);
      return;
    }
  });
  it('answers null for garbage, an empty string, an oversize input and another key', () => {
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(rsaDecrypt(keys, Buffer.alloc(256, 7).toString('base64'))).toBeNull();
    expect(rsaDecrypt(keys, '')).toBeNull();
    expect(rsaDecrypt(keys, Buffer.alloc(300, 1).toString('base64'))).toBeNull();
    expect(rsaDecrypt(keys, rsaEncryptForTest(other, 'x'))).toBeNull();
  });
});

describe('loadOrCreateKeys', () => {
  it('generates a key into the data directory once and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsa-'));
    try {
      const first = loadOrCreateKeys(dir);
      const second = loadOrCreateKeys(dir);
      expect(second.publicKeyPem).toBe(first.publicKeyPem);
      expect(fs.statSync(path.join(dir, 'rsa-private.pem')).mode & 0o777).toBe(0o600);
      expect(first.size).toBe(256);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
