import crypto from 'node:crypto';

export interface JwtClaims {
  [claim: string]: unknown;
  exp?: number;
  iat?: number;
  jti?: string;
}

const decodePart = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/**
 * Verifies an HS256 JSON Web Token with a shared secret: the algorithm must be HS256 (never
 * "none" or another), the MAC must match, and exp must lie in the future. Returns the claims, or
 * null for anything else.
 */
export function verifyHs256(token: string, secret: string, now = Date.now(), skewSeconds = 60): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, mac] = parts as [string, string, string];
  let head: unknown;
  let claims: unknown;
  try {
    head = decodePart(header);
    claims = decodePart(payload);
  } catch {
    return null;
  }
  if (typeof head !== 'object' || head === null || (head as { alg?: unknown }).alg !== 'HS256') return null;
  if (typeof claims !== 'object' || claims === null) return null;
  const expected = crypto.createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const { exp } = claims as JwtClaims;
  if (typeof exp !== 'number' || exp * 1000 + skewSeconds * 1000 <= now) return null;
  return claims as JwtClaims;
}

/** Issues an HS256 token: what a registered application does; used by tests and the demo. */
export function signHs256(claims: JwtClaims, secret: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = crypto.createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${mac}`;
}
