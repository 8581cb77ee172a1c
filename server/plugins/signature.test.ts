import crypto from 'node:crypto';
import { JSEncrypt } from 'jsencrypt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rsaEncryptForTest } from '../lib/rsa.js';
import { buildTestApp, type TestApp } from '../testing/app.js';
import { describeEachDialect } from '../testing/databases.js';
import { twoParkApp } from '../testing/two-park-app.js';
import { insertTwoTenants } from '../testing/fixtures.js';
import { BAD_SIGNATURE, OUTBOX_MAX_AGE_MS, WRONG_TENANT } from './signature.js';

describeEachDialect('request signing on %s', (dialect) => {
  const t = twoParkApp(dialect);

  const clock = (headers: Record<string, string>, host = 'localhost:8080', url = '/api/dpboot/clock?sysid=1') =>
    t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('accepts a correctly signed request', async () => {
    const response = await clock(t.sign(1));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ statusCode: 200, data: { now: expect.any(Number) } });
  });

  it('rejects the same nonce twice (replay)', async () => {
    const headers = t.sign(1);
    expect((await clock(headers)).statusCode).toBe(200);
    const replay = await clock(headers);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ statusCode: 401, message: BAD_SIGNATURE, data: null });
  });

  it('accepts a nonce encrypted by jsencrypt, as the web client makes it', async () => {
    const encryptor = new JSEncrypt();
    encryptor.setPublicKey(t.rsa.publicKeyPem);
    for (let i = 0; i < 5; i++) {
      const timestamp = String(Date.now());
      const random = crypto.randomBytes(16).toString('hex');
      const nonce = encryptor.encrypt(random);
      if (nonce === false) throw new Error('jsencrypt failed');
      const signature = crypto.createHash('md5').update(timestamp + random).digest('hex');
      expect((await clock({ sysid: '1', timestamp, nonce, signature })).statusCode).toBe(200);
    }
  });

  it('rejects a used nonce in any other spelling of its base64', async () => {
    let headers = t.sign(1);
    // Both '+' and '/' in it, so that the URL-safe spelling differs (a 256-byte nonce nearly always has them).
    while (!/\+/.test(headers.nonce!) || !/\//.test(headers.nonce!)) headers = t.sign(1);
    const nonce = headers.nonce!;
    expect(nonce.endsWith('==')).toBe(true);
    expect((await clock(headers)).statusCode).toBe(200);
    const spellings = {
      unpadded: nonce.replace(/=+$/, ''),
      'half-padded': nonce.slice(0, -1),
      'extra padding': nonce + '=',
      'URL-safe alphabet': nonce.replace(/\+/g, '-').replace(/\//g, '_'),
      'URL-safe, unpadded': nonce.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
      'a space inside': `${nonce.slice(0, 100)} ${nonce.slice(100)}`,
      'a tab inside': `${nonce.slice(0, 64)}\t${nonce.slice(64)}`,
    };
    for (const [name, spelling] of Object.entries(spellings)) {
      const replay = await clock({ ...headers, nonce: spelling });
      expect({ name, status: replay.statusCode, body: replay.json() }).toEqual({
        name,
        status: 401,
        body: { statusCode: 401, message: BAD_SIGNATURE, data: null },
      });
    }
  });

  describe('against a clock the test moves', () => {
    const start = 1_800_000_000_000;
    let c: TestApp;
    let windowMs: number;
    beforeAll(async () => {
      // Only Date is faked (timers run as usual); the app and its nonce memory are built on it.
      vi.useFakeTimers({ toFake: ['Date'], now: start });
      c = await buildTestApp(dialect);
      await insertTwoTenants(c.database.db);
      windowMs = c.config.signatureWindowMs;
    });
    afterAll(async () => {
      await c.close();
      vi.useRealTimers();
    });

    /** Headers of a request signed with `timestamp`, with a random of its own. */
    const signedAt = (timestamp: number) => {
      const random = crypto.randomBytes(12).toString('hex');
      return {
        host: 'localhost:8080',
        sysid: '1',
        timestamp: String(timestamp),
        nonce: rsaEncryptForTest(c.rsa.publicKeyPem, random),
        signature: crypto.createHash('md5').update(String(timestamp) + random).digest('hex'),
      };
    };
    const get = async (headers: Record<string, string>) =>
      (await c.app.inject({ method: 'GET', url: '/api/dpboot/clock?sysid=1', headers })).statusCode;

    it('rejects a nonce replayed seconds later, and just before its timestamp leaves the window', async () => {
      vi.setSystemTime(start);
      const headers = signedAt(start);
      expect(await get(headers)).toBe(200);
      vi.setSystemTime(start + 2_000);
      expect(await get(headers)).toBe(401);
      vi.setSystemTime(start + windowMs / 2);
      expect(await get(headers)).toBe(401);
      vi.setSystemTime(start + windowMs - 1_000);
      expect(await get(headers)).toBe(401);
    });

    it('rejects a nonce signed ahead of the server clock when replayed later', async () => {
      const now = start + 3_600_000;
      vi.setSystemTime(now);
      const headers = signedAt(now + windowMs - 1_000);
      expect(await get(headers)).toBe(200);
      vi.setSystemTime(now + windowMs + 60_000);
      expect(await get(headers)).toBe(401);
    });

    it('accepts timestamps one second inside the window and refuses them one second outside, past and future', async () => {
      const now = start + 2 * 3_600_000;
      vi.setSystemTime(now);
      const answers = {
        past: { inside: await get(signedAt(now - windowMs + 1_000)), outside: await get(signedAt(now - windowMs - 1_000)) },
        future: { inside: await get(signedAt(now + windowMs - 1_000)), outside: await get(signedAt(now + windowMs + 1_000)) },
      };
      expect(answers).toEqual({ past: { inside: 200, outside: 401 }, future: { inside: 200, outside: 401 } });
    });
  });

  it('answers a wrong signature, an old timestamp, a bad nonce and missing headers alike', async () => {
    const wrongSignature = { ...t.sign(1), signature: crypto.createHash('md5').update('x').digest('hex') };
    const old = String(Date.now() - 10 * 60_000);
    const random = 'abc123';
    const oldTimestamp = {
      ...t.sign(1),
      timestamp: old,
      nonce: rsaEncryptForTest(t.rsa.publicKeyPem, random),
      signature: crypto.createHash('md5').update(old + random).digest('hex'),
    };
    const badNonce = { ...t.sign(1), nonce: Buffer.alloc(256, 9).toString('base64') };
    const { signature: _dropped, ...missing } = t.sign(1);
    for (const headers of [wrongSignature, oldTimestamp, badNonce, missing]) {
      const response = await clock(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(BAD_SIGNATURE);
    }
  });

  it("rejects another tenant's sysid, in the header and in the query", async () => {
    const header = await clock(t.sign(2));
    expect(header.statusCode).toBe(403);
    expect(header.json().message).toBe(WRONG_TENANT);
    const query = await clock(t.sign(1), 'localhost:8080', '/api/dpboot/clock?sysid=2');
    expect(query.statusCode).toBe(403);
  });

  it('checks the sysid against the tenant of the Host', async () => {
    expect((await clock(t.sign(2), 'demo2.localhost:8080', '/api/dpboot/clock?sysid=2')).statusCode).toBe(200);
    expect((await clock(t.sign(1), 'demo2.localhost:8080', '/api/dpboot/clock')).statusCode).toBe(403);
  });

  it('leaves routes marked unsigned open', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/need/clock' });
    expect(response.statusCode).toBe(200);
  });

  describe('outbox routes (config.outbox) with an Idempotency-Key', () => {
    /** Headers signed at `sentAt`, as the service worker replays them later. */
    const signedAt = (sentAt: number, sysid = 1) => {
      const timestamp = String(sentAt);
      const random = crypto.randomBytes(12).toString('hex');
      return {
        sysid: String(sysid),
        timestamp,
        nonce: rsaEncryptForTest(t.rsa.publicKeyPem, random),
        signature: crypto.createHash('md5').update(timestamp + random).digest('hex'),
      };
    };
    const payload = { url: '/index', pagename: '首页', modulename: 'home' };
    const pageView = (headers: Record<string, string>, sysid = 1) =>
      t.app.inject({ method: 'POST', url: `/api/dpboot/config/pagestatis/save?sysid=${String(sysid)}`, headers, payload });
    let n = 0;
    const key = () => `outbox-key-${String(++n).padStart(4, '0')}`;
    const DAY = 24 * 3600_000;

    it('accept a signature days old and the same nonce again', async () => {
      const headers = { ...signedAt(Date.now() - 2 * DAY), 'idempotency-key': key() };
      expect((await pageView(headers)).json()).toMatchObject({ statusCode: 200 });
      expect((await pageView(headers)).json()).toMatchObject({ statusCode: 200 });
    });

    it('still refuse a signature older than the outbox limit, from the future, or wrong', async () => {
      const tooOld = { ...signedAt(Date.now() - OUTBOX_MAX_AGE_MS - 60_000), 'idempotency-key': key() };
      const future = { ...signedAt(Date.now() + 10 * 60_000), 'idempotency-key': key() };
      const wrong = { ...signedAt(Date.now() - DAY), signature: crypto.createHash('md5').update('x').digest('hex'), 'idempotency-key': key() };
      for (const headers of [tooOld, future, wrong]) {
        const response = await pageView(headers);
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe(BAD_SIGNATURE);
      }
    });

    it('still check the tenant', async () => {
      expect((await pageView({ ...signedAt(Date.now() - DAY, 2), 'idempotency-key': key() })).statusCode).toBe(403);
    });

    it('keep the usual rules without a key, or with a malformed one', async () => {
      for (const extra of [{}, { 'idempotency-key': 'short' }, { 'idempotency-key': 'bad key with spaces!' }] as Record<string, string>[]) {
        expect((await pageView({ ...signedAt(Date.now() - DAY), ...extra })).statusCode).toBe(401);
      }
      const fresh = t.sign(1);
      expect((await pageView(fresh)).statusCode).toBe(200);
      expect((await pageView(fresh)).statusCode).toBe(401);
    });

    it('change nothing for other routes, key or not', async () => {
      const old = { ...signedAt(Date.now() - DAY), 'idempotency-key': key() };
      expect((await clock(old)).statusCode).toBe(401);
      const fresh = { ...t.sign(1), 'idempotency-key': key() };
      expect((await clock(fresh)).statusCode).toBe(200);
      expect((await clock(fresh)).statusCode).toBe(401);
    });
  });
});
