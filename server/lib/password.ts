import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** scrypt's cost N of new hashes (16 MB of memory, tens of milliseconds). */
export const PASSWORD_COST = 16384;
const PARAMS = { N: PASSWORD_COST, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/**
 * Sets the cost N of new hashes and of the derivation spent when there is nothing to check
 * against. Only the unit tests lower it (server/testing/setup.ts): they hash and check passwords
 * by the thousand, and what they prove does not depend on the cost. A stored hash keeps its own.
 */
export function setPasswordCost(n: number): void {
  PARAMS.N = n;
}

/** A slow salted hash: `scrypt$N$r$p$salt$hash`, all base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Salt for the derivation spent when there is no hash to check against; its result is never compared. */
const NO_ACCOUNT_SALT = crypto.randomBytes(16);

/**
 * True when the password matches the stored hash. Every call spends one scrypt derivation, also
 * when there is no usable hash (no account, an account without a password of its own, no password
 * to check): a login answers an unknown phone or an undecryptable password as slowly as a wrong
 * password, so its timing tells nothing.
 */
export async function verifyPassword(password: string | null, stored: string | null | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? '').split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem };
  const usable =
    password !== null && scheme === 'scrypt' && !!salt && !!hash && [params.N, params.r, params.p].every(Number.isSafeInteger);
  if (!usable) {
    await scrypt(password ?? '', NO_ACCOUNT_SALT, KEY_LENGTH, PARAMS);
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, params);
  return crypto.timingSafeEqual(expected, actual);
}
