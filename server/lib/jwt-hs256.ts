import crypto from 'node:crypto';

export interface JwtClaims {
  [claim: string]: unknown;
  exp?: number;
  iat?: number;
  jti?: string;
}

/** The claims of a token verifyHs256 accepted: exp and iat are there. */
export type VerifiedClaims = JwtClaims & { exp: number; iat: number };

/** A JWT part: base64url without padding, nothing else (RFC 7515 §2). */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The bytes of a part, or null unless the part is their one canonical spelling: the alphabet above
 * and zero trailing bits. A second spelling of a token (an appended '=', another last character)
 * is no token, so nothing keyed on a token can be had twice by respelling it.
 */
function decodePart(part: string): Buffer | null {
  if (!BASE64URL.test(part)) return null;
  const bytes = Buffer.from(part, 'base64url');
  return bytes.toString('base64url') === part ? bytes : null;
}

function jsonObject(bytes: Buffer | null): Record<string, unknown> | null {
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Verifies an HS256 JSON Web Token with a shared secret: each part canonical base64url, the
 * algorithm HS256 (never "none" or another), the MAC matching, exp in the future and iat present
 * and not in the future (each give or take skewSeconds). Returns the claims, or null for anything
 * else.
 */
export function verifyHs256(token: string, secret: string, now = Date.now(), skewSeconds = 60): VerifiedClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, mac] = parts as [string, string, string];
  const head = jsonObject(decodePart(header));
  const claims = jsonObject(decodePart(payload));
  const given = decodePart(mac);
  if (!head || !claims || !given || head.alg !== 'HS256') return null;
  const expected = crypto.createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const { exp, iat } = claims;
  if (!isTime(exp) || exp * 1000 + skewSeconds * 1000 <= now) return null;
  if (!isTime(iat) || iat * 1000 > now + skewSeconds * 1000) return null;
  return { ...claims, exp, iat };
}

/**
 * What identifies a verified token for one-time use: its jti when it has one, else its header and
 * payload (canonical, so their text is one per decoded content). Another spelling of the same
 * token is refused by verifyHs256, and a token re-signed with other claims is another token.
 */
export function tokenIdentity(token: string, claims: JwtClaims): string {
  if (typeof claims.jti === 'string' && claims.jti !== '') return `jti:${claims.jti}`;
  const signed = token.slice(0, token.lastIndexOf('.'));
  return `hash:${crypto.createHash('sha256').update(signed).digest('base64url')}`;
}

/** Issues an HS256 token (any claims, as an application may send): used by tests and the demo. */
export function signHs256(claims: Record<string, unknown>, secret: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = crypto.createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${mac}`;
}
