import os from 'node:os';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { MemoryStore } from '../lib/kv.js';
import { verificationPlugin } from './verification.js';

/** A bare Fastify with what the plugin reads from the app. */
async function start(env: Record<string, string>) {
  const app = Fastify();
  const kv = new MemoryStore();
  app.decorate('config', loadConfig({ DATA_DIR: os.tmpdir(), ...env }));
  app.decorate('kv', kv);
  await app.register(verificationPlugin);
  return { app, kv };
}

describe('verification plugin', () => {
  it('decorates the app with the captcha, SMS codes and rate limiter', async () => {
    const { app, kv } = await start({ CAPTCHA_TEST_CODE: 'T3ST' });
    await app.ready();
    expect(await app.captcha.verify('any', 't3st')).toBe(true);
    expect(await app.smsCodes.consume(1, '13800000001', 'login', '123456')).toBe(false);
    expect((await app.rateLimiter.hit('k', 1, 1000)).allowed).toBe(true);
    await app.close();
    await kv.close();
  });

  it('stops start-up on an unknown SMS gateway', async () => {
    const app = Fastify();
    const kv = new MemoryStore();
    app.decorate('config', loadConfig({ DATA_DIR: os.tmpdir(), SMS_GATEWAY: 'carrier-pigeon' }));
    app.decorate('kv', kv);
    await expect(app.register(verificationPlugin).ready()).rejects.toThrow(
      'SMS_GATEWAY "carrier-pigeon" is not supported',
    );
    await kv.close();
  });
});
