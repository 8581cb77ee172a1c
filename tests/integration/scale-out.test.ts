import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild } from '../../server/cli/server-build.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/demo-accounts.js';
import { CAPTCHA_WRONG, captchaKey } from '../../server/lib/captcha.js';
import { rsaEncryptForTest } from '../../server/lib/rsa.js';
import { CAPTCHAS_PER_MINUTE } from '../../server/lib/captcha-issue.js';
import { BAD_SIGNATURE } from '../../server/plugins/signature.js';
import { signedHeaders } from '../../server/testing/signing.js';
import { deleteKeys, testKeyPrefix } from '../../server/testing/stores.js';
import { startServerProcess, tempDataDir, type ServerProcess } from '../support/server-process.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

interface Answer {
  http: number;
  body: { statusCode: number; message: string; data: unknown };
}

/**
 * Two server processes, started as `npm start` starts one, on one PostgreSQL database and one
 * Redis behind the same key (README "Scaling out"): whatever one of them remembers, the other
 * must see. Clients reach them as through a load balancer (TRUST_PROXY), each test from an
 * address of its own, so the per-address limits of one test do not reach another.
 */
describe.skipIf(!databaseUrl || !redisUrl)('two server processes on PostgreSQL and Redis', () => {
  const servers: ServerProcess[] = [];
  const database = `innoweb_scale_${crypto.randomBytes(5).toString('hex')}`;
  const prefix = testKeyPrefix('scale');
  const account = DEMO_ACCOUNTS.find((a) => a.tenantId === 1)!;
  let dataDir: string | undefined;
  let publicKeyPem: string;
  let redis: Redis | undefined;
  let databaseCreated = false;
  let a: ServerProcess;
  let b: ServerProcess;

  /** Runs one statement on the PostgreSQL of TEST_DATABASE_URL (creating or dropping the database). */
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    // One key for both, as README asks of every process of a deployment.
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    publicKeyPem = crypto.createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
    dataDir = tempDataDir('innoweb-scale-');
    redis = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
    await admin(`create database ${database}`);
    databaseCreated = true;
    const url = new URL(databaseUrl!);
    url.pathname = `/${database}`;
    await ensureServerBuild();
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIR: path.join(dataDir, 'web'),
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      RSA_PRIVATE_KEY: privateKeyPem,
      TRUST_PROXY: 'true',
    };
    // Both at once, as an orchestrator starts them: migrations and the demo seed race on purpose.
    const started = await Promise.allSettled([0, 1].map(() => startServerProcess({ env, output: 'ignore' })));
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    [a, b] = servers as [ServerProcess, ServerProcess];
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    if (redis) {
      await deleteKeys(redis, prefix);
      await redis.quit();
    }
    if (databaseCreated) await admin(`drop database if exists ${database} with (force)`);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (
    server: ServerProcess,
    method: 'GET' | 'POST',
    route: string,
    options: {
      from: string;
      headers?: Record<string, string>;
      token?: string;
      form?: Record<string, string>;
    },
  ): Promise<Answer> => {
    const headers: Record<string, string> = {
      ...(options.headers ?? signedHeaders(publicKeyPem, 1, options.token)),
      'x-forwarded-for': options.from,
    };
    if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(`${server.url}/api/dpboot/${route}`, {
      method,
      headers,
      ...(options.form ? { body: new URLSearchParams(options.form).toString() } : {}),
    });
    return { http: response.status, body: (await response.json()) as Answer['body'] };
  };

  /** Asks `server` for a captcha image for `uuid`; the HTTP status. */
  const captchaImage = async (server: ServerProcess, uuid: string, from: string) => {
    const response = await fetch(`${server.url}/api/dpboot/passport/captcha?uuid=${uuid}`, {
      headers: { 'x-forwarded-for': from },
    });
    await response.arrayBuffer();
    return response.status;
  };

  /** The answer to the image, read where every process reads it: the shared store. */
  const captchaAnswer = async (uuid: string) => {
    const answer = await redis!.get(prefix + captchaKey(uuid));
    if (!answer) throw new Error(`no captcha answer stored for ${uuid}`);
    return answer;
  };

  const loginPass = (server: ServerProcess, uuid: string, verCode: string, from: string) =>
    call(server, 'POST', 'passport/login/pass', {
      from,
      headers: { ...signedHeaders(publicKeyPem, 1), uuid },
      form: { phone: account.phone, code: rsaEncryptForTest(publicKeyPem, DEMO_PASSWORD), verCode },
    });

  it('refuses on one process a nonce already used on the other', async () => {
    const from = '198.51.100.1';
    const headers = signedHeaders(publicKeyPem, 1);
    expect((await call(a, 'GET', 'notice/list', { from, headers })).body.statusCode).toBe(200);
    expect(await call(b, 'GET', 'notice/list', { from, headers })).toMatchObject({
      http: 401,
      body: { message: BAD_SIGNATURE },
    });
    // A request signed anew is served there.
    expect((await call(b, 'GET', 'notice/list', { from })).body.statusCode).toBe(200);
  });

  it('accepts a captcha issued by one process when answered on the other, once', async () => {
    const from = '198.51.100.2';
    const uuid = `scale-${crypto.randomBytes(6).toString('hex')}`;
    expect(await captchaImage(a, uuid, from)).toBe(200);
    const answer = await captchaAnswer(uuid);

    const first = await loginPass(b, uuid, answer, from);
    expect(first.body).toMatchObject({ statusCode: 200, data: { user: { phone: account.phone } } });
    // The answer was used up on B: neither process takes it again.
    expect((await loginPass(a, uuid, answer, from)).body).toMatchObject({
      statusCode: 400,
      message: CAPTCHA_WRONG,
    });
    expect((await loginPass(b, uuid, answer, from)).body).toMatchObject({
      statusCode: 400,
      message: CAPTCHA_WRONG,
    });
  });

  it('shares the per-address captcha limit between the processes', async () => {
    const from = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < CAPTCHAS_PER_MINUTE; i++)
      statuses.push(await captchaImage(i % 2 === 0 ? a : b, `burst-${i}`, from));
    expect(statuses).toEqual(Array(CAPTCHAS_PER_MINUTE).fill(200));
    // Half the images came from each process; the limit is reached for both.
    expect(await captchaImage(a, 'burst-a', from)).toBe(429);
    expect(await captchaImage(b, 'burst-b', from)).toBe(429);
    // Another address is not affected.
    expect(await captchaImage(a, 'burst-c', '203.0.113.8')).toBe(200);
  });

  it('serves a session opened on one process on the other, and a logout there ends it on both', async () => {
    const from = '198.51.100.3';
    const uuid = `scale-${crypto.randomBytes(6).toString('hex')}`;
    expect(await captchaImage(a, uuid, from)).toBe(200);
    const login = await loginPass(a, uuid, await captchaAnswer(uuid), from);
    const { token } = login.body.data as { token: string };

    expect((await call(b, 'GET', 'user/current', { from, token })).body).toMatchObject({
      statusCode: 200,
      data: { phone: account.phone },
    });
    expect((await call(b, 'POST', 'passport/logout', { from, token })).body.statusCode).toBe(200);
    const after = await call(a, 'GET', 'user/current', { from, token });
    expect(after.body.statusCode).toBe(401);
  });
});
