import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signHs256, tokenIdentity, verifyHs256 } from './jwt-hs256.js';

const now = 1_800_000_000_000;
const secret = 'shared-secret';
const fresh = { phone: '13800000003', iat: now / 1000, exp: now / 1000 + 300 };

describe('HS256 tokens', () => {
  it('verifies a good token and returns its claims', () => {
    expect(verifyHs256(signHs256(fresh, secret), secret, now)).toMatchObject({ phone: '13800000003' });
  });
  it('refuses another secret, a changed payload, an expired token and a token without exp', () => {
    const token = signHs256(fresh, secret);
    expect(verifyHs256(token, 'other', now)).toBeNull();
    const [h, , m] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...fresh, phone: '13800000001' })).toString('base64url')}.${m}`;
    expect(verifyHs256(forged, secret, now)).toBeNull();
    expect(verifyHs256(signHs256({ ...fresh, exp: now / 1000 - 120 }, secret), secret, now)).toBeNull();
    expect(verifyHs256(signHs256({ phone: 'x' }, secret), secret, now)).toBeNull();
  });
  it('refuses the "none" algorithm and garbage', () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(fresh)).toString('base64url');
    expect(verifyHs256(`${header}.${payload}.`, secret, now)).toBeNull();
    const hs512 = Buffer.from(JSON.stringify({ alg: 'HS512' })).toString('base64url');
    const mac = crypto.createHmac('sha256', secret).update(`${hs512}.${payload}`).digest('base64url');
    expect(verifyHs256(`${hs512}.${payload}.${mac}`, secret, now)).toBeNull();
    expect(verifyHs256('not-a-token', secret, now)).toBeNull();
    expect(verifyHs256('a.b.c', secret, now)).toBeNull();
  });

  it('refuses every other spelling of a good token', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // A MAC with '-' or '_' in it, so that the standard-alphabet spelling differs.
    let n = 0;
    let token = signHs256({ ...fresh, n }, secret);
    while (!/[-_]/.test(token.split('.')[2]!)) token = signHs256({ ...fresh, n: ++n }, secret);
    const [h, p, m] = token.split('.') as [string, string, string];
    expect(verifyHs256(token, secret, now)).not.toBeNull();
    // The MAC's last character carries two unused bits: flipping one spells the same bytes.
    const last = m.at(-1)!;
    const sameBytes = m.slice(0, -1) + alphabet[alphabet.indexOf(last) ^ 1];
    expect(Buffer.from(sameBytes, 'base64url')).toEqual(Buffer.from(m, 'base64url'));
    const spellings = {
      'padded MAC': `${token}=`,
      'padded twice': `${token}==`,
      'padded payload': `${h}.${p}=.${m}`,
      'padded header': `${h}=.${p}.${m}`,
      'standard alphabet': `${h}.${p}.${m.replace(/-/g, '+').replace(/_/g, '/')}`,
      'other trailing bits': `${h}.${p}.${sameBytes}`,
      'a space inside': `${h}.${p}.${m.slice(0, 10)} ${m.slice(10)}`,
      'a trailing space': `${token} `,
      'an extra character': `${token}A`,
    };
    for (const [name, spelling] of Object.entries(spellings)) {
      expect({ name, claims: verifyHs256(spelling, secret, now) }).toEqual({ name, claims: null });
    }
  });

  it('requires iat and refuses one more than the skew in the future', () => {
    const { iat: _iat, ...withoutIat } = fresh;
    expect(verifyHs256(signHs256(withoutIat, secret), secret, now)).toBeNull();
    expect(verifyHs256(signHs256({ ...fresh, iat: '1800000000' }, secret), secret, now)).toBeNull();
    const year = 365 * 24 * 3600;
    const nextYear = signHs256({ ...fresh, iat: now / 1000 + year, exp: now / 1000 + year + 300 }, secret);
    expect(verifyHs256(nextYear, secret, now)).toBeNull();
    expect(verifyHs256(signHs256({ ...fresh, iat: now / 1000 + 61 }, secret), secret, now, 60)).toBeNull();
    expect(verifyHs256(signHs256({ ...fresh, iat: now / 1000 + 59 }, secret), secret, now, 60)).not.toBeNull();
  });

  it('identifies a token by its jti, else by its signed content', () => {
    const a = signHs256(fresh, secret);
    const b = signHs256({ ...fresh, phone: '13800000004' }, secret);
    const id = (token: string) => tokenIdentity(token, verifyHs256(token, secret, now)!);
    expect(id(a)).toBe(id(a));
    expect(id(a)).not.toBe(id(b));
    const withJti = (claims: Record<string, unknown>) => id(signHs256({ ...fresh, ...claims, jti: 'j-1' }, secret));
    expect(withJti({})).toBe(withJti({ phone: '13800000004' }));
  });
});
