import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signHs256, verifyHs256 } from './jwt-hs256.js';

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
});
