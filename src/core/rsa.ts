/**
 * RSA encryption with the server's public key, PKCS#1 v1.5 (SPEC §7: request nonces, passwords,
 * the SMS signature), on the platform's BigInt: a public exponent of 65537 costs seventeen
 * modular multiplications, well under a millisecond, where a JavaScript big-number library took
 * several on a phone and was a 20 KB chunk every first screen's first signed read waited for.
 * Web Crypto has no PKCS#1 v1.5 encryption, only OAEP, which the server does not speak.
 */
export interface RsaPublicKey {
  modulus: bigint;
  exponent: bigint;
  /** The modulus's length in bytes: every ciphertext has it. */
  size: number;
}

interface Element {
  tag: number;
  start: number;
  end: number;
}

/** One DER element (tag, length, contents) at `offset`. */
function derElement(der: Uint8Array, offset: number): Element {
  const tag = der[offset]!;
  let length = der[offset + 1]!;
  let start = offset + 2;
  if (length & 0x80) {
    const octets = length & 0x7f;
    length = 0;
    for (let i = 0; i < octets; i++) length = length * 256 + der[start + i]!;
    start += octets;
  }
  if (start + length > der.length) throw new Error('公钥格式无效');
  return { tag, start, end: start + length };
}

const SEQUENCE = 0x30;
const INTEGER = 0x02;
const BIT_STRING = 0x03;

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const bigFrom = (bytes: Uint8Array) => BigInt(`0x${toHex(bytes) || '0'}`);

/** The modulus and exponent of a PEM public key: SubjectPublicKeyInfo (BEGIN PUBLIC KEY) or PKCS#1 (BEGIN RSA PUBLIC KEY). */
export function parsePublicKey(pem: string): RsaPublicKey {
  const base64 = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const der = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  let outer = derElement(der, 0);
  if (outer.tag !== SEQUENCE) throw new Error('公钥格式无效');
  let first = derElement(der, outer.start);
  if (first.tag === SEQUENCE) {
    // SubjectPublicKeyInfo: the algorithm, then a bit string (one byte of unused bits) holding the PKCS#1 key.
    const bits = derElement(der, first.end);
    if (bits.tag !== BIT_STRING) throw new Error('公钥格式无效');
    outer = derElement(der, bits.start + 1);
    first = derElement(der, outer.start);
  }
  const second = derElement(der, first.end);
  if (first.tag !== INTEGER || second.tag !== INTEGER) throw new Error('公钥格式无效');
  const modulus = bigFrom(der.subarray(first.start, first.end));
  return {
    modulus,
    exponent: bigFrom(der.subarray(second.start, second.end)),
    size: Math.ceil(modulus.toString(16).length / 2),
  };
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  const zero = BigInt(0);
  const one = BigInt(1);
  let result = one;
  let square = base % modulus;
  for (let rest = exponent; rest > zero; rest >>= one) {
    if (rest & one) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
}

/** `count` random bytes, none zero (PKCS#1 v1.5 padding). */
function nonZeroRandom(count: number): Uint8Array {
  const bytes = crypto.getRandomValues(new Uint8Array(count));
  for (let i = 0; i < count; i++) {
    while (bytes[i] === 0) bytes[i] = crypto.getRandomValues(new Uint8Array(1))[0]!;
  }
  return bytes;
}

/** The text's UTF-8 bytes encrypted (block type 2: 0x00 0x02, non-zero padding, 0x00, message), base64; null when too long for the key. */
export function rsaEncryptWith(key: RsaPublicKey, text: string): string | null {
  const message = new TextEncoder().encode(text);
  const paddingLength = key.size - 3 - message.length;
  if (paddingLength < 8) return null;
  const block = new Uint8Array(key.size);
  block[1] = 0x02;
  block.set(nonZeroRandom(paddingLength), 2);
  block.set(message, 3 + paddingLength);
  const cipher = modPow(bigFrom(block), key.exponent, key.modulus).toString(16).padStart(key.size * 2, '0');
  let binary = '';
  for (let i = 0; i < cipher.length; i += 2) binary += String.fromCharCode(parseInt(cipher.slice(i, i + 2), 16));
  return btoa(binary);
}
