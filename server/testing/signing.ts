import crypto from 'node:crypto';
import { rsaEncryptForTest } from '../lib/rsa.js';

/** The five headers the client sends (SPEC §7), made the way the client makes them. */
export function signedHeaders(publicKeyPem: string, sysid: number, token?: string): Record<string, string> {
  const timestamp = String(Date.now());
  const random = crypto.randomBytes(12).toString('hex');
  const headers: Record<string, string> = {
    sysid: String(sysid),
    timestamp,
    nonce: rsaEncryptForTest(publicKeyPem, random),
    signature: crypto.createHash('md5').update(timestamp + random).digest('hex'),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}
