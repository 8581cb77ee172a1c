import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface RsaKeys {
  privateKey: crypto.KeyObject;
  /** SPKI PEM, as jsencrypt takes it. */
  publicKeyPem: string;
  /** Modulus length in bytes. */
  size: number;
}

const KEY_FILE = 'rsa-private.pem';

/** Loads the configured key, or the one in dataDir, or generates one there on first start. */
export function loadOrCreateKeys(dataDir: string, configuredPem?: string): RsaKeys {
  let pem = configuredPem;
  if (!pem) {
    const file = path.join(dataDir, KEY_FILE);
    if (fs.existsSync(file)) {
      pem = fs.readFileSync(file, 'utf8');
    } else {
      const pair = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
      pem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(file, pem, { mode: 0o600 });
    }
  }
  const privateKey = crypto.createPrivateKey(pem);
  const publicKeyPem = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  const size = (privateKey.asymmetricKeyDetails?.modulusLength ?? 2048) / 8;
  return { privateKey, publicKeyPem, size };
}

/**
 * Strips a PKCS#1 v1.5 encryption block (type 2): 0x00 0x02, at least 8 non-zero padding bytes,
 * 0x00, message. Returns null for anything else.
 */
export function unpadPkcs1Type2(block: Buffer): Buffer | null {
  if (block.length < 11 || block[0] !== 0x00 || block[1] !== 0x02) return null;
  const separator = block.indexOf(0x00, 2);
  if (separator < 10) return null;
  return block.subarray(separator + 1);
}

/**
 * Decrypts what jsencrypt produced (base64, PKCS#1 v1.5). Node 20 refuses PKCS#1 v1.5 in
 * privateDecrypt (CVE-2023-46809), so decrypt the raw block natively and unpad it here.
 *
 * Its null tells bad padding from good: that is a padding oracle (Bleichenbacher) unless the
 * caller hides it. One key encrypts passwords, nonces and the SMS signature, so an oracle on any
 * route decrypts a captured password. Every caller must answer a null exactly like a decrypted
 * value it refuses (same message, status and comparable work), and a route whose refusals differ
 * by message (the password rules) must make each query cost something first:
 * - request signing: one message for bad padding, bad md5, old timestamp and a reused nonce, and
 *   the md5 check after decrypting is too quick to time;
 * - code sending: after the captcha, one message for any signature but the constant;
 * - login: after the captcha and limits, a null is a wrong password (a scrypt verify is spent);
 * - registration and reset: after the limits and the single-use SMS code, one message for a null
 *   and a password the rules refuse, so each query costs a fresh code.
 */
export function rsaDecrypt(keys: RsaKeys, base64: string): string | null {
  return rsaDecryptBytes(keys, Buffer.from(base64, 'base64'));
}

/** rsaDecrypt for a ciphertext its caller has already decoded from base64. */
export function rsaDecryptBytes(keys: RsaKeys, input: Buffer): string | null {
  if (input.length === 0 || input.length > keys.size) return null;
  // jsencrypt may drop a leading zero byte of the ciphertext; left-pad to the modulus length.
  const cipher = input.length === keys.size ? input : Buffer.concat([Buffer.alloc(keys.size - input.length), input]);
  let block: Buffer;
  try {
    block = crypto.privateDecrypt({ key: keys.privateKey, padding: crypto.constants.RSA_NO_PADDING }, cipher);
  } catch {
    return null;
  }
  const message = unpadPkcs1Type2(block);
  return message ? message.toString('utf8') : null;
}

/** What the client does with jsencrypt; used by tests and the benchmark. */
export function rsaEncryptForTest(publicKeyPem: string, text: string): string {
  return crypto
    .publicEncrypt({ key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(text, 'utf8'))
    .toString('base64');
}
