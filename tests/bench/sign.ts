import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SIGNING_HEADERS } from '../../common/signature.js';

/**
 * The server's public key, as the page would receive it. The server uses RSA_PRIVATE_KEY when
 * set and otherwise the key it generated into its data dir on first start, so read it only once
 * the server has started.
 */
export function serverPublicKey(dataDir: string, configuredPem: string | undefined): crypto.KeyObject {
  const pem = configuredPem || fs.readFileSync(path.join(dataDir, 'rsa-private.pem'), 'utf8');
  return crypto.createPublicKey(crypto.createPrivateKey(pem));
}

/**
 * Signs requests the way the client does (SPEC §7): nonce = RSA PKCS#1 v1.5 encryption of a random
 * string, base64; signature = md5(timestamp + random). The server accepts every nonce once only,
 * so each call makes a fresh timestamp, random and nonce.
 *
 * Not server/testing/signing.ts: that takes the key as PEM and parses it on every call (≈ 0.3 ms);
 * with a parsed key one signature costs the load generator ≈ 0.04 ms, which matters when it
 * shares the machine's cores with the server it measures.
 */
export class RequestSigner {
  constructor(
    private readonly publicKey: crypto.KeyObject,
    private readonly sysid: number,
  ) {}

  headers(): Record<string, string> {
    const timestamp = String(Date.now());
    const random = crypto.randomBytes(12).toString('hex');
    const nonce = crypto
      .publicEncrypt(
        { key: this.publicKey, padding: crypto.constants.RSA_PKCS1_PADDING },
        Buffer.from(random),
      )
      .toString('base64');
    return {
      [SIGNING_HEADERS.sysid]: String(this.sysid),
      [SIGNING_HEADERS.timestamp]: timestamp,
      [SIGNING_HEADERS.nonce]: nonce,
      [SIGNING_HEADERS.signature]: crypto
        .createHash('md5')
        .update(timestamp + random)
        .digest('hex'),
    };
  }
}
